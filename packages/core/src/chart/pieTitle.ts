import type { Dataset } from '../dataset/types.js';
import { chartGroupCount } from './chartGroupsShown.js';
import { chartTitle } from './chartTitle.js';
import { chartTitleFor } from './chartTitleFor.js';
import type { ChartConfig } from './types.js';

const UNIT_WORDS: Readonly<Record<string, string>> = { monthOfYear: 'month of the year', weekday: 'day of the week' };

/**
 * A dashboard pie's title in its own words, so it never reads like the bar beside it over the same sum (two
 * panels named alike are two regions named alike): a pie shows shares — 'share of total amount by region' next
 * to the bar's 'sum amount by region', 'share of rows by weather' when it counts rows (an averaged measure has no
 * parts), 'share of total revenue per region (one row each)' over a summary table's per-row labels. It says
 * '(top 5)' only when it leaves groups out (`leavesGroupsOut`): 4 regions or 5 symbols are drawn whole (issue 13).
 * Any other aggregation (the pie has none) keeps `chartTitleFor`'s words. Internal to chart/ and dashboard/.
 *
 * @example
 * pieTitle(orders, { xAxis: 'region', yAxis: 'amount', aggregation: 'sum' }, 5); // 'share of total amount by region'
 * pieTitle(zipcodes, { xAxis: 'state', yAxis: null, aggregation: 'count' }, 5); // 'share of rows by state (top 5)'
 */
export function pieTitle(ds: Dataset, config: Pick<ChartConfig, 'xAxis' | 'yAxis' | 'aggregation' | 'unit' | 'series'>, top: number | undefined): string {
  const cut = leavesGroupsOut(ds, config, top) ? ` (top ${top})` : '';
  const by = config.unit ? (UNIT_WORDS[config.unit] ?? config.unit) : config.xAxis;
  const perRow = ds.roles.find((r) => r.column === config.xAxis)?.label === true && !config.unit;
  const aggregation = config.aggregation ?? 'sum';
  if (config.yAxis === null) return `share of rows by ${by}${cut}`;
  if (aggregation === 'count') return `share of ${config.yAxis} values by ${by}${cut}`;
  // a per-row label's title says itself how many rows it draws ('one row each, top 5 of 12')
  if (perRow && aggregation === 'sum') return `share of total ${chartTitleFor(ds, config, top)}`;
  if (aggregation === 'sum') return `share of total ${config.yAxis} by ${by}${cut}`;
  return `${chartTitle(config)}${cut}`;
}

/**
 * Whether a top-`top` pie over `config.xAxis` leaves groups out: a text column with no more groups than `top`
 * (`chartGroupCount`) is drawn whole, and its title must not say "top 5" of 4 regions (issue 13: orders, stocks,
 * seattle-weather pies). Other columns are assumed to have more.
 */
export function leavesGroupsOut(ds: Dataset, config: Pick<ChartConfig, 'xAxis' | 'yAxis' | 'aggregation' | 'unit'>, top: number | undefined): boolean {
  if (top === undefined) return false;
  const groups = chartGroupCount(ds, config);
  return groups === undefined || groups > top;
}
