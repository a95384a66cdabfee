/** Smoothing parameters (ETS error-correction form). */
export interface SmoothingParams {
  readonly alpha: number;
  readonly beta: number;
  readonly gamma: number;
  readonly phi: number;
}

/** The model's state before its first one-step error at `start`. */
export interface SmoothingInit {
  readonly level: number;
  readonly slope: number;
  readonly season: readonly number[];
  readonly start: number;
}

/** Level, slope (the trend term b) and season (indexed by t mod m) after some observations. */
export interface SmoothingState {
  level: number;
  slope: number;
  season: number[];
}

/**
 * The starting state. No season: l = y₀, b = (y_k − y₀)/k with k = min(n − 1, 4) when the
 * model has a trend (else 0), errors from t = 1. Season m: l = mean of season 1 +
 * (m − 1)/2 · b, b = (mean of season 2 − mean of season 1)/m with a trend (else 0),
 * sᵢ = yᵢ − (line at i) centred to sum 0, errors from t = m. Needs n ≥ 2 (2m with a
 * trend and a season, m without trend).
 *
 * @example
 * initialState([10, 12, 14, 16, 18], 0, true); // { level: 10, slope: 2, season: [], start: 1 }
 */
export function initialState(y: readonly number[], m: number, trend: boolean): SmoothingInit {
  if (m === 0) {
    const k = Math.min(y.length - 1, 4);
    return { level: y[0]!, slope: trend && k > 0 ? (y[k]! - y[0]!) / k : 0, season: [], start: 1 };
  }
  const mean = (from: number) => {
    let s = 0;
    for (let i = from; i < from + m; i++) s += y[i]!;
    return s / m;
  };
  const l0 = mean(0);
  const b = trend ? (mean(m) - l0) / m : 0;
  const raw = Array.from({ length: m }, (_, i) => y[i]! - (l0 + (i - (m - 1) / 2) * b));
  const centre = raw.reduce((s, x) => s + x, 0) / m;
  return { level: l0 + ((m - 1) / 2) * b, slope: b, season: raw.map((x) => x - centre), start: m };
}

/** What a run records besides its sum of squared errors. */
export interface RunOptions {
  /** Receives ŷ_t. */
  readonly fitted?: Float64Array;
  /** Receives the final state. */
  readonly out?: SmoothingState;
  /** Sees the state before y_t is observed (for multi-step forecasts from that origin). */
  readonly visit?: (t: number, state: SmoothingState) => void;
  /** skip[t] = 1: y_t is treated as equal to its forecast (an anomaly must not move the state). */
  readonly skip?: Uint8Array;
}

/**
 * Runs the additive (damped) smoothing recursions over y from `init.start` and returns
 * the sum of squared one-step errors: ŷ_t = l + φb + s_{t mod m}, e_t = y_t − ŷ_t,
 * l ← l + φb + αe, b ← φb + βe, s_{t mod m} ← s_{t mod m} + γe.
 *
 * @example
 * runSmoothing([10, 12, 14], 0, initialState([10, 12, 14], 0, true), { alpha: 0.5, beta: 0, gamma: 0, phi: 1 }); // 0
 */
export function runSmoothing(y: readonly number[], m: number, init: SmoothingInit, p: SmoothingParams, options: RunOptions = {}): number {
  const { fitted, visit, skip } = options;
  const state: SmoothingState = options.out ?? { level: 0, slope: 0, season: [] };
  state.level = init.level;
  state.slope = init.slope;
  state.season = init.season.slice();
  const s = state.season;
  let sse = 0;
  for (let t = init.start; t < y.length; t++) {
    if (visit) visit(t, state);
    const si = m > 0 ? t % m : 0;
    const forecast = state.level + p.phi * state.slope + (m > 0 ? s[si]! : 0);
    const e = skip && skip[t] === 1 ? 0 : y[t]! - forecast;
    if (fitted) fitted[t] = forecast;
    sse += e * e;
    state.level = state.level + p.phi * state.slope + p.alpha * e;
    state.slope = p.phi * state.slope + p.beta * e;
    if (m > 0) s[si] = s[si]! + p.gamma * e;
  }
  return sse;
}

/**
 * The forecast j ≥ 1 steps after the last observation t₀ − 1 from a state:
 * l + (φ + … + φʲ)·b + s_{(t₀ − 1 + j) mod m}.
 *
 * @example
 * forecastFrom({ level: 10, slope: 2, season: [] }, 0, 1, 5, 3); // 10 + 3 × 2 = 16
 */
export function forecastFrom(state: SmoothingState, m: number, phi: number, t0: number, j: number): number {
  let phiSum = 0;
  for (let i = 1; i <= j; i++) phiSum += phi ** i;
  return state.level + phiSum * state.slope + (m > 0 ? state.season[(t0 - 1 + j) % m]! : 0);
}
