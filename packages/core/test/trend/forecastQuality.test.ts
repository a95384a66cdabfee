import { describe, expect, it } from 'vitest';
import type { BacktestResult } from '../../src/trend/backtestForecast.js';
import { forecastQuality } from '../../src/trend/forecastQuality.js';

const result = (mae: number, origins = 4): BacktestResult => ({ mae, halves: [mae, mae], errors: [], origins });

describe('forecastQuality', () => {
  it('forecastQuality(y, choice) is MASE against the in-sample one-step naive error, and Tableau’s 100 × (1 − MASE)', () => {
    // |Δy| = 2, 1, 3 → mean 2; MASE = 1.5 / 2 = 0.75; quality 25; relative 1.5 / 3 = 0.5
    const q = forecastQuality([1, 3, 2, 5], { spec: { method: 'smoothing', seasonPeriod: 0 }, season: null, chosen: result(1.5), naive: result(3), scores: [] });
    expect(q).toEqual({ mase: 0.75, score: 25, relativeToNaive: 0.5, origins: 4 });
  });
  it('forecastQuality(y, choice) floors quality at 0 and is undefined without a backtest', () => {
    expect(forecastQuality([1, 3, 2, 5], { spec: { method: 'naive', seasonPeriod: 0 }, season: null, chosen: result(5), naive: result(5), scores: [] })!.score).toBe(0);
    expect(forecastQuality([1, 2], { spec: { method: 'naive', seasonPeriod: 0 }, season: null, scores: [] })).toBeUndefined();
  });
  it('forecastQuality(constant, choice) is MASE 0, quality 100', () => {
    expect(forecastQuality([4, 4, 4], { spec: { method: 'naive', seasonPeriod: 0 }, season: null, chosen: result(0), naive: result(0), scores: [] })).toMatchObject({ mase: 0, score: 100, relativeToNaive: 1 });
  });
});
