import { initialState, runSmoothing, type SmoothingParams, type SmoothingState } from './smoothingState.js';
import type { ForecastMethod, TrendModel } from './types.js';

/** The grid searched for the smoothing parameters (deterministic, in this order). */
export const ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9] as const;
/** β as a share of α (ETS form requires β ≤ α). */
export const BETA_SHARES = [0, 0.1, 0.2, 0.5] as const;
/** γ as a share of 1 − α (ETS form requires γ ≤ 1 − α). */
export const GAMMA_SHARES = [0.05, 0.1, 0.2, 0.4] as const;
export const PHIS = [0.8, 0.9, 0.98, 1] as const;

/** Which model to fit: the method and its season length (0 unless seasonal). */
export interface ModelSpec {
  readonly method: ForecastMethod;
  readonly seasonPeriod: number;
  /** Smoothing models only: with or without a (damped) trend; undefined lets the grid decide. */
  readonly trend?: boolean;
}

/** A fitted model with its final state, for forecasting. */
export interface SmoothingFit extends TrendModel, SmoothingState {
  /** One-step-ahead forecasts; NaN where the model has none (its start-up points). */
  readonly fitted: Float64Array;
  /** Number of observations. */
  readonly n: number;
}

/**
 * Fits one of the four forecast models, all additive exponential smoothing in
 * error-correction form (see `runSmoothing`), so one forecast and interval formula serves them:
 * - 'naive': α = 1, no trend, no season — the forecast is the last value;
 * - 'seasonal-naive': α = 0, γ = 1, season m — the forecast is the value one season earlier;
 * - 'smoothing': no season; α from the grid, with no trend (simple exponential smoothing)
 *   or a (damped) trend with β = α × share and φ from the grid (`spec.trend`; undefined: both);
 * - 'holt-winters': the same plus season m with γ = (1 − α) × share.
 * Grid models keep the point with the least sum of squared one-step errors (first in grid
 * order on ties, no-trend before trend). σ² = SSE / max(1, N − p), N one-step errors,
 * p = the estimated parameters (α, β and φ < 1 with a trend, γ). `fixed` skips the grid;
 * `skip` marks points treated as equal to their forecast (see `runSmoothing`).
 * Needs n ≥ 2 (2m with a season).
 *
 * @example
 * fitSmoothing([10, 12, 14, 16, 18, 20], { method: 'smoothing', seasonPeriod: 0 }).sigma; // 0: a straight line
 */
export function fitSmoothing(y: readonly number[], spec: ModelSpec, fixed?: SmoothingParams & { trend: boolean }, skip?: Uint8Array): SmoothingFit {
  const m = spec.method === 'seasonal-naive' || spec.method === 'holt-winters' ? spec.seasonPeriod : 0;
  const best = fixed ?? fixedParams(spec.method) ?? searchGrid(y, m, spec.method === 'holt-winters', spec.trend);
  const init = initialState(y, m, best.trend);
  const fitted = new Float64Array(y.length).fill(NaN);
  const state: SmoothingState = { level: 0, slope: 0, season: [] };
  const sse = runSmoothing(y, m, init, best, { fitted, out: state, ...(skip ? { skip } : {}) });
  const estimated =
    spec.method === 'naive' || spec.method === 'seasonal-naive' ? 0 : 1 + (best.trend ? 1 + (best.phi < 1 ? 1 : 0) : 0) + (m > 0 ? 1 : 0);
  return {
    method: spec.method,
    trend: best.trend,
    alpha: best.alpha,
    beta: best.beta,
    gamma: best.gamma,
    phi: best.phi,
    seasonPeriod: m,
    sigma: Math.sqrt(sse / Math.max(1, y.length - init.start - estimated)),
    fitted,
    n: y.length,
    ...state,
  };
}

function fixedParams(method: ForecastMethod): (SmoothingParams & { trend: boolean }) | undefined {
  if (method === 'naive') return { alpha: 1, beta: 0, gamma: 0, phi: 1, trend: false };
  if (method === 'seasonal-naive') return { alpha: 0, beta: 0, gamma: 1, phi: 1, trend: false };
  return undefined;
}

function searchGrid(y: readonly number[], m: number, seasonal: boolean, only?: boolean): SmoothingParams & { trend: boolean } {
  let best: (SmoothingParams & { trend: boolean; sse: number }) | undefined;
  for (const trend of only === undefined ? [false, true] : [only]) {
    const init = initialState(y, m, trend);
    for (const alpha of ALPHAS)
      for (const bs of trend ? BETA_SHARES : [0])
        for (const gs of seasonal ? GAMMA_SHARES : [0])
          for (const phi of trend ? PHIS : [1]) {
            const p = { alpha, beta: alpha * bs, gamma: (1 - alpha) * gs, phi };
            const sse = runSmoothing(y, m, init, p);
            if (!best || sse < best.sse) best = { ...p, trend, sse };
          }
  }
  return best!;
}
