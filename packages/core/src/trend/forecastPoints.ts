import type { SmoothingFit } from './fitSmoothing.js';
import { forecastLabels } from './forecastLabels.js';
import { forecastSmoothing } from './forecastSmoothing.js';
import type { Series, TrendPoint } from './types.js';

/**
 * The `h` predicted points after a series: labels and times from `forecastLabels`,
 * values and 80%/95% intervals from `forecastSmoothing`.
 *
 * @example
 * forecastPoints(series, fit, 5).map((p) => p.period); // ['2016-01', '2016-02', …]
 */
export function forecastPoints(series: Series, fit: SmoothingFit, h: number): TrendPoint[] {
  const next = forecastLabels(series, h);
  return forecastSmoothing(fit, h).map((f, j) => ({
    period: next.labels[j]!,
    predicted: true,
    anomaly: false,
    ...(next.times ? { time: next.times[j]! } : {}),
    ...f,
  }));
}
