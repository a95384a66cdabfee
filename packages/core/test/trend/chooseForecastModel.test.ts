import { describe, expect, it } from 'vitest';
import { chooseForecastModel } from '../../src/trend/chooseForecastModel.js';

/** A deterministic wiggle in −1 … 1 (no randomness in tests). */
const wiggle = (t: number) => Math.sin(t * 12.9898) * 0.5 + Math.sin(t * 78.233) * 0.5;

describe('chooseForecastModel', () => {
  it('chooseForecastModel(y, unit, h) uses the naive forecast, unscored, when fewer than 3 origins fit', () => {
    // n = 15, h = 5: origins = min(⌊15 / 4⌋, 15 − 5 − 7) = 3 → scored; n = 14 → min(3, 2) = 2 → naive
    expect(chooseForecastModel(Array.from({ length: 14 }, (_, t) => t), 'month', 5)).toEqual({ spec: { method: 'naive', seasonPeriod: 0 }, season: null, scores: [] });
    expect(chooseForecastModel(Array.from({ length: 15 }, (_, t) => t), 'month', 5).scores.length).toBeGreaterThan(0);
  });

  it('chooseForecastModel(monthly cycle, month, h) reports the 12-month season', () => {
    const y = Array.from({ length: 72 }, (_, t) => 100 + 20 * Math.sin((2 * Math.PI * t) / 12) + wiggle(t));
    const r = chooseForecastModel(y, 'month', 5);
    expect(r.season).toEqual({ period: 12, name: 'yearly' });
    expect(['seasonal-naive', 'holt-winters']).toContain(r.spec.method);
  });

  it('chooseForecastModel(the same cycle, no calendar, h) reports no season: rows in file order have none', () => {
    const y = Array.from({ length: 72 }, (_, t) => 100 + 20 * Math.sin((2 * Math.PI * t) / 12) + wiggle(t));
    expect(chooseForecastModel(y, undefined, 5).season).toBeNull();
    expect(chooseForecastModel(y, 'year', 5).season).toBeNull();
  });

  it('chooseForecastModel(y, unit, h) only tries the calendar season of the unit: an 11-day cycle is never a season', () => {
    const y = Array.from({ length: 200 }, (_, t) => 20 + 5 * Math.sin((2 * Math.PI * t) / 11) + wiggle(t));
    const r = chooseForecastModel(y, 'day', 5);
    expect(r.season).toBeNull();
    expect(new Set(r.scores.map((s) => s.seasonPeriod))).toEqual(new Set([0, 7]));
  });

  it('chooseForecastModel(y, unit, h) is never worse than naive on its own backtest', () => {
    const series = [
      Array.from({ length: 60 }, (_, t) => 50 + 3 * wiggle(t)),
      Array.from({ length: 80 }, (_, t) => t * 2 + 10 * wiggle(t)),
      Array.from({ length: 40 }, (_, t) => (t % 7) * 3 + wiggle(t)),
    ];
    for (const y of series) {
      const r = chooseForecastModel(y, 'day', 5);
      expect(r.chosen!.mae).toBeLessThanOrEqual(r.naive!.mae);
    }
  });
});
