import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { trendRecommendations } from '../../src/trend/trendRecommendations.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

/** Monthly rows 2010-01 … 2019-12 of `value(m)`, m = 0 … 119. */
function monthly(value: (m: number) => number) {
  const lines = ['month,sales'];
  for (let m = 0; m < 120; m++) lines.push(`${2010 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01,${value(m).toFixed(2)}`);
  return parseCsv(`${lines.join('\n')}\n`);
}
/** Fixed noise in −1 … 1 from a linear congruential generator (no cycle of its own). */
let seed = 42;
const noise = Array.from({ length: 120 }, () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1);

describe("trendRecommendations (the spec's four, only where the analysis supports them; the Trend screen's and the report's rule)", () => {
  it('a series with a yearly cycle and no anomaly: the seasonal one, never "anomalies"', () => {
    const trend = analyzeTrend(monthly((m) => 500 + 120 * Math.sin((2 * Math.PI * m) / 12) + 15 * noise[m]!));
    expect(trend.season?.period).toBe(12);
    expect(trend.anomalies).toBe(0);
    expect(trendRecommendations(trend)).toEqual(['predictions', 'seasons', 'alerts']);
  });

  it('a series with no season and one spike: "anomalies", never "seasons"', () => {
    const trend = analyzeTrend(monthly((m) => 500 + 10 * noise[m]! + (m === 60 ? 400 : 0)));
    expect(trend.season).toBeNull();
    expect(trend.anomalies).toBeGreaterThan(0);
    expect(trendRecommendations(trend)).toEqual(['anomalies', 'predictions', 'alerts']);
  });

  it('stocks.csv (MSFT): the naive forecast won, so nothing to plan on — never "predictions"', () => {
    const trend = analyzeTrend(publicCsv('stocks.csv'));
    const msft = publicCsvRows('stocks.csv').filter((r) => r[0] === 'MSFT');
    // the naive forecast repeats MSFT's last price (Mar 1 2010: 28.8) for every period
    expect(msft.at(-1)!.slice(1)).toEqual(['Mar 1 2010', '28.8']);
    expect(trend.data.filter((p) => p.predicted).map((p) => p.value)).toEqual([28.8, 28.8, 28.8, 28.8, 28.8]);
    expect(trend.quality!.relativeToNaive).toBe(1);
    expect(trendRecommendations(trend)).not.toContain('predictions');
    expect(trendRecommendations(trend)).toEqual([...(trend.anomalies > 0 ? ['anomalies'] : []), 'alerts']);
  });

  it("each rule on its own, in the spec's order", () => {
    const quality = { mase: 0.8, score: 20, relativeToNaive: 0.7, origins: 10 };
    const season = { period: 12, name: 'yearly' };
    expect(trendRecommendations({ anomalies: 2, season, quality })).toEqual(['anomalies', 'predictions', 'seasons', 'alerts']);
    // naive won the backtest: nothing to plan on beyond the last value, but deviations from it can still alert
    expect(trendRecommendations({ anomalies: 0, season: null, quality: { ...quality, relativeToNaive: 1 } })).toEqual(['alerts']);
    expect(trendRecommendations({ anomalies: 0, season: null, quality })).toEqual(['predictions', 'alerts']);
    // too short to backtest, nothing flagged: none of them
    expect(trendRecommendations({ anomalies: 0, season: null })).toEqual([]);
    expect(trendRecommendations({ anomalies: 1, season: null })).toEqual(['anomalies']);
  });
});
