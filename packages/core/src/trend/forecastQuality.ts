import type { ModelChoice } from './chooseForecastModel.js';
import type { ForecastQuality } from './types.js';

/**
 * Forecast quality as Tableau reports it: MASE = the chosen model's backtest MAE / the
 * in-sample MAE of the one-step naive forecast over the whole series (Hyndman & Koehler
 * 2006), quality = 100 × max(1 − MASE, 0), plus the chosen model's error relative to the
 * naive forecast on the same backtest. A constant series scores MASE 0 and quality 100.
 * Undefined when the series was too short to backtest.
 *
 * @example
 * forecastQuality([1, 2, 4, 3, 5, …], choice); // { mase: 0.83, score: 17, relativeToNaive: 0.9, origins: 12 }
 */
export function forecastQuality(y: readonly number[], choice: ModelChoice): ForecastQuality | undefined {
  const { chosen, naive } = choice;
  if (!chosen || !naive) return undefined;
  let scale = 0;
  for (let t = 1; t < y.length; t++) scale += Math.abs(y[t]! - y[t - 1]!) / (y.length - 1);
  const mase = scale > 0 ? chosen.mae / scale : 0;
  return {
    mase,
    score: 100 * Math.max(1 - mase, 0),
    relativeToNaive: naive.mae > 0 ? chosen.mae / naive.mae : 1,
    origins: chosen.origins,
  };
}
