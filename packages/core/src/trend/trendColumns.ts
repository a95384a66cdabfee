import type { Dataset, NumberColumn } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { columnTimes } from '../roles/columnTimes.js';
import { columnsWithRole } from '../roles/columnsWithRole.js';
import { primaryMeasure } from '../roles/primaryMeasure.js';
import type { AnalyzeTrendOptions, TrendAggregation, TrendScale } from './types.js';

/** What a trend is computed on, each part from the options or else from the column roles. */
export interface TrendColumns {
  readonly column?: NumberColumn;
  readonly time?: { readonly name: string; readonly values: Float64Array };
  readonly seriesKey?: string;
  readonly aggregation: TrendAggregation;
  readonly scale: TrendScale;
}

/**
 * The series a trend follows, from the options or, for what they leave out, from `ds.roles`:
 * `primaryMeasure` (never an identifier, a year or a coordinate), the first time column (dates, or whole
 * numbers read as years), the series key when several series interleave (`symbol`), and the
 * measure's own aggregation (sum for additive, mean otherwise, 'stock' for a level at a moment: the total at each
 * period's last date) and scale. `dateColumn: null`
 * and `seriesKey: null` switch those off. Throws CoreError INVALID_ARGUMENT when the named
 * column is not numeric, or the named time column holds text.
 *
 * @example
 * trendColumns(seattleWeather, {}); // { column: precipitation, time: date, aggregation: 'sum', scale: 'ratio' }
 */
export function trendColumns(ds: Dataset, options: AnalyzeTrendOptions): TrendColumns {
  const name = options.column ?? primaryMeasure(ds)?.column;
  const found = name === undefined ? undefined : ds.column(name);
  if (found && found.type !== 'number') throw new CoreError('INVALID_ARGUMENT', `${found.name} is not a numeric column.`);
  const role = found && ds.roles.find((r) => r.column === found.name);
  const timeName = options.dateColumn === null ? undefined : (options.dateColumn ?? columnsWithRole(ds, 'time')[0]?.column);
  const seriesKey = options.seriesKey === null ? undefined : (options.seriesKey ?? columnsWithRole(ds, 'series')[0]?.column);
  return {
    ...(found ? { column: found } : {}),
    ...(timeName !== undefined ? { time: { name: timeName, values: columnTimes(ds, timeName) } } : {}),
    ...(seriesKey !== undefined ? { seriesKey } : {}),
    aggregation: options.aggregation ?? (role?.stock ? 'stock' : role?.aggregation) ?? 'sum',
    scale: options.scale ?? role?.scale ?? 'ratio',
  };
}
