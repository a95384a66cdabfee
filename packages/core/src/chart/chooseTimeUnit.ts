import type { Dataset } from '../dataset/types.js';
import type { TimeUnit } from '../query/types.js';
import { columnTimes } from '../roles/columnTimes.js';
import { calendarIndex } from '../trend/calendar.js';

const UNITS = ['day', 'week', 'month', 'quarter', 'year'] as const;
/** Points a time chart shows at most by default: enough for 10 years of months, readable on a 250 px panel. */
export const MAX_TIME_BUCKETS = 150;

/**
 * The finest calendar unit (day, week, month, quarter, year) that splits a time column's whole range,
 * first to last instant, into at most `max` buckets (the trend's `calendarIndex` buckets); 'year' for a
 * year column and for ranges too long for any; 'day' when the column has no time at all.
 *
 * @example
 * chooseTimeUnit(weather, 'date'); // 'month' (2012-01 … 2015-12: 48 months; 1,461 days is over 150)
 * chooseTimeUnit(disasters, 'Year'); // 'year'
 */
export function chooseTimeUnit(ds: Dataset, column: string, max = MAX_TIME_BUCKETS): TimeUnit {
  if (ds.column(column).type === 'number') return 'year';
  const times = columnTimes(ds, column);
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    if (t < first) first = t;
    if (t > last) last = t;
  }
  if (first > last) return 'day';
  return UNITS.find((u) => calendarIndex(last, u) - calendarIndex(first, u) + 1 <= max) ?? 'year';
}
