import { analyzeTrend, parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { TREND_TEXT } from '../../messages/steps.js';
import { trendRecommendations } from './trendRecommendations.js';

const [ANOMALIES, PREDICTIONS, SEASONS, ALERTS] = TREND_TEXT.recommendations;

/** Monthly rows 2010-01 … 2019-12 of `value(m)`, m = 0 … 119. */
function monthly(value: (m: number) => number) {
  const lines = ['month,sales'];
  for (let m = 0; m < 120; m++) lines.push(`${2010 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01,${value(m).toFixed(2)}`);
  return parseCsv(`${lines.join('\n')}\n`);
}
/** Fixed noise in −1 … 1 from a linear congruential generator (no cycle of its own). */
let seed = 42;
const noise = Array.from({ length: 120 }, () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1);
const wobble = (m: number) => noise[m]!;

describe('trendRecommendations (the spec\'s four, only where the analysis supports them)', () => {
  it('a series with a yearly cycle and no anomaly: the seasonal one, never "Monitor anomalies"', () => {
    const trend = analyzeTrend(monthly((m) => 500 + 120 * Math.sin((2 * Math.PI * m) / 12) + 15 * wobble(m)));
    expect(trend.season?.period).toBe(12);
    expect(trend.anomalies).toBe(0);
    const recs = trendRecommendations(trend);
    expect(recs).toContain(SEASONS);
    expect(recs).not.toContain(ANOMALIES);
    expect(recs).toEqual([PREDICTIONS, SEASONS, ALERTS]);
  });

  it('a series with no season and one spike: "Monitor anomalies", never "Consider seasonal patterns"', () => {
    const trend = analyzeTrend(monthly((m) => 500 + 10 * wobble(m) + (m === 60 ? 400 : 0)));
    expect(trend.season).toBeNull();
    expect(trend.anomalies).toBeGreaterThan(0);
    const recs = trendRecommendations(trend);
    expect(recs).toEqual([ANOMALIES, PREDICTIONS, ALERTS]);
  });

  it('each rule on its own, in the spec\'s order and words', () => {
    const quality = { mase: 0.8, score: 20, relativeToNaive: 0.7, origins: 10 };
    const season = { period: 12, name: 'yearly' };
    expect(trendRecommendations({ anomalies: 2, season, quality })).toEqual([...TREND_TEXT.recommendations]);
    // naive won the backtest: nothing to plan on beyond the last value, but deviations from it can still alert
    expect(trendRecommendations({ anomalies: 0, season: null, quality: { ...quality, relativeToNaive: 1 } })).toEqual([ALERTS]);
    expect(trendRecommendations({ anomalies: 0, season: null, quality })).toEqual([PREDICTIONS, ALERTS]);
    // too short to backtest, nothing flagged: none of them
    expect(trendRecommendations({ anomalies: 0, season: null })).toEqual([]);
    expect(trendRecommendations({ anomalies: 1, season: null })).toEqual([ANOMALIES]);
  });
});
