import { median } from 'd3-array';

/** Longest season considered (covers weekly data with a yearly cycle, 52). */
export const MAX_SEASON_PERIOD = 60;

/**
 * The season length of a series, 0 when none: the lag k in 2..min(⌊n/3⌋, 60) whose
 * autocorrelation of the linearly detrended series (residuals further than 3.5 robust
 * standard deviations from their median replaced by it, so one spike cannot hide a season) is highest among lags that are a
 * local peak (r_k ≥ r_{k−1} and r_k ≥ r_{k+1}) and exceed max(0.3, 2/√n). At least
 * three seasons are needed, so a period is only found when n ≥ 3k.
 *
 * @example
 * detectSeasonPeriod([1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5]); // 2
 */
export function detectSeasonPeriod(values: readonly number[]): { period: number; strength: number } {
  const n = values.length;
  const maxLag = Math.min(Math.floor(n / 3), MAX_SEASON_PERIOD);
  if (maxLag < 2) return { period: 0, strength: 0 };
  const r = clipped(detrended(values));
  let denom = 0;
  for (const x of r) denom += x * x;
  if (denom === 0) return { period: 0, strength: 0 };
  const acf = new Float64Array(maxLag + 2);
  for (let k = 1; k <= maxLag + 1 && k < n; k++) {
    let s = 0;
    for (let t = k; t < n; t++) s += r[t]! * r[t - k]!;
    acf[k] = s / denom;
  }
  const threshold = Math.max(0.3, 2 / Math.sqrt(n));
  let best = 0;
  let strength = 0;
  for (let k = 2; k <= maxLag; k++) {
    const a = acf[k]!;
    if (a > threshold && a >= acf[k - 1]! && a >= acf[k + 1]! && a > strength) {
      best = k;
      strength = a;
    }
  }
  return { period: best, strength };
}

/** Values further than 3.5 · MAD / 0.6745 from the median replaced by the median (unchanged when the MAD is 0). */
function clipped(r: Float64Array): Float64Array {
  const m = median(r)!;
  const scale = median(r, (x) => Math.abs(x - m))! / 0.6745;
  if (!(scale > 0)) return r;
  return r.map((x) => (Math.abs(x - m) > 3.5 * scale ? m : x));
}

/** Residuals of the least-squares line through (t, values[t]). */
function detrended(values: readonly number[]): Float64Array {
  const n = values.length;
  const tm = (n - 1) / 2;
  let ym = 0;
  for (const v of values) ym += v;
  ym /= n;
  let sxy = 0;
  let sxx = 0;
  for (let t = 0; t < n; t++) {
    sxy += (t - tm) * (values[t]! - ym);
    sxx += (t - tm) * (t - tm);
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return Float64Array.from(values, (v, t) => v - ym - slope * (t - tm));
}
