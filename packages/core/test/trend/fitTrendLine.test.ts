import { describe, expect, it } from 'vitest';
import { fitTrendLine, SLOPE_Z } from '../../src/trend/fitTrendLine.js';

/** Ordinary least squares written out, independent of the code under test. */
function ols(y: readonly number[]) {
  const n = y.length;
  const tm = (n - 1) / 2;
  const ym = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  y.forEach((v, t) => {
    sxy += (t - tm) * (v - ym);
    sxx += (t - tm) ** 2;
  });
  const b = sxy / sxx;
  const r = y.map((v, t) => v - ym - b * (t - tm));
  return { b, a: ym - b * tm, r, sxx };
}

describe('fitTrendLine', () => {
  it('fitTrendLine(y, 0) is the least-squares line with its standard error', () => {
    // t̄ = 2.5, ȳ = 3; Σ(t − t̄)(y − ȳ) = 5 + 0 + .5 + .5 + 0 + 5 = 11; Σ(t − t̄)² = 17.5 → b = 0.628571
    // start = 3 − 2.5b = 1.428571, end = start + 5b = 4.571429
    const line = fitTrendLine([1, 3, 2, 4, 3, 5], 0)!;
    expect(line.slope).toBeCloseTo(11 / 17.5, 12);
    expect(line.start).toBeCloseTo(1.428571, 6);
    expect(line.end).toBeCloseTo(4.571429, 6);
    // residuals alternate (lag-1 autocorrelation < 0 → ρ = 0, no widening); s² = Σr² / (6 − 2)
    const { r, sxx } = ols([1, 3, 2, 4, 3, 5]);
    const se = Math.sqrt(r.reduce((s, x) => s + x * x, 0) / 4 / sxx);
    expect(line.rho).toBe(0);
    expect(line.standardError).toBeCloseTo(se, 12);
    expect(line.clear).toBe(line.slope > SLOPE_Z * se); // 0.629 > 1.96 × 0.210 → clear
    expect(line.clear).toBe(true);
  });

  it('fitTrendLine(y, 0) widens the error by √((1 + ρ)/(1 − ρ)) when residuals wander', () => {
    const y = [0, 1, 2, 3, 2, 1, 0, 1, 2, 3, 4, 3, 2, 3, 4, 5];
    const { b, r, sxx } = ols(y);
    const ss = r.reduce((s, x) => s + x * x, 0);
    let lag = 0;
    for (let t = 1; t < r.length; t++) lag += r[t]! * r[t - 1]!;
    const rho = lag / ss;
    const line = fitTrendLine(y, 0)!;
    expect(rho).toBeGreaterThan(0);
    expect(line.rho).toBeCloseTo(rho, 12);
    expect(line.slope).toBeCloseTo(b, 12);
    expect(line.standardError).toBeCloseTo(Math.sqrt(ss / 14 / sxx) * Math.sqrt((1 + rho) / (1 - rho)), 12);
  });

  it('fitTrendLine(y, m) removes a season before fitting: the slope of 10 + 0.5t + season is 0.5 exactly', () => {
    const s = [6, -2, -5, 1];
    const line = fitTrendLine(Array.from({ length: 24 }, (_, t) => 10 + 0.5 * t + s[t % 4]!), 4)!;
    expect(line.slope).toBeCloseTo(0.5, 12);
    expect(line.standardError).toBeCloseTo(0, 9);
    expect(line.clear).toBe(true);
  });

  it('fitTrendLine(flat noise, 0) is not a clear trend', () => {
    // the "flat noisy series": no direction, whatever first and last say
    const line = fitTrendLine([5, 9, 4, 8, 6, 3, 7, 9, 2, 6, 8, 4, 7, 5, 3, 6], 0)!;
    expect(line.clear).toBe(false);
  });

  it('fitTrendLine(y, m) is undefined with fewer than 3 points or no degree of freedom left', () => {
    expect(fitTrendLine([1, 2], 0)).toBeUndefined();
    expect(fitTrendLine([1, 2, 3, 4, 5], 4)).toBeUndefined(); // 5 − 1 − 4 = 0
  });

  it('fitTrendLine(constant, 0) is flat and not clear', () => {
    expect(fitTrendLine([4, 4, 4, 4], 0)).toMatchObject({ slope: 0, standardError: 0, clear: false, start: 4, end: 4 });
  });
});
