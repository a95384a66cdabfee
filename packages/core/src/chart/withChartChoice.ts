import type { Dataset } from '../dataset/types.js';
import { columnRole } from '../roles/columnRole.js';
import { CHART_TOP_N, PIE_TOP_N } from '../constants.js';
import { chartTitleFor } from './chartTitleFor.js';
import { chooseTimeUnit } from './chooseTimeUnit.js';
import type { ChartChoice, ChartConfig } from './types.js';

/**
 * A chart config with the user's choice of x, value, aggregation and series (issue 13 chart controls):
 * a new value brings its own aggregation (sum or mean, from its role) unless one is chosen too; a time x
 * is bucketed by `chooseTimeUnit`; a series only applies on a time x; the title names what is computed
 * ('Data Overview' stays). Throws CoreError UNKNOWN_COLUMN for an unknown column. The input is not changed.
 *
 * @example
 * withChartChoice(weather, defaultChartConfig(weather), { yAxis: 'temp_max' }).title; // 'mean temp_max by month'
 */
export function withChartChoice(ds: Dataset, config: ChartConfig, choice: ChartChoice): ChartConfig {
  const xAxis = choice.xAxis ?? config.xAxis;
  const yAxis = choice.yAxis !== undefined ? choice.yAxis : config.yAxis;
  const own = yAxis === null ? 'count' : (columnRole(ds, yAxis).aggregation ?? 'sum');
  const aggregation = choice.aggregation ?? (choice.yAxis !== undefined ? own : (config.aggregation ?? own));
  const timed = columnRole(ds, xAxis).role === 'time';
  const series = timed ? (choice.series !== undefined ? choice.series : (config.series ?? null)) : null;
  if (series !== null) ds.column(series);
  const next: ChartConfig = {
    type: config.type,
    xAxis,
    yAxis,
    aggregation,
    ...(timed ? { unit: chooseTimeUnit(ds, xAxis) } : {}),
    ...(series !== null ? { series } : {}),
    title: config.title,
  };
  const unchanged = xAxis === config.xAxis && yAxis === config.yAxis && aggregation === config.aggregation && series === (config.series ?? null);
  return { ...next, title: unchanged && config.title === 'Data Overview' ? config.title : chartTitleFor(ds, next, undefined, next.type === 'pie' ? PIE_TOP_N : CHART_TOP_N) };
}
