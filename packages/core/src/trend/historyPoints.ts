import { fitSmoothing, type ModelSpec, type SmoothingFit } from './fitSmoothing.js';
import { isRightSkewed, scoreResiduals } from './scoreResiduals.js';
import type { Series, TrendPoint } from './types.js';

/**
 * The observed points with the chosen model's one-step forecasts and anomaly flags, and
 * the fit the forecast starts from. Anomaly = |robust z| of the one-step error above
 * `threshold`. When a point is flagged the model is run once more with the same
 * parameters, treating the flagged points as equal to their forecasts: a spike then no
 * longer drags the next forecasts (and their errors) or the final state along; the values
 * are scored again against that cleaned run. A right-skewed never-negative series (rainfall:
 * `isRightSkewed`) is scored on the square-root scale, so its ordinary storm weeks are no anomalies.
 *
 * @example
 * historyPoints({ values: [10, 12, 11, 30], labels: ['a', 'b', 'c', 'd'] }, { method: 'naive', seasonPeriod: 0 }, 3.5).points[3].anomaly; // true
 */
export function historyPoints(series: Series, spec: ModelSpec, threshold: number): { points: TrendPoint[]; fit: SmoothingFit } {
  const y = series.values;
  const first = fitSmoothing(y, spec);
  const sqrt = isRightSkewed(y);
  const firstScores = scoreResiduals(y, first.fitted, sqrt);
  const flagged = firstScores.some((z) => Math.abs(z) > threshold);
  const fit = flagged ? fitSmoothing(y, spec, first, Uint8Array.from(firstScores, (z) => (Math.abs(z) > threshold ? 1 : 0))) : first;
  const scores = flagged ? scoreResiduals(y, fit.fitted, sqrt) : firstScores;
  const points = y.map((value, t): TrendPoint => {
    const fitted = fit.fitted[t]!;
    const score = scores[t]!;
    return {
      period: series.labels[t]!,
      value,
      predicted: false,
      anomaly: Math.abs(score) > threshold,
      ...(series.times ? { time: series.times[t]! } : {}),
      ...(Number.isNaN(fitted) ? {} : { fitted, score }),
    };
  });
  return { points, fit };
}
