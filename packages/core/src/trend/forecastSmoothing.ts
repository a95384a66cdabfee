import type { SmoothingFit } from './fitSmoothing.js';
import { forecastFrom } from './smoothingState.js';

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
 * (Hyndman et al. 2008, class 1). For the naive model (α = 1) this is σ²·j, a random
 * walk; for the seasonal naive (α = 0, γ = 1) σ²·(⌊(j − 1)/m⌋ + 1).
 * Interval = ŷ ± z·sd with z = 1.2816 (80%) and 1.96 (95%).
 *
 * @example
 * forecastSmoothing(fitSmoothing([10, 12, 14, 16, 18, 20], { method: 'smoothing', seasonPeriod: 0 }), 2).map((p) => p.value); // ≈ [22, 24]
 */
export function forecastSmoothing(fit: SmoothingFit, h: number): ForecastPoint[] {
  const { alpha, beta, gamma, phi, seasonPeriod: m, sigma } = fit;
  const out: ForecastPoint[] = [];
  let varSum = 0;
  for (let j = 1; j <= h; j++) {
    const value = forecastFrom(fit, m, phi, fit.n, j);
    if (j > 1) {
      let phiI = 0;
      for (let k = 1; k <= j - 1; k++) phiI += phi ** k;
      const ci = alpha + beta * phiI + (m > 0 && (j - 1) % m === 0 ? gamma : 0);
      varSum += ci * ci;
    }
    const sd = sigma * Math.sqrt(1 + varSum);
    out.push({ value, lower80: value - Z80 * sd, upper80: value + Z80 * sd, lower95: value - Z95 * sd, upper95: value + Z95 * sd });
  }
  return out;
}
