import type { TrendResult } from './types.js';

/**
 * The spec's four fixed trend recommendations (app.md §2 "Key Insights"), as kinds in the spec's order; the app
 * words them in the spec's words: 'anomalies' — monitor anomalies closely; 'predictions' — use the predictions
 * for planning; 'seasons' — consider seasonal patterns; 'alerts' — automated alerts for significant deviations.
 */
export type TrendRecommendation = 'anomalies' | 'predictions' | 'seasons' | 'alerts';

/**
 * Which of the spec's four trend recommendations the analysis supports (issue 13: none may contradict the
 * insights above them), in the spec's order — the Trend screen shows them and the report plans with the
 * forecast only when 'predictions' is among them:
 * - 'anomalies' — when the analysis flagged at least one anomaly;
 * - 'predictions' — when a model beat the naive forecast on the backtest (`quality.relativeToNaive < 1`):
 *   a forecast that only repeats the last value is nothing to plan on;
 * - 'seasons' — when a calendar season won the backtest (`season` is set);
 * - 'alerts' — when the forecast was backtested (`quality` is set), so its prediction intervals say what a
 *   significant deviation is.
 * A short series with no backtest and no anomaly gets none of them.
 *
 * @example
 * trendRecommendations(analyzeTrend(stocks)); // ['anomalies', 'alerts']: naive won the backtest (MASE 1.94), nothing to plan on
 * trendRecommendations({ anomalies: 0, season: null }); // []
 */
export function trendRecommendations(trend: Pick<TrendResult, 'anomalies' | 'season' | 'quality'>): TrendRecommendation[] {
  const q = trend.quality;
  return [
    ...(trend.anomalies > 0 ? (['anomalies'] as const) : []),
    ...(q !== undefined && q.relativeToNaive < 1 ? (['predictions'] as const) : []),
    ...(trend.season !== null ? (['seasons'] as const) : []),
    ...(q !== undefined ? (['alerts'] as const) : []),
  ];
}
