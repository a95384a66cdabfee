import { robustZScores } from '../stats/robustZScores.js';

/** |robust z| above which a point is an anomaly (Iglewicz & Hoaglin's 3.5). */
export const ANOMALY_THRESHOLD = 3.5;

/** Fewest points for the skewness of a series to count as evidence. */
const MIN_SKEW_POINTS = 30;
/** Sample skewness above which a never-negative series is right-skewed (rainfall, deaths, claims). */
const SKEWED = 1;

/**
 * Robust z-scores of the residuals yₜ − ŷₜ (one-step-ahead errors) where a forecast
 * exists; NaN elsewhere (the model's start-up points cannot be scored). With `sqrt`
 * (a right-skewed never-negative series, `isRightSkewed`) the residuals are
 * √yₜ − √max(0, ŷₜ) — the square root steadies the spread of amounts such as rain, whose
 * swings grow with their level — so a storm week of 122 mm against a forecast of 25 is as
 * ordinary as the data's other wet weeks (z 2.1), while a week of 400 mm still stands out (z 6.3).
 * (A log scale would hide even a 2,000 mm week: with many dry weeks its errors are all wide.)
 *
 * @example
 * scoreResiduals([1, 2, 9], Float64Array.from([NaN, 2, 3])); // [NaN, …, …]
 */
export function scoreResiduals(values: readonly number[], fitted: Float64Array, sqrt = false): Float64Array {
  const residuals = Float64Array.from(values, (v, t) => (sqrt ? Math.sqrt(v) - Math.sqrt(Math.max(0, fitted[t]!)) : v - fitted[t]!));
  return robustZScores(residuals);
}

/**
 * Whether a series is a right-skewed quantity that is never negative — at least 30 points, none below
 * 0, sample skewness above 1 (seattle-weather's weekly precipitation: 1.59) — whose anomalies are
 * judged on the square-root scale (`scoreResiduals`).
 *
 * @example
 * isRightSkewed([0, 0, 1, 0, 30, …]); // true for a rainfall-like series of 30 points or more
 */
export function isRightSkewed(values: readonly number[]): boolean {
  const n = values.length;
  if (n < MIN_SKEW_POINTS || values.some((v) => v < 0 || Number.isNaN(v))) return false;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  let m2 = 0;
  let m3 = 0;
  for (const v of values) {
    const d = v - mean;
    m2 += d * d;
    m3 += d * d * d;
  }
  m2 /= n;
  m3 /= n;
  return m2 > 0 && m3 / m2 ** 1.5 > SKEWED;
}
