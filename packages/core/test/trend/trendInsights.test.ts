import { describe, expect, it } from 'vitest';
import { trendInsights } from '../../src/trend/trendInsights.js';
import type { TrendPoint, TrendResult } from '../../src/trend/types.js';

const p = (period: string, value: number, extra: Partial<TrendPoint> = {}): TrendPoint => ({ period, value, predicted: false, anomaly: false, ...extra });
const base: Omit<TrendResult, 'insights'> = {
  data: [p('2024-01', 100), p('2024-02', 300, { anomaly: true }), p('2024-03', 120), p('2024-04', 125, { predicted: true, lower80: 110, upper80: 140 }), p('2024-05', 130, { predicted: true, lower80: 105.5, upper80: 154.5 })],
  anomalies: 1,
  direction: 'Upward',
  column: 'sales',
  aggregation: 'sum',
  scale: 'ratio',
  unit: 'month',
  horizon: 2,
  model: { method: 'smoothing', trend: true, alpha: 0.5, beta: 0.1, gamma: 0, phi: 0.9, seasonPeriod: 0, sigma: 1 },
  season: null,
  change: { from: '2024-01', to: '2024-03', periods: 3, start: 100, end: 150, absolute: 50, percent: 50, first: 100, last: 150, slope: 25, standardError: 5, clear: true },
  quality: { mase: 0.62, score: 38, relativeToNaive: 0.8, origins: 12 },
  backtest: [
    { method: 'smoothing', seasonPeriod: 0, trend: true, mae: 8 },
    { method: 'naive', seasonPeriod: 0, trend: false, mae: 10 },
    { method: 'holt-winters', seasonPeriod: 12, trend: false, mae: 9.5 },
  ],
  partial: [],
  isSample: false,
};
const notes = { threshold: 3.5, skipped: 0, filled: 0 };

describe('trendInsights', () => {
  it('trendInsights(result, notes) states the fitted change, season, model, forecast and anomalies in numbers', () => {
    expect(trendInsights(base, notes)).toEqual([
      // ± 1.96 × 5 = 9.8
      'sales (total per month) rose by 50 (+50%) from 2024-01 to 2024-03 on a line fitted to 3 complete months (25 ± 9.8 per month).',
      'No season: a 12-month cycle did not beat the models without a season on the backtest.',
      "Forecast model: exponential smoothing with a damped trend, chosen by a backtest from 12 forecast origins: its error is 0.8 × the naive forecast's; MASE 0.62 (quality 38/100).",
      'Forecast for the next 2 months: 125 (2024-04) to 130 (2024-05); 80% prediction interval at the last one 105.5 to 154.5.',
      '1 anomaly (robust z-score of the forecast error above 3.5): 2024-02 (300).',
    ]);
  });

  it('trendInsights(result, notes) warns that a series without a time column is only the file’s order', () => {
    const { unit: _unit, ...rows } = base;
    const plainOnly = { ...rows, backtest: base.backtest.filter((b) => b.seasonPeriod === 0) };
    expect(trendInsights(plainOnly, notes)).toContain(
      'No time column: the periods are rows in file order, so this trend and its forecast mean something only if the file is sorted by time; no season is looked for.',
    );
  });

  it('trendInsights(result, notes) says when no model beat the naive forecast, and when the series was too short to backtest', () => {
    const naive = { ...base, model: { ...base.model, method: 'naive' as const, trend: false }, quality: { mase: 1.9, score: 0, relativeToNaive: 1, origins: 30 } };
    expect(trendInsights(naive, notes)[2]).toBe('Forecast model: naive (the last value) — no other model beat it on a backtest from 30 forecast origins; MASE 1.9 (quality 0/100).');
    const { quality: _unused, ...short } = base;
    expect(trendInsights(short, notes)[2]).toBe('Too few periods to choose a model by backtest: the forecast repeats the last value (naive).');
  });

  it('trendInsights(result, notes) says "no clear trend" within the uncertainty, and gives interval quantities no percent', () => {
    const r = { ...base, scale: 'interval' as const, change: { ...base.change!, absolute: -4, percent: undefined, slope: -2, standardError: 3, clear: false } };
    expect(trendInsights(r, notes)[0]).toBe(
      'sales (total per month) shows no clear trend from 2024-01 to 2024-03: the line fitted to 3 complete months moves -4, within its uncertainty (-2 ± 5.88 per month).',
    );
  });

  it('trendInsights(result, notes) names the entity, the incomplete periods, the season and the notes', () => {
    const r = {
      ...base,
      seriesKey: 'symbol',
      entity: 'AAPL',
      entities: ['MSFT', 'AAPL'],
      partial: ['2023-12', '2024-04'],
      season: { period: 12, name: 'yearly' },
      backtest: [{ method: 'holt-winters' as const, seasonPeriod: 12, trend: false, mae: 6 }, ...base.backtest.slice(0, 2)],
      bucketed: { from: 90, to: 3, unit: 'month' as const },
    };
    const text = trendInsights(r, { threshold: 3.5, skipped: 2, filled: 1 });
    expect(text[0]).toMatch(/^sales \(total per month, AAPL\) rose/);
    expect(text.slice(1, 4)).toEqual([
      'symbol holds 2 separate series (MSFT, AAPL); this is AAPL alone — series are never added together.',
      'Left out as incomplete: 2023-12 and 2024-04 — a partial month is not a trend.',
      'Season: yearly (12 months) — with it the backtest error is 25% lower than without.', // 1 − 6 / 8
    ]);
    expect(text.slice(-3)).toEqual([
      '2 rows without a usable value or date were left out.',
      '1 empty month inside the range was filled in on a straight line between its neighbours.',
      '90 dates are shown and forecast as 3 months.',
    ]);
  });
});
