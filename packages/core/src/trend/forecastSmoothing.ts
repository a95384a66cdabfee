import type { SmoothingFit } from './fitSmoothing.js';

/** Standard normal quantiles for two-sided 80% and 95% intervals. */
export const Z80 = 1.2815515655446004;
export const Z95 = 1.959963984540054;

export interface ForecastPoint {
  readonly value: number;
  readonly lower80: number;
  readonly upper80: number;
  readonly lower95: number;
  readonly upper95: number;
}

/**
 * `h` forecasts from a fitted model with prediction intervals.
 * ŷ_{n+j} = l + (φ + … + φʲ)·b + s_{(n−1+j) mod m}; variance
 * σ²·(1 + Σ_{i<j} cᵢ²) with cᵢ = α + β(φ + … + φⁱ) + γ·[i mod m = 0]
 * (Hyndman et al., ETS(A,Ad,A) class 1); the naive model uses σ²·j (random walk).
 * Interval = ŷ ± z·sd with z = 1.2816 (80%) and 1.96 (95%).
 *
 * @example
 * forecastSmoothing(fitSmoothing([10, 12, 14, 16, 18, 20], 0), 2).map((p) => p.value); // ≈ [22, 24]
 */
export function forecastSmoothing(fit: SmoothingFit, h: number): ForecastPoint[] {
  const { alpha, beta, gamma, phi, seasonPeriod: m, sigma } = fit;
  const out: ForecastPoint[] = [];
  let phiSum = 0;
  let varSum = 0;
  for (let j = 1; j <= h; j++) {
    phiSum += phi ** j;
    const seasonal = m > 0 ? fit.season[(fit.last + j) % m]! : 0;
    const value = fit.level + phiSum * fit.trend + seasonal;
    let variance: number;
    if (fit.method === 'naive') variance = sigma * sigma * j;
    else {
      if (j > 1) {
        let ci = alpha;
        let phiI = 0;
        for (let k = 1; k <= j - 1; k++) phiI += phi ** k;
        ci += beta * phiI + (m > 0 && (j - 1) % m === 0 ? gamma : 0);
        varSum += ci * ci;
      }
      variance = sigma * sigma * (1 + varSum);
    }
    const sd = Math.sqrt(variance);
    out.push({ value, lower80: value - Z80 * sd, upper80: value + Z80 * sd, lower95: value - Z95 * sd, upper95: value + Z95 * sd });
  }
  return out;
}
