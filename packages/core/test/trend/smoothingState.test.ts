import { describe, expect, it } from 'vitest';
import { forecastFrom, initialState, runSmoothing } from '../../src/trend/smoothingState.js';

describe('initialState', () => {
  it('initialState(y, 0, trend) starts at y₀ with the slope over the first 4 steps', () => {
    expect(initialState([10, 12, 14, 16, 18], 0, true)).toEqual({ level: 10, slope: 2, season: [], start: 1 }); // (18 − 10) / 4
    expect(initialState([10, 12, 14, 16, 18], 0, false)).toEqual({ level: 10, slope: 0, season: [], start: 1 });
    expect(initialState([10], 0, true)).toEqual({ level: 10, slope: 0, season: [], start: 1 });
  });
  it('initialState(y, m, false) centres the first season on its mean', () => {
    // mean of 1, 5 = 3; season −2, +2; errors from t = 2
    expect(initialState([1, 5, 2, 6], 2, false)).toEqual({ level: 3, slope: 0, season: [-2, 2], start: 2 });
  });
});

describe('runSmoothing', () => {
  it('runSmoothing(y, m, init, p, options) records forecasts, the final state and what each origin saw', () => {
    // SES α = 0.5 from l = 4 on 4, 8, 6: ŷ₁ = 4 (e 4, l 6), ŷ₂ = 6 (e 0, l 6) → SSE 16
    const fitted = new Float64Array(3).fill(NaN);
    const out = { level: 0, slope: 0, season: [] as number[] };
    const seen: [number, number][] = [];
    const sse = runSmoothing([4, 8, 6], 0, initialState([4, 8, 6], 0, false), { alpha: 0.5, beta: 0, gamma: 0, phi: 1 }, { fitted, out, visit: (t, s) => seen.push([t, s.level]) });
    expect(sse).toBe(16);
    expect(Array.from(fitted)).toEqual([NaN, 4, 6]);
    expect(out.level).toBe(6);
    expect(seen).toEqual([[1, 4], [2, 6]]);
  });
});

describe('forecastFrom', () => {
  it('forecastFrom(state, m, φ, t₀, j) adds the damped slope and the season slot of time t₀ − 1 + j', () => {
    expect(forecastFrom({ level: 10, slope: 2, season: [] }, 0, 1, 5, 3)).toBe(16); // 10 + 3 × 2
    expect(forecastFrom({ level: 10, slope: 0, season: [1, -1] }, 2, 1, 4, 2)).toBe(9); // time 5 → slot 1
  });
});
