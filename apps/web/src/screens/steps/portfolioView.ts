import { isHoldings } from '@tallyline/core';
import type { Kpi, Portfolio, TrendResult } from '@tallyline/core';
import { NO_MEASURE_TEXT, PORTFOLIO_GROUPS_TEXT, REPORT_TEXT, TREND_TEXT } from '../../messages/steps.js';
import { dataTiles } from './noMeasure.js';
import { trendWithheld } from './trendWithheld.js';

/**
 * Whether a portfolio from the data is groups of a measure rather than holdings (core's `isHoldings` is false:
 * rainfall by weather, order revenue by region, mean price by symbol). Such a view keeps none of the spec's
 * holdings words: no 'Portfolio Analysis Complete!', no "components", no Total Value, performance or risk.
 * A portfolio edited by hand is the user's holdings (core marks it so), and core's made-up sample has no group column.
 */
export function isGroupsView(p: Portfolio): boolean {
  return p.groupColumn !== undefined && !isHoldings(p);
}

/** The banner's words on the Portfolio step: the spec's for holdings, honest ones for groups. */
export function portfolioBanner(p: Portfolio, holdings: { title: string; hint: string }): { title: string; hint: string } {
  if (!isGroupsView(p)) return holdings;
  // a summary table's rows (core's perRow: one row per region) are ranked, not groups compared
  if (p.perRow) return { title: PORTFOLIO_GROUPS_TEXT.rankedComplete, hint: PORTFOLIO_GROUPS_TEXT.rankedHint({ measure: p.valueColumn ?? 'value', group: p.groupColumn ?? 'row' }) };
  return {
    title: PORTFOLIO_GROUPS_TEXT.complete,
    hint: PORTFOLIO_GROUPS_TEXT.completeHint({ aggregation: p.aggregation ?? 'sum', measure: p.valueColumn ?? 'value', group: p.groupColumn ?? 'group' }),
  };
}

/**
 * The report's Workflow Summary: the spec's six fixed items, except where they would contradict the data —
 * groups compared are no "portfolio analysis", and a step that got nothing from the data (zipcodes.csv: no
 * measure, so core's made-up samples) says so instead of "KPIs calculated and tracked".
 */
export function workflowSummary(kpis: readonly Kpi[] | null, portfolio: Portfolio | null, trend: TrendResult | null): string[] {
  const tiles = dataTiles(kpis, portfolio, trend);
  const items: string[] = [...REPORT_TEXT.summaryItems];
  if (tiles.kpis === 0) items[2] = NO_MEASURE_TEXT.summaryNoKpi;
  if (portfolio && isGroupsView(portfolio)) items[3] = PORTFOLIO_GROUPS_TEXT.summaryItem;
  else if (tiles.components === 0) items[3] = NO_MEASURE_TEXT.summaryNoPortfolio;
  if (!trend || trend.isSample) items[4] = NO_MEASURE_TEXT.summaryNoTrend;
  // core withheld the trend (too little support): checked, but nothing analysed or predicted
  else if (trendWithheld(trend)) items[4] = TREND_TEXT.withheld.summaryItem;
  return items;
}
