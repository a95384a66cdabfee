import { FORECAST_PERIODS } from '../constants.js';
import type { Dataset } from '../dataset/types.js';
import { pickColumn } from '../stats/pickColumn.js';
import { bucketSeries } from './bucketSeries.js';
import { buildSeries } from './buildSeries.js';
import { detectSeasonPeriod } from './detectSeasonPeriod.js';
import { fitSmoothing } from './fitSmoothing.js';
import { forecastLabels } from './forecastLabels.js';
import { forecastSmoothing } from './forecastSmoothing.js';
import { sampleTrend } from './sampleTrend.js';
import { ANOMALY_THRESHOLD, scoreResiduals } from './scoreResiduals.js';
import { trendDirection } from './trendDirection.js';
import { trendInsights } from './trendInsights.js';
import type { AnalyzeTrendOptions, TrendPoint, TrendResult } from './types.js';

/**
 * Trend analysis with a 5-period forecast (spec app.md §2/§3/§9), deterministic:
 * 1. series = `buildSeries` (first numeric column, ordered by the first date column
 *    when there is one, rows sharing a date summed), then `bucketSeries` (> 500 points only);
 * 2. season length = `detectSeasonPeriod`; model = `fitSmoothing` (Holt-Winters or Holt);
 * 3. 5 forecast points from `forecastSmoothing` carrying lower80/upper80/lower95/upper95;
 * 4. anomaly = |robust z| of the one-step error > 3.5 (`scoreResiduals`); when some point
 *    is flagged, the model is run once more (same parameters) on the series with the
 *    flagged points replaced by their forecasts, and the original values are scored
 *    against that cleaned fit — the forecast also starts from the cleaned state;
 * 5. direction = `trendDirection`, insights = `trendInsights`.
 * With no numeric column, or no number in it: `sampleTrend()`.
 *
 * @example
 * analyzeTrend(ds, { column: 'sales', dateColumn: 'day' }).data.at(-1);
 * // { period: '2024-01-17', value: 131.2, predicted: true, lower80: …, upper95: … }
 */
export function analyzeTrend(ds: Dataset, options: AnalyzeTrendOptions = {}): TrendResult {
  const column = pickColumn(ds, 'number', options.column);
  const date = options.dateColumn === null ? undefined : pickColumn(ds, 'date', options.dateColumn);
  if (!column) return sampleTrend();
  const combine = options.combine ?? 'sum';
  const threshold = options.anomalyThreshold ?? ANOMALY_THRESHOLD;
  const built = buildSeries(column, date, combine);
  if (built.values.length === 0) return sampleTrend();
  const series = bucketSeries(built);
  const y = series.values;
  const season = detectSeasonPeriod(y);
  const first = fitSmoothing(y, season.period);
  const firstScores = scoreResiduals(y, first.fitted);
  // One refit with the flagged points replaced by their forecasts, same parameters: a spike
  // then no longer drags the next forecasts (and their errors) or the final state along.
  const flagged = firstScores.some((z) => Math.abs(z) > threshold);
  const fit = flagged
    ? fitSmoothing(
        y.map((v, t) => (Math.abs(firstScores[t]!) > threshold ? first.fitted[t]! : v)),
        season.period,
        first,
      )
    : first;
  const scores = flagged ? scoreResiduals(y, fit.fitted) : firstScores;
  const history: TrendPoint[] = y.map((value, t) => {
    const fitted = fit.fitted[t]!;
    const score = scores[t]!;
    const point: TrendPoint = { period: series.labels[t]!, value, predicted: false, anomaly: Math.abs(score) > threshold };
    return {
      ...point,
      ...(series.times ? { time: series.times[t]! } : {}),
      ...(Number.isNaN(fitted) ? {} : { fitted, score }),
    };
  });
  const next = forecastLabels(series, FORECAST_PERIODS);
  const forecast: TrendPoint[] = forecastSmoothing(fit, FORECAST_PERIODS).map((f, j) => ({
    period: next.labels[j]!,
    predicted: true,
    anomaly: false,
    ...(next.times ? { time: next.times[j]! } : {}),
    ...f,
  }));
  const data = [...history, ...forecast];
  const model = { method: fit.method, alpha: fit.alpha, beta: fit.beta, gamma: fit.gamma, phi: fit.phi, seasonPeriod: fit.seasonPeriod, sigma: fit.sigma };
  const bucketed =
    series === built ? undefined : { from: built.values.length, to: y.length, unit: series.unit ?? ('rows' as const) };
  return {
    data,
    insights: trendInsights({
      column: column.name,
      points: data,
      model,
      threshold,
      seasonStrength: season.strength,
      combine,
      sharedDates: built.sharedDates,
      skipped: built.skipped,
      ...(bucketed ? { bucketed } : {}),
    }),
    anomalies: history.reduce((n, p) => n + (p.anomaly ? 1 : 0), 0),
    direction: trendDirection(data),
    column: column.name,
    ...(date ? { dateColumn: date.name } : {}),
    model,
    ...(bucketed ? { bucketed } : {}),
    isSample: false,
  };
}
