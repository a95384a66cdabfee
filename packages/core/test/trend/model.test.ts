import { describe, expect, it } from 'vitest';
import { detectSeasonPeriod } from '../../src/trend/detectSeasonPeriod.js';
import { fitSmoothing, type SmoothingFit } from '../../src/trend/fitSmoothing.js';
import { forecastSmoothing, Z80, Z95 } from '../../src/trend/forecastSmoothing.js';
import { scoreResiduals } from '../../src/trend/scoreResiduals.js';
import { trendDirection } from '../../src/trend/trendDirection.js';

const SEASON = [3, -1, -3, 1];
/** y = 10 + t + s(t mod 4): an exact additive trend + season. */
const seasonal = (n: number) => Array.from({ length: n }, (_, t) => 10 + t + SEASON[t % 4]!);

describe('detectSeasonPeriod', () => {
  it('detectSeasonPeriod(values) finds an alternating pattern of period 2', () => {
    expect(detectSeasonPeriod([1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5]).period).toBe(2);
  });
  it('detectSeasonPeriod(values) finds period 4 under a trend', () => {
    expect(detectSeasonPeriod(seasonal(16)).period).toBe(4);
  });
  it('detectSeasonPeriod(values) finds none in a line, a constant or a short series', () => {
    expect(detectSeasonPeriod([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).period).toBe(0);
    expect(detectSeasonPeriod([4, 4, 4, 4, 4, 4, 4]).period).toBe(0);
    expect(detectSeasonPeriod([1, 5, 1, 5, 1]).period).toBe(0); // needs n ≥ 3k
  });
  it('detectSeasonPeriod(values) is not hidden by one spike', () => {
    const y = seasonal(24);
    y[9] = y[9]! + 60;
    expect(detectSeasonPeriod(y).period).toBe(4);
  });
});

describe('fitSmoothing', () => {
  it('fitSmoothing(line, 0) fits a straight line exactly (Holt)', () => {
    // start l = 10, b = (18 − 10) / 4 = 2: every one-step forecast is exact at φ = 1
    const fit = fitSmoothing([10, 12, 14, 16, 18, 20], 0);
    expect(fit).toMatchObject({ method: 'holt', phi: 1, sigma: 0, level: 20, trend: 2 });
    expect(Array.from(fit.fitted)).toEqual([NaN, 12, 14, 16, 18, 20]);
  });
  it('fitSmoothing(series, 4) fits an exact trend + season (Holt-Winters)', () => {
    // season 1 mean 11.5 (at its centre t = 1.5), season 2 mean 15.5 → b = 4 / 4 = 1; sᵢ = yᵢ − (10 + i) = 3, −1, −3, 1
    const fit = fitSmoothing(seasonal(16), 4);
    expect(fit.method).toBe('holt-winters');
    expect(fit.sigma).toBeCloseTo(0, 9);
    expect(fit.seasonPeriod).toBe(4);
  });
  it('fitSmoothing(series, m) needs 3 seasons for a seasonal model', () => {
    expect(fitSmoothing(seasonal(11), 4).method).toBe('holt');
  });
  it('fitSmoothing(y, 0) with fewer than 3 points is the naive model', () => {
    expect(fitSmoothing([5, 8], 0)).toMatchObject({ method: 'naive', level: 8, sigma: 3 });
    expect(fitSmoothing([5], 0)).toMatchObject({ method: 'naive', level: 5, sigma: 0 });
  });
});

describe('forecastSmoothing', () => {
  it('forecastSmoothing(fit, h) continues level + trend + season', () => {
    // y₁₆… = 10 + t + s(t mod 4): 26 + 3, 27 − 1, 28 − 3, 29 + 1, 30 + 3
    const f = forecastSmoothing(fitSmoothing(seasonal(16), 4), 5);
    expect(f.map((p) => Math.round(p.value * 1e6) / 1e6)).toEqual([29, 26, 25, 30, 33]);
  });
  it('forecastSmoothing(fit, h) widens intervals by σ²(1 + Σ cᵢ²), cᵢ = α + β(φ + … + φⁱ)', () => {
    const fit: SmoothingFit = {
      method: 'holt', alpha: 0.5, beta: 0.1, gamma: 0, phi: 1, seasonPeriod: 0, sigma: 2,
      fitted: new Float64Array(), level: 100, trend: 3, season: [], last: 9,
    };
    const [f1, f2, f3] = forecastSmoothing(fit, 3);
    // values 103, 106, 109; sd₁ = 2; c₁ = .6 → sd₂ = 2√1.36 = 2.33238; c₂ = .7 → sd₃ = 2√(1 + .36 + .49) = 2.72029
    expect(f1).toMatchObject({ value: 103, lower80: 103 - Z80 * 2, upper95: 103 + Z95 * 2 });
    expect(f2!.value).toBe(106);
    expect(f2!.upper80 - f2!.value).toBeCloseTo(Z80 * 2.33238, 4);
    expect(f3!.upper95 - f3!.value).toBeCloseTo(Z95 * 2.72029, 4);
  });
  it('forecastSmoothing(fit, h) adds γ at whole seasons and picks the season slot of each step', () => {
    const fit: SmoothingFit = {
      method: 'holt-winters', alpha: 0.5, beta: 0, gamma: 0.2, phi: 1, seasonPeriod: 2, sigma: 1,
      fitted: new Float64Array(), level: 10, trend: 0, season: [1, -1], last: 5,
    };
    const f = forecastSmoothing(fit, 3);
    // t = 6, 7, 8 → slots 0, 1, 0: 11, 9, 11
    expect(f.map((p) => p.value)).toEqual([11, 9, 11]);
    // c₁ = .5 (1 mod 2 ≠ 0); c₂ = .5 + .2 = .7 → var₃ = 1 + .25 + .49 = 1.74
    expect(f[2]!.upper80 - 11).toBeCloseTo(Z80 * Math.sqrt(1.74), 9);
  });
  it('forecastSmoothing(naive, h) widens like a random walk: σ²·h', () => {
    const [, f2] = forecastSmoothing(fitSmoothing([5, 8], 0), 2);
    // sd₂ = 3√2 = 4.24264
    expect(f2!.value).toBe(8);
    expect(f2!.lower80).toBeCloseTo(8 - Z80 * 4.24264, 4);
  });
});

describe('scoreResiduals', () => {
  it('scoreResiduals(values, fitted) scores y − ŷ robustly, NaN without a forecast', () => {
    // residuals [–, 1, 0, 19]: median 1, |r − 1| = 0, 1, 18 → MAD 1; z = 0.6745 (r − 1)
    const z = scoreResiduals([10, 12, 11, 30], Float64Array.from([NaN, 11, 11, 11]));
    expect(z[0]).toBeNaN();
    expect(z[1]).toBe(0);
    expect(z[2]).toBeCloseTo(-0.6745, 4);
    expect(z[3]).toBeCloseTo(12.141, 3);
  });
});

describe('trendDirection', () => {
  const f = (value: number) => ({ value });
  it('trendDirection(points) compares the sixth-from-last point with the first', () => {
    expect(trendDirection([f(1), f(3), f(0), f(0), f(0), f(0), f(0)])).toBe('Upward'); // index 7 − 6 = 1: 3 > 1
    expect(trendDirection([f(5), f(3), f(9), f(9), f(9), f(9), f(9)])).toBe('Downward');
  });
  it('trendDirection(points) is Downward on equal values and for an empty list; short lists use the last point', () => {
    expect(trendDirection([f(2), f(2), f(9), f(9), f(9), f(9), f(9)])).toBe('Downward');
    expect(trendDirection([])).toBe('Downward');
    expect(trendDirection([f(1), f(2)])).toBe('Upward');
  });
});
