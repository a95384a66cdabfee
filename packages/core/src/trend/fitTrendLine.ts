/**
 * Fewest complete periods a trend line is fitted to — and a forecast made from (issue 13: never a 5-year
 * forecast from 2 points). With fewer, `analyzeTrend` states no direction, no forecast and no anomalies.
 */
export const MIN_TREND_PERIODS = 3;

/** z for a two-sided 95% check of the slope. */
export const SLOPE_Z = 1.96;

export interface TrendLine {
  /** Slope per period, and its standard error widened for autocorrelated residuals. */
  readonly slope: number;
  readonly standardError: number;
  /** The line at the first and the last period. */
  readonly start: number;
  readonly end: number;
  /** Lag-1 autocorrelation of the residuals (negative values are not used to narrow the error). */
  readonly rho: number;
  /** |slope| > 1.96 standard errors. */
  readonly clear: boolean;
}

/**
 * The least-squares line through y (t = 0 … n − 1), with seasonal means removed when the
 * series has a season m (each phase t mod m is centred on its own mean, so a yearly
 * cycle is not mistaken for a trend). Standard error: s / √Σ(t − t̄)², s² = Σ residual² /
 * (n − 1 − max(m, 1)), widened by √((1 + ρ)/(1 − ρ)) with ρ the lag-1 autocorrelation
 * of the residuals (clamped to 0 … 0.95) — autocorrelated noise wanders, and a wander is
 * not a trend. The trend is clear when |slope| > 1.96 · standard error.
 * Undefined with fewer than 3 points, or no degree of freedom left.
 *
 * @example
 * fitTrendLine([1, 3, 2, 4, 3, 5], 0); // slope 11 / 17.5 = 0.629, start 1.43, end 4.57
 */
export function fitTrendLine(y: readonly number[], m: number): TrendLine | undefined {
  const n = y.length;
  const phases = Math.max(1, m);
  const dof = n - 1 - phases;
  if (n < MIN_TREND_PERIODS || dof < 1) return undefined;
  const tMean = new Float64Array(phases);
  const yMean = new Float64Array(phases);
  const count = new Float64Array(phases);
  for (let t = 0; t < n; t++) {
    const p = t % phases;
    tMean[p]! += t;
    yMean[p]! += y[t]!;
    count[p]!++;
  }
  for (let p = 0; p < phases; p++) {
    tMean[p]! /= count[p]!;
    yMean[p]! /= count[p]!;
  }
  let sxy = 0;
  let sxx = 0;
  for (let t = 0; t < n; t++) {
    const p = t % phases;
    sxy += (t - tMean[p]!) * (y[t]! - yMean[p]!);
    sxx += (t - tMean[p]!) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const r = Float64Array.from(y, (v, t) => v - yMean[t % phases]! - slope * (t - tMean[t % phases]!));
  let ss = 0;
  let lag = 0;
  for (let t = 0; t < n; t++) {
    ss += r[t]! * r[t]!;
    if (t > 0) lag += r[t]! * r[t - 1]!;
  }
  const rho = ss === 0 ? 0 : Math.min(0.95, Math.max(0, lag / ss));
  const standardError = sxx === 0 ? Infinity : Math.sqrt(ss / dof / sxx) * Math.sqrt((1 + rho) / (1 - rho));
  let mean = 0;
  for (const v of y) mean += v / n;
  const start = mean - slope * ((n - 1) / 2);
  return { slope, standardError, start, end: start + slope * (n - 1), rho, clear: Math.abs(slope) > SLOPE_Z * standardError };
}
