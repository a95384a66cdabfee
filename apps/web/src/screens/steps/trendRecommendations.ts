import type { TrendResult } from '@tallyline/core';
import { TREND_TEXT } from '../../messages/steps.js';

const [ANOMALIES, PREDICTIONS, SEASONS, ALERTS] = TREND_TEXT.recommendations;

/**
 * The spec's four fixed recommendations (§2 "Key Insights"), in the spec's order and words, but only those
 * the analysis on screen supports (issue 13: none may contradict the insights above them):
 * - "Monitor anomalies closely…" — when the analysis flagged at least one anomaly;
 * - "Use the predictions for planning…" — when a model beat the naive forecast on the backtest
 *   (`quality.relativeToNaive < 1`): a forecast that only repeats the last value is nothing to plan on;
 * - "Consider seasonal patterns…" — when a calendar season won the backtest (`season` is set);
 * - "Implement automated alerts for significant deviations." — when the forecast was backtested
 *   (`quality` is set), so its prediction intervals say what a significant deviation is.
 * A short series with no backtest and no anomaly gets none of them.
 *
 * @example
 * trendRecommendations(weeklyRain); // no season, no anomaly, smoothing beat naive: [PREDICTIONS, ALERTS]
 */
export function trendRecommendations(trend: Pick<TrendResult, 'anomalies' | 'season' | 'quality'>): string[] {
  const q = trend.quality;
  return [
    ...(trend.anomalies > 0 ? [ANOMALIES] : []),
    ...(q !== undefined && q.relativeToNaive < 1 ? [PREDICTIONS] : []),
    ...(trend.season !== null ? [SEASONS] : []),
    ...(q !== undefined ? [ALERTS] : []),
  ];
}
