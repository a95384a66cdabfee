import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { daysFromCivil } from '../typing/daysFromCivil.js';

const DAY_MS = 86_400_000;

const cache = new WeakMap<Dataset, Map<string, Float64Array>>();

/**
 * The instants of a time column as UTC epoch milliseconds, one per row (NaN when empty or not a time):
 * a date column's values, or a number column read as years (1 January, UTC; only whole numbers).
 * The year array is built once per dataset and column. Throws CoreError UNKNOWN_COLUMN for an unknown
 * name and INVALID_ARGUMENT for a text column.
 *
 * @example
 * columnTimes(parseCsv('Year,Deaths\n1900,5\n'), 'Year')[0] === Date.UTC(1900, 0, 1); // true
 */
export function columnTimes(ds: Dataset, name: string): Float64Array {
  const column = ds.column(name);
  if (column.type === 'date') return column.values;
  if (column.type === 'string') throw new CoreError('INVALID_ARGUMENT', `Column "${name}" holds text, not times.`);
  let byName = cache.get(ds);
  if (!byName) cache.set(ds, (byName = new Map()));
  const hit = byName.get(name);
  if (hit) return hit;
  const years = column.values;
  const times = new Float64Array(years.length);
  for (let i = 0; i < years.length; i++) {
    const y = years[i]!;
    times[i] = Number.isInteger(y) ? daysFromCivil(y, 1, 1) * DAY_MS : NaN;
  }
  byName.set(name, times);
  return times;
}
