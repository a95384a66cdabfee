import type { Kpi, Portfolio, TrendResult } from '@tallyline/core';
import { samplePortfolio, trendPointCounts } from '@tallyline/core';

/**
 * Why a KPI, portfolio or trend step has nothing of its own to show (`noMeasureReason`), and what each column is
 * (`columnsInWords`): core's, so the steps and the report give the same reason (issue 13: zipcodes.csv).
 */
export { columnsInWords, noMeasureReason } from '@tallyline/core';

/** Core's fixed sample portfolio as generated (its assets unedited): made up, never this file's portfolio. */
export function isUntouchedSample(p: Portfolio): boolean {
  const sample = samplePortfolio();
  return (
    p.id === sample.id &&
    p.groupColumn === undefined &&
    p.assets.length === sample.assets.length &&
    p.assets.every((a, i) => a.symbol === sample.assets[i]!.symbol && a.quantity === sample.assets[i]!.quantity && a.price === sample.assets[i]!.price)
  );
}

/**
 * The report's KPI, component and prediction tiles, counting only what came from the data: core's made-up
 * sample KPIs, portfolio and trend (a file with no measure: zipcodes.csv) count 0, as the report's sections
 * say no KPI, portfolio or trend comes from it. A sample portfolio edited by hand is the user's own and counts.
 */
export function dataTiles(kpis: readonly Kpi[] | null, portfolio: Portfolio | null, trend: TrendResult | null) {
  return {
    kpis: kpis?.filter((k) => k.column !== undefined).length ?? 0,
    components: portfolio && !isUntouchedSample(portfolio) ? portfolio.assets.length : 0,
    predictions: trend && !trend.isSample ? trendPointCounts(trend.data).predicted : 0,
  };
}
