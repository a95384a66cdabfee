import { fitSmoothing, type ModelSpec } from './fitSmoothing.js';
import { forecastFrom, initialState, runSmoothing, type SmoothingState } from './smoothingState.js';

export interface BacktestResult {
  /** Mean absolute error over every step 1..h from every origin. */
  readonly mae: number;
  /** The same over the earlier and the later half of the origins (the later half gets the odd one). */
  readonly halves: readonly [number, number];
  /** errors[j − 1][k]: actual − forecast at step j from the k-th origin. */
  readonly errors: readonly Float64Array[];
  readonly origins: number;
}

/**
 * Rolling-origin backtest of one model: its parameters are fitted on y[0 .. first) only,
 * then from every origin o = first, first + 1, …, n − h the model, having seen y[0 .. o),
 * forecasts y[o .. o + h) and the errors are kept. No forecast ever sees the value it
 * forecasts. Needs first ≥ the model's start-up length (1, or m with a season; 2m for
 * Holt-Winters with a trend).
 *
 * @example
 * backtestForecast([1, 2, 3, 4, 5, 6, 7, 8], { method: 'naive', seasonPeriod: 0 }, 2, 5).mae; // origins 5, 6: errors 1, 2, 1, 2 → 1.5
 */
export function backtestForecast(y: readonly number[], spec: ModelSpec, h: number, first: number): BacktestResult {
  const n = y.length;
  const origins = Math.max(0, n - h - first + 1);
  const errors = Array.from({ length: h }, () => new Float64Array(origins));
  if (origins === 0) return { mae: NaN, halves: [NaN, NaN], errors, origins };
  const fit = fitSmoothing(y.slice(0, first), spec);
  const m = fit.seasonPeriod;
  const half = Math.floor(origins / 2);
  const totals = [0, 0];
  const visit = (t: number, state: SmoothingState) => {
    if (t < first || t > n - h) return;
    for (let j = 1; j <= h; j++) {
      const e = y[t - 1 + j]! - forecastFrom(state, m, fit.phi, t, j);
      errors[j - 1]![t - first] = e;
      totals[t - first < half ? 0 : 1]! += Math.abs(e);
    }
  };
  runSmoothing(y, m, initialState(y, m, fit.trend), fit, { visit });
  return {
    mae: (totals[0]! + totals[1]!) / (origins * h),
    halves: [totals[0]! / (half * h), totals[1]! / ((origins - half) * h)],
    errors,
    origins,
  };
}
