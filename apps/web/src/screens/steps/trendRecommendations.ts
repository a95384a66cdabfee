import type { TrendRecommendation, TrendResult } from '@tallyline/core';
import { trendRecommendations as supported } from '@tallyline/core';
import { TREND_TEXT } from '../../messages/steps.js';

const [ANOMALIES, PREDICTIONS, SEASONS, ALERTS] = TREND_TEXT.recommendations;
const WORDS: Readonly<Record<TrendRecommendation, string>> = { anomalies: ANOMALIES, predictions: PREDICTIONS, seasons: SEASONS, alerts: ALERTS };

/**
 * The spec's four fixed recommendations (§2 "Key Insights") in the spec's words, only those the analysis on
 * screen supports — which ones is core's rule (`trendRecommendations` in @tallyline/core, one copy for this
 * screen and the report; docs/analytics.md "Insights").
 *
 * @example
 * trendRecommendations(weeklyRain); // no season, no anomaly, smoothing beat naive: [PREDICTIONS, ALERTS]
 */
export function trendRecommendations(trend: Pick<TrendResult, 'anomalies' | 'season' | 'quality'>): string[] {
  return supported(trend).map((kind) => WORDS[kind]);
}
