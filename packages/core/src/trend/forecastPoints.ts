import type { SmoothingFit } from './fitSmoothing.js';
import { forecastLabels } from './forecastLabels.js';
import { forecastSmoothing, type ForecastPoint } from './forecastSmoothing.js';
import type { Series, TrendPoint, TrendScale } from './types.js';

/**
 * The `h` predicted points after a series — after its incomplete last period, if it has one
 * (`partialAfter`: that period is model step 1 and is not shown) —: labels and times from
 * `forecastLabels`, values and 80%/95% intervals from `forecastSmoothing`. A ratio quantity whose history has
 * no negative value (deaths, costs, amounts) is not forecast below 0: the value and the
 * interval bounds are cut at 0 — the normal interval around a forecast near 0 otherwise
 * reads "−3,124 to 3,124" for repair costs. An interval quantity (a temperature) can go
 * below anything seen, so it is left as it is.
 *
 * @example
 * forecastPoints(series, fit, 5, 'ratio').map((p) => p.period); // ['2016-01', '2016-02', …]
 */
export function forecastPoints(series: Series, fit: SmoothingFit, h: number, scale: TrendScale): TrendPoint[] {
  const next = forecastLabels(series, h);
  const floor = scale === 'ratio' && series.values.every((v) => v >= 0) ? 0 : -Infinity;
  // the model steps over an incomplete last period (step 1 of seattle-weather's weekly forecast is its partial
  // last week): later steps keep their season phase and their wider intervals
  const skip = series.partialAfter ?? 0;
  return forecastSmoothing(fit, h + skip).slice(skip).map((f, j) => ({
    period: next.labels[j]!,
    predicted: true,
    anomaly: false,
    ...(next.times ? { time: next.times[j]! } : {}),
    ...atLeast(f, floor),
  }));
}

function atLeast(f: ForecastPoint, floor: number): ForecastPoint {
  const cut = (v: number) => Math.max(floor, v);
  return { value: cut(f.value), lower80: cut(f.lower80), upper80: cut(f.upper80), lower95: cut(f.lower95), upper95: cut(f.upper95) };
}
