import type { TrendResult } from '@tallyline/core';

/**
 * Whether core withheld this trend: a real analysis (not the sample, not "no time column") with no fitted-line change —
 * too little support (la-riots.csv: 5 weeks of 83 hold a row; fewer than 3 complete periods). Then no direction,
 * forecast or anomalies were measured, and the screen must not show "No clear trend" or "0 anomalies" as if they had
 * been: the same rule as core's `trendHeadline` ("No trend, forecast or anomalies are stated") in the report and CLI.
 *
 * @example
 * trendWithheld(analyzeTrend(laRiots)); // true
 * trendWithheld(analyzeTrend(weather)); // false
 */
export function trendWithheld(trend: Pick<TrendResult, 'change' | 'isSample' | 'noTime'>): boolean {
  return !trend.isSample && trend.noTime === undefined && trend.change === undefined;
}
