import { describe, expect, it } from 'vitest';
import { fitSmoothing, type SmoothingFit } from '../../src/trend/fitSmoothing.js';
import { forecastSmoothing, Z80, Z95 } from '../../src/trend/forecastSmoothing.js';

const SEASON = [3, -1, -3, 1];
const seasonal = (n: number) => Array.from({ length: n }, (_, t) => 10 + t + SEASON[t % 4]!);
const model = (over: Partial<SmoothingFit>): SmoothingFit => ({
  method: 'smoothing', trend: true, alpha: 0.5, beta: 0, gamma: 0, phi: 1, seasonPeriod: 0, sigma: 1,
  fitted: new Float64Array(), n: 10, level: 0, slope: 0, season: [], ...over,
});

describe('forecastSmoothing', () => {
  it('forecastSmoothing(fit, h) continues level + trend + season', () => {
    // y₁₆… = 10 + t + s(t mod 4): 26 + 3, 27 − 1, 28 − 3, 29 + 1, 30 + 3
    const f = forecastSmoothing(fitSmoothing(seasonal(16), { method: 'holt-winters', seasonPeriod: 4 }), 5);
    expect(f.map((p) => Math.round(p.value * 1e6) / 1e6)).toEqual([29, 26, 25, 30, 33]);
  });

  it('forecastSmoothing(fit, h) widens intervals by σ²(1 + Σ cᵢ²), cᵢ = α + β(φ + … + φⁱ)', () => {
    const [f1, f2, f3] = forecastSmoothing(model({ alpha: 0.5, beta: 0.1, sigma: 2, level: 100, slope: 3 }), 3);
    // values 103, 106, 109; sd₁ = 2; c₁ = .6 → sd₂ = 2√1.36 = 2.33238; c₂ = .7 → sd₃ = 2√(1 + .36 + .49) = 2.72029
    expect(f1).toMatchObject({ value: 103, lower80: 103 - Z80 * 2, upper95: 103 + Z95 * 2 });
    expect(f2!.value).toBe(106);
    expect(f2!.upper80 - f2!.value).toBeCloseTo(Z80 * 2.33238, 4);
    expect(f3!.upper95 - f3!.value).toBeCloseTo(Z95 * 2.72029, 4);
  });

  it('forecastSmoothing(fit, h) damps the trend by φ + … + φʲ', () => {
    // φ = 0.5, b = 8: 100 + 4, 100 + 4 + 2, 100 + 4 + 2 + 1
    expect(forecastSmoothing(model({ phi: 0.5, level: 100, slope: 8 }), 3).map((p) => p.value)).toEqual([104, 106, 107]);
  });

  it('forecastSmoothing(fit, h) adds γ at whole seasons and picks the season slot of each step', () => {
    const f = forecastSmoothing(model({ method: 'holt-winters', trend: false, alpha: 0.5, gamma: 0.2, seasonPeriod: 2, level: 10, season: [1, -1], n: 6 }), 3);
    // t = 6, 7, 8 → slots 0, 1, 0: 11, 9, 11
    expect(f.map((p) => p.value)).toEqual([11, 9, 11]);
    // c₁ = .5 (1 mod 2 ≠ 0); c₂ = .5 + .2 = .7 → var₃ = 1 + .25 + .49 = 1.74
    expect(f[2]!.upper80 - 11).toBeCloseTo(Z80 * Math.sqrt(1.74), 9);
  });

  it('forecastSmoothing(naive, h) widens like a random walk: σ²·h', () => {
    const [, f2] = forecastSmoothing(fitSmoothing([5, 8], { method: 'naive', seasonPeriod: 0 }), 2);
    // σ = |8 − 5| = 3; sd₂ = 3√2 = 4.24264
    expect(f2!.value).toBe(8);
    expect(f2!.lower80).toBeCloseTo(8 - Z80 * 4.24264, 4);
  });

  it('forecastSmoothing(seasonal naive, h) widens once per whole season: σ²(⌊(h − 1)/m⌋ + 1)', () => {
    // m = 2, σ = 1 (see fitSmoothing): h = 1, 2 → sd 1; h = 3 → √2; values repeat the last season 3, 7
    const f = forecastSmoothing(fitSmoothing([1, 5, 2, 6, 3, 7], { method: 'seasonal-naive', seasonPeriod: 2 }), 3);
    expect(f.map((p) => p.value)).toEqual([3, 7, 3]);
    expect(f[1]!.upper80 - 7).toBeCloseTo(Z80, 12);
    expect(f[2]!.upper80 - 3).toBeCloseTo(Z80 * Math.SQRT2, 12);
  });
});
