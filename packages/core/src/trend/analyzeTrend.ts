import { FORECAST_PERIODS } from '../constants.js';
import { CoreError } from '../errors.js';
import type { Dataset } from '../dataset/types.js';
import { bucketRows } from './bucketRows.js';
import { bucketSeries } from './bucketSeries.js';
import { buildSeries } from './buildSeries.js';
import { calendarIndex, calendarLabel } from './calendar.js';
import { calendarProfile } from './calendarProfile.js';
import { calendarCoverage, chooseCalendarUnit } from './chooseCalendarUnit.js';
import { chooseForecastModel } from './chooseForecastModel.js';
import { fitTrendLine, MIN_TREND_PERIODS } from './fitTrendLine.js';
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
import type { AnalyzeTrendOptions, CalendarUnit, TrendResult } from './types.js';

/** The label of the period of `unit` holding time t. */
function spanLabel(t: number, unit: CalendarUnit): string {
  return calendarLabel(calendarIndex(t, unit), unit);
}

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
 * Too little support (issue 13: "a partial week is never a trend"): with fewer than `MIN_TREND_PERIODS` (3)
 * complete periods — partial periods kept because nothing else remained count as none — or dates too sparse
 * for any unit (`calendarCoverage`: fewer than 4 in 5 periods hold a row), no line, no forecast and no anomalies:
 * the points shown are the periods that hold rows, and the insights say why (`trendInsights`, `withheld`).
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
  const unit = built.times ? chooseCalendarUnit(built.times) : undefined;
  const dated = built.times ? bucketSeries(built, unit!, aggregation) : undefined;
  const series = dated ?? bucketRows(built.sums);
  const y = series.values;
  const coverage = built.times ? calendarCoverage(built.times, unit!) : undefined;
  const complete = y.length - (dated?.keptPartial.length ?? 0);
  // no trend, forecast or anomalies from partial periods, from fewer than a trend needs, or from made-up (filled) ones
  const withheld = coverage?.sparse
    ? { reason: 'sparse' as const, occupied: coverage.occupied, spanned: coverage.spanned, from: spanLabel(built.times![0]!, unit!), to: spanLabel(built.times!.at(-1)!, unit!) }
    : complete < MIN_TREND_PERIODS
      ? { reason: 'few' as const, complete, ...(dated && dated.keptPartial.length > 0 ? { partial: dated.keptPartial } : {}) }
      : undefined;
  const choice = chooseForecastModel(withheld ? [] : y, series.unit, horizon);
  const threshold = options.anomalyThreshold ?? ANOMALY_THRESHOLD;
  const modelled = historyPoints(series, choice.spec, threshold);
  const fit = modelled.fit;
  // without a model the points are the observed periods only: no fitted value, score or anomaly, and no filled-in period
  const history = withheld
    ? modelled.points.filter((_, t) => !dated || dated.rows[t]! > 0).map(({ period, value, time }) => ({ period, value, predicted: false, anomaly: false, ...(time !== undefined ? { time } : {}) }))
    : modelled.points;
  const forecast = withheld ? [] : forecastPoints(series, fit, horizon, scale);
  const line = withheld ? undefined : fitTrendLine(y, choice.season?.period ?? 0);
  const change = line && trendChange(line, series, scale, choice.season?.period ?? 0);
  const quality = forecastQuality(y, choice);
  const combined = dated ? built.times!.length : built.sums.length;
  const filled = withheld ? 0 : (dated?.filled ?? 0);
  const periods = history.length + (dated ? dated.partial.length - filled : 0);
  const bucketed = combined > periods ? { from: combined, to: history.length, unit: series.unit ?? ('rows' as const) } : undefined;
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
  const notes = { threshold, skipped: built.skipped, filled, ...(partialLast !== undefined ? { partialLast } : {}), ...(withheld ? { withheld } : {}) };
  return { ...result, insights: trendInsights(result, notes) };
}
