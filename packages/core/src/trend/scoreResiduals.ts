import { robustZScores } from '../stats/robustZScores.js';

/** |robust z| above which a point is an anomaly (Iglewicz & Hoaglin's 3.5). */
export const ANOMALY_THRESHOLD = 3.5;

/**
 * Robust z-scores of the residuals yₜ − ŷₜ (one-step-ahead errors) where a forecast
 * exists; NaN elsewhere (the model's start-up points cannot be scored).
 *
 * @example
 * scoreResiduals([1, 2, 9], Float64Array.from([NaN, 2, 3])); // [NaN, …, …]
 */
export function scoreResiduals(values: readonly number[], fitted: Float64Array): Float64Array {
  const residuals = Float64Array.from(values, (v, t) => v - fitted[t]!);
  return robustZScores(residuals);
}
