import { calendarIndex, calendarLabel } from '../trend/calendar.js';
import type { TimePart, TimeUnit } from './types.js';

const DAY = 86_400_000;
/** Past this many days between the first and last instant (about 2,900 years), keys are computed per row. */
const MAX_DAY_TABLE = 1 << 20;
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A grouping unit, or a part a filter compares ('quarterOfYear' 1–4, 'dayOfMonth' 1–31). */
export type TimeKey = TimeUnit | 'quarterOfYear' | 'dayOfMonth';

/** The key a filter on `part` compares: a year, or a part's number (month 1–12, weekday 1–7 …). */
export const PART_KEYS: Readonly<Record<TimePart, TimeKey>> = {
  year: 'year',
  quarter: 'quarterOfYear',
  month: 'monthOfYear',
  day: 'dayOfMonth',
  weekday: 'weekday',
};

function keyOfDay(day: number, key: TimeKey): number {
  const t = day * DAY;
  switch (key) {
    case 'day':
      return day;
    case 'week':
    case 'month':
    case 'quarter':
    case 'year':
      return calendarIndex(t, key);
    case 'monthOfYear':
      return new Date(t).getUTCMonth() + 1;
    case 'quarterOfYear':
      return Math.floor(new Date(t).getUTCMonth() / 3) + 1;
    case 'dayOfMonth':
      return new Date(t).getUTCDate();
    case 'weekday':
      // 1970-01-01 was a Thursday (ISO weekday 4).
      return ((((day + 3) % 7) + 7) % 7) + 1;
  }
}

/** Keys per day from `first` (days since 1970-01-01): `keys[day - first]`. */
export interface DayKeys {
  readonly first: number;
  readonly keys: Float64Array;
}

const tables = new WeakMap<ArrayLike<number>, Map<TimeKey, DayKeys | null>>();

/**
 * The key of an instant (UTC epoch ms): a bucket index numbered as the trend's `calendarIndex` for
 * day, week, month, quarter and year, else the part's number; NaN for NaN.
 *
 * @example
 * timeKey(Date.UTC(2015, 6, 4), 'monthOfYear'); // 7
 */
export function timeKey(t: number, key: TimeKey): number {
  return t === t ? keyOfDay(Math.floor(t / DAY), key) : NaN;
}

/**
 * The key of every day between a time column's first and last instant, computed once per column and
 * key (cached), so filtering or grouping a million rows costs one array read per row. Null when the
 * instants span more than about 2,900 years (then keys are computed per row with `timeKey`) or there
 * are none.
 *
 * @example
 * const t = dayKeys(times, 'year'); t && t.keys[Math.floor(times[0] / 86_400_000) - t.first]; // the year of row 0
 */
export function dayKeys(times: ArrayLike<number>, key: TimeKey): DayKeys | null {
  let byKey = tables.get(times);
  if (!byKey) tables.set(times, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit !== undefined) return hit;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    if (t < lo) lo = t;
    if (t > hi) hi = t;
  }
  const first = Math.floor(lo / DAY);
  const span = Math.floor(hi / DAY) - first + 1;
  let table: DayKeys | null = null;
  if (lo <= hi && span <= MAX_DAY_TABLE) {
    const keys = new Float64Array(span);
    for (let d = 0; d < span; d++) keys[d] = keyOfDay(first + d, key);
    table = { first, keys };
  }
  byKey.set(key, table);
  return table;
}

/**
 * The label of a time key: '2015-07-04', 'Week of 2015-06-29', '2015-07', '2015-Q3', '2015' (as the
 * trend labels buckets), 'July', 'Monday'.
 *
 * @example
 * timeKeyLabel(7, 'monthOfYear'); // 'July'
 */
export function timeKeyLabel(value: number, key: TimeKey): string {
  if (key === 'monthOfYear') return MONTH_NAMES[value - 1] ?? String(value);
  if (key === 'weekday') return WEEKDAY_NAMES[value - 1] ?? String(value);
  if (key === 'quarterOfYear') return `Q${value}`;
  if (key === 'dayOfMonth') return String(value);
  return calendarLabel(value, key);
}
