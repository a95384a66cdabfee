import { FORECAST_PERIODS } from '../constants.js';
import { CoreError } from '../errors.js';
import type { Dataset } from '../dataset/types.js';
import { bucketRows } from './bucketRows.js';
import { bucketSeries } from './bucketSeries.js';
import { buildSeries } from './buildSeries.js';
import { calendarProfile } from './calendarProfile.js';
import { chooseCalendarUnit } from './chooseCalendarUnit.js';
import { chooseForecastModel } from './chooseForecastModel.js';
import { fitTrendLine } from './fitTrendLine.js';
import { forecastQuality } from './forecastQuality.js';
import { forecastPoints } from './forecastPoints.js';
import { historyPoints } from './historyPoints.js';
import { noTimeTrend } from './noTimeTrend.js';
import { sampleTrend } from './sampleTrend.js';
import { ANOMALY_THRESHOLD } from './scoreResiduals.js';
import { selectEntity } from './selectEntity.js';
import { trendChange } from './trendChange.js';
import { trendColumns } from './trendColumns.js';
import { trendDirection } from './trendDirection.js';
import { trendInsights } from './trendInsights.js';
import type { AnalyzeTrendOptions, TrendResult } from './types.js';

/**
 * Trend analysis with a forecast (spec app.md §2/§3/§9, issue 13), deterministic:
 * 1. series: the column's numbers per calendar period of the time column over the whole
 *    range (`chooseCalendarUnit`, `bucketSeries`: sum or mean per period, incomplete first/
 *    last periods left out), or in row order when asked (`dateColumn: null`); with a series key, one entity only.
 *    Without a time column and without that request, no trend: `noTimeTrend` (rows that are countries
 *    or states are not periods);
 * 2. model: chosen by a rolling-origin backtest among naive, exponential smoothing and —
 *    for calendar seasons that fit the unit — seasonal naive and Holt-Winters
 *    (`chooseForecastModel`); refitted on the whole series;
 * 3. `horizon` (5) forecast points with 80% and 95% prediction intervals, starting after an
 *    incomplete last period (never shown as an actual, nor forecast as if nothing were known of it);
 * 4. anomalies: |robust z| of the one-step error > 3.5 (`historyPoints`);
 * 5. direction and change from the least-squares line through the complete periods with
 *    an uncertainty check (`fitTrendLine`), not first-vs-last; quality as MASE.
 * With no numeric column, or no number in it: `sampleTrend()`.
 * Throws CoreError INVALID_ARGUMENT for a named column of the wrong type, an unknown
 * entity, or a horizon that is not a whole number from 1 to 500.
 *
 * @example
 * analyzeTrend(stocks, { column: 'price', dateColumn: 'date', seriesKey: 'symbol', entity: 'AAPL', aggregation: 'mean' }).direction; // 'Upward'
 */
export function analyzeTrend(ds: Dataset, options: AnalyzeTrendOptions = {}): TrendResult {
  const horizon = options.horizon ?? FORECAST_PERIODS;
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > 500)
    throw new CoreError('INVALID_ARGUMENT', `The horizon must be a whole number of periods from 1 to 500, not ${horizon}.`);
  const { column, time, seriesKey, aggregation, scale } = trendColumns(ds, options);
  if (!column) return sampleTrend();
  const entity = selectEntity(ds, seriesKey, options.entity);
  // rows are periods only when the user says so (dateColumn: null): countries or states in file order are not a time series
  // month names without a year (or weekday names) give a within-year profile in calendar order, never a forecast
  if (!time && options.dateColumn === undefined) return noTimeTrend(ds, column.name, calendarProfile(ds, column, aggregation, entity?.keep));
  const built = buildSeries(column.values, time?.values, entity?.keep);
  if (built.sums.length === 0) return sampleTrend();
  const dated = built.times ? bucketSeries(built, chooseCalendarUnit(built.times), aggregation) : undefined;
  const series = dated ?? bucketRows(built.sums);
  const y = series.values;
  const choice = chooseForecastModel(y, series.unit, horizon);
  const threshold = options.anomalyThreshold ?? ANOMALY_THRESHOLD;
  const { points: history, fit } = historyPoints(series, choice.spec, threshold);
  const forecast = forecastPoints(series, fit, horizon, scale);
  const line = fitTrendLine(y, choice.season?.period ?? 0);
  const change = line && trendChange(line, series, scale, choice.season?.period ?? 0);
  const quality = forecastQuality(y, choice);
  const combined = dated ? built.times!.length : built.sums.length;
  const periods = y.length + (dated ? dated.partial.length - dated.filled : 0);
  const bucketed = combined > periods ? { from: combined, to: y.length, unit: series.unit ?? ('rows' as const) } : undefined;
  const model = { method: fit.method, trend: fit.trend, alpha: fit.alpha, beta: fit.beta, gamma: fit.gamma, phi: fit.phi, seasonPeriod: fit.seasonPeriod, sigma: fit.sigma };
  const result: Omit<TrendResult, 'insights'> = {
    data: [...history, ...forecast],
    anomalies: history.reduce((k, p) => k + (p.anomaly ? 1 : 0), 0),
    direction: trendDirection(line),
    column: column.name,
    ...(time ? { dateColumn: time.name } : {}),
    aggregation,
    scale,
    ...(series.unit ? { unit: series.unit } : {}),
    ...(entity ? { seriesKey: entity.seriesKey, entity: entity.entity, entities: entity.entities } : {}),
    horizon,
    model,
    season: choice.season,
    ...(change ? { change } : {}),
    ...(quality ? { quality } : {}),
    backtest: choice.scores,
    partial: dated?.partial ?? [],
    ...(bucketed ? { bucketed } : {}),
    isSample: false,
  };
  const partialLast = dated?.partialAfter ? dated.partial.at(-1) : undefined;
  const notes = { threshold, skipped: built.skipped, filled: dated?.filled ?? 0, ...(partialLast !== undefined ? { partialLast } : {}) };
  return { ...result, insights: trendInsights(result, notes) };
}
