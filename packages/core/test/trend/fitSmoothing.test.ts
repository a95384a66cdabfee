import { describe, expect, it } from 'vitest';
import { fitSmoothing } from '../../src/trend/fitSmoothing.js';

const SEASON = [3, -1, -3, 1];
/** y = 10 + t + s(t mod 4): an exact additive trend + season. */
const seasonal = (n: number) => Array.from({ length: n }, (_, t) => 10 + t + SEASON[t % 4]!);

describe('fitSmoothing', () => {
  it('fitSmoothing(line, smoothing) picks a trend and fits a straight line exactly', () => {
    // start l = 10, b = (18 − 10) / 4 = 2: at φ = 1 every one-step forecast is exact, for any α;
    // the grid keeps the first exact point: α = 0.05, β = 0 (φ = 0.8, 0.9, 0.98 come before 1 but miss)
    const fit = fitSmoothing([10, 12, 14, 16, 18, 20], { method: 'smoothing', seasonPeriod: 0 });
    expect(fit).toMatchObject({ method: 'smoothing', trend: true, alpha: 0.05, beta: 0, phi: 1, sigma: 0, level: 20, slope: 2, n: 6 });
    expect(Array.from(fit.fitted)).toEqual([NaN, 12, 14, 16, 18, 20]);
  });

  it('fitSmoothing(y, smoothing without trend) is simple exponential smoothing', () => {
    // y = 4, 8: start l = 4; α = 0.9 is the last grid point and has the least error:
    // ŷ₁ = 4, e = 4 → l = 4 + 0.9 × 4 = 7.6; ŷ₂ = 7.6, e = 0.4 → l = 7.96
    const fit = fitSmoothing([4, 8, 8], { method: 'smoothing', seasonPeriod: 0, trend: false });
    expect(fit).toMatchObject({ trend: false, alpha: 0.9, slope: 0 });
    expect(fit.level).toBeCloseTo(7.96, 12);
    expect(fit.fitted[2]).toBeCloseTo(7.6, 12);
  });

  it('fitSmoothing(y, naive) forecasts the last value; σ from the one-step changes', () => {
    // errors 8 − 5 = 3 and 6 − 8 = −2: SSE 13 over 2 errors, no parameter estimated
    const fit = fitSmoothing([5, 8, 6], { method: 'naive', seasonPeriod: 0 });
    expect(Array.from(fit.fitted)).toEqual([NaN, 5, 8]);
    expect(fit).toMatchObject({ alpha: 1, level: 6, trend: false });
    expect(fit.sigma).toBeCloseTo(Math.sqrt(13 / 2), 12);
  });

  it('fitSmoothing(y, seasonal-naive) forecasts the value one season earlier', () => {
    // m = 2: ŷ_t = y_{t−2}: 1, 5, 2, 6 against 2, 6, 3, 7 → every error is 1
    const fit = fitSmoothing([1, 5, 2, 6, 3, 7], { method: 'seasonal-naive', seasonPeriod: 2 });
    expect(Array.from(fit.fitted).slice(2)).toEqual([1, 5, 2, 6]);
    expect(fit.sigma).toBe(1);
    expect(fit.seasonPeriod).toBe(2);
  });

  it('fitSmoothing(series, holt-winters) fits an exact trend + season', () => {
    // season 1 mean 11.5, season 2 mean 15.5 → b = 4 / 4 = 1; sᵢ = yᵢ − (10 + i) = 3, −1, −3, 1
    const fit = fitSmoothing(seasonal(16), { method: 'holt-winters', seasonPeriod: 4 });
    expect(fit.trend).toBe(true);
    expect(fit.sigma).toBeCloseTo(0, 9);
    expect(fit.season.map((s) => Math.round(s * 1e9) / 1e9)).toEqual([3, -1, -3, 1]);
  });

  it('fitSmoothing(y, spec, fixed, skip) runs the given parameters and keeps skipped points out of the state', () => {
    // naive on 10, 12, 11, 30, 12 with t = 3 skipped: the level stays 11 at t = 3, so ŷ₄ = 11, not 30
    const fit = fitSmoothing([10, 12, 11, 30, 12], { method: 'naive', seasonPeriod: 0 }, { alpha: 1, beta: 0, gamma: 0, phi: 1, trend: false }, Uint8Array.of(0, 0, 0, 1, 0));
    expect(Array.from(fit.fitted)).toEqual([NaN, 10, 12, 11, 11]);
  });

  it('fitSmoothing(one point) has no errors: σ 0, level the point', () => {
    expect(fitSmoothing([7], { method: 'naive', seasonPeriod: 0 })).toMatchObject({ level: 7, sigma: 0 });
  });
});
