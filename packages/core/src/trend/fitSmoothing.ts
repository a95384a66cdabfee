import type { TrendModel } from './types.js';

/** The grid searched for the smoothing parameters (deterministic, in this order). */
export const ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9] as const;
/** β as a share of α (ETS form requires β ≤ α). */
export const BETA_SHARES = [0, 0.1, 0.2, 0.5] as const;
/** γ as a share of 1 − α (ETS form requires γ ≤ 1 − α). */
export const GAMMA_SHARES = [0.05, 0.1, 0.2, 0.4] as const;
export const PHIS = [0.8, 0.9, 0.98, 1] as const;

/** A fitted model with its final state, for forecasting. */
export interface SmoothingFit extends TrendModel {
  /** One-step-ahead forecasts; NaN where the model has none (initialisation). */
  readonly fitted: Float64Array;
  readonly level: number;
  readonly trend: number;
  /** Seasonal state by t mod m (empty without seasonality). */
  readonly season: readonly number[];
  /** Index of the last observation. */
  readonly last: number;
}

/**
 * Additive (damped) Holt-Winters in error-correction form, with season length m
 * (0 = Holt's linear method): ŷ_t = l + φb + s_{t mod m}, e_t = y_t − ŷ_t,
 * l ← l + φb + αe, b ← φb + βe, s_{t mod m} ← s_{t mod m} + γe.
 * Start: without season l = y₀, b = mean of the first min(n−1, 4) differences, errors
 * from t = 1; with season l = mean of season 1 + (m−1)/2·b, b = (mean of season 2 −
 * mean of season 1)/m, sᵢ = yᵢ − trend line (centred to sum 0), errors from t = m.
 * α, β, γ, φ are the grid point with the least sum of squared one-step errors
 * (first in grid order on ties). σ² = SSE / max(1, N − p), p = 2 (+1 with season)
 * (+1 with φ < 1). Fewer than 3 points: the naive (last value) model, σ = |y₁ − y₀|.
 * `fixed` skips the grid and runs the given parameters (used to refit a cleaned series).
 *
 * @example
 * fitSmoothing([10, 12, 14, 16, 18, 20], 0); // α, β fit a straight line: σ ≈ 0
 */
export function fitSmoothing(
  y: readonly number[],
  m: number,
  fixed?: Pick<TrendModel, 'alpha' | 'beta' | 'gamma' | 'phi'>,
): SmoothingFit {
  const n = y.length;
  if (n < 3) {
    const fitted = new Float64Array(n).fill(NaN);
    if (n === 2) fitted[1] = y[0]!;
    const sigma = n === 2 ? Math.abs(y[1]! - y[0]!) : 0;
    return { method: 'naive', alpha: 1, beta: 0, gamma: 0, phi: 1, seasonPeriod: 0, sigma, fitted, level: y[n - 1] ?? NaN, trend: 0, season: [], last: n - 1 };
  }
  const seasonal = m >= 2 && n >= 3 * m;
  const period = seasonal ? m : 0;
  const init = initialState(y, period);
  let best: { sse: number; a: number; b: number; g: number; p: number } | undefined = fixed && {
    sse: 0,
    a: fixed.alpha,
    b: fixed.beta,
    g: seasonal ? fixed.gamma : 0,
    p: fixed.phi,
  };
  if (!best) {
    for (const a of ALPHAS)
      for (const bs of BETA_SHARES)
        for (const gs of seasonal ? GAMMA_SHARES : [0])
          for (const p of PHIS) {
            const sse = run(y, period, init, a, a * bs, (1 - a) * gs, p, undefined);
            if (!best || sse < best.sse) best = { sse, a, b: a * bs, g: (1 - a) * gs, p };
          }
  }
  const { a, b, g, p } = best!;
  const fitted = new Float64Array(n).fill(NaN);
  const state = { level: 0, trend: 0, season: [] as number[] };
  const sse = run(y, period, init, a, b, g, p, fitted, state);
  const errors = n - (seasonal ? m : 1);
  const params = 2 + (seasonal ? 1 : 0) + (p < 1 ? 1 : 0);
  return {
    method: seasonal ? 'holt-winters' : 'holt',
    alpha: a,
    beta: b,
    gamma: g,
    phi: p,
    seasonPeriod: period,
    sigma: Math.sqrt(sse / Math.max(1, errors - params)),
    fitted,
    level: state.level,
    trend: state.trend,
    season: state.season,
    last: n - 1,
  };
}

interface Init {
  readonly level: number;
  readonly trend: number;
  readonly season: readonly number[];
  readonly start: number;
}

function initialState(y: readonly number[], m: number): Init {
  if (m === 0) {
    const k = Math.min(y.length - 1, 4);
    return { level: y[0]!, trend: (y[k]! - y[0]!) / k, season: [], start: 1 };
  }
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < m; i++) {
    s1 += y[i]!;
    s2 += y[m + i]!;
  }
  const l0 = s1 / m;
  const trend = (s2 / m - l0) / m;
  const raw = Array.from({ length: m }, (_, i) => y[i]! - (l0 + (i - (m - 1) / 2) * trend));
  const centre = raw.reduce((s, x) => s + x, 0) / m;
  return { level: l0 + ((m - 1) / 2) * trend, trend, season: raw.map((x) => x - centre), start: m };
}

function run(
  y: readonly number[],
  m: number,
  init: Init,
  alpha: number,
  beta: number,
  gamma: number,
  phi: number,
  fitted: Float64Array | undefined,
  out?: { level: number; trend: number; season: number[] },
): number {
  let l = init.level;
  let b = init.trend;
  const s = init.season.slice();
  let sse = 0;
  for (let t = init.start; t < y.length; t++) {
    const si = m > 0 ? t % m : 0;
    const forecast = l + phi * b + (m > 0 ? s[si]! : 0);
    const e = y[t]! - forecast;
    if (fitted) fitted[t] = forecast;
    sse += e * e;
    l = l + phi * b + alpha * e;
    b = phi * b + beta * e;
    if (m > 0) s[si] = s[si]! + gamma * e;
  }
  if (out) {
    out.level = l;
    out.trend = b;
    out.season = s;
  }
  return sse;
}
