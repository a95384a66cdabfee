import { MAX_TREND_POINTS } from '../constants.js';
import { calendarIndex, calendarStart, UNIT_MS } from './calendar.js';
import type { CalendarUnit } from './types.js';

const UNITS: readonly CalendarUnit[] = ['hour', 'day', 'week', 'month', 'quarter', 'year'];

/** Share of the periods spanned that must hold a row for a unit to be chosen (at most a fifth filled in). */
export const MIN_OCCUPIED_SHARE = 0.8;
/**
 * Share of the periods spanned that must hold a row for a trend, a forecast or a KPI comparison to be made at all
 * (`calendarCoverage().sparse`): below it most of the series would be made up by filling in (la-riots.csv by week: 4 of 83).
 */
export const MIN_HELD_SHARE = 0.5;
/** Fewest periods a chosen unit spans: two (partial) years are no series — a trend needs 3 (`MIN_TREND_PERIODS`). */
const MIN_UNIT_PERIODS = 3;

/**
 * The calendar unit a dated series is analysed in: the finest of hour, day, week, month,
 * quarter, year that is not finer than the data (its nominal length is at least 0.9 × the
 * median gap between distinct times, so monthly data stays monthly), spans the whole
 * range in at most `max` (500) periods, and leaves at most a fifth of them empty (trading
 * days skip weekends: daily closes become weeks rather than invented Saturdays).
 * The unit must also span at least 3 periods. When no unit does both (dates far apart at irregular gaps:
 * la-riots.csv has 58 of its 62 dated rows in five days of 1992 and four more up to 1993-11-24, where only
 * years are 4 in 5 full — two partial ones), the finest unit not finer than the data that spans the range in
 * at most `max` periods; such a series may be sparse (`calendarCoverage`: fewer than half the periods hold a
 * row), and then no trend, forecast or period comparison is made from it. A single distinct time gives 'day'.
 * `times` are distinct and ascending (UTC ms).
 *
 * @example
 * chooseCalendarUnit(dailyFor4Years); // 'week' (1,461 days > 500; 210 weeks ≤ 500)
 */
export function chooseCalendarUnit(times: readonly number[], max = MAX_TREND_POINTS): CalendarUnit {
  const n = times.length;
  if (n < 2) return 'day';
  const step = medianGap(times);
  const first = times[0]!;
  const last = times[n - 1]!;
  const spans = (u: CalendarUnit) => UNIT_MS[u] >= 0.9 * step && calendarIndex(last, u) - calendarIndex(first, u) + 1 <= max;
  const fits = (u: CalendarUnit) => {
    if (!spans(u)) return false;
    const c = calendarCoverage(times, u);
    return c.spanned >= MIN_UNIT_PERIODS && c.occupied >= MIN_OCCUPIED_SHARE * c.spanned;
  };
  return UNITS.find(fits) ?? UNITS.find(spans) ?? 'year';
}

/** How many periods of a unit a series spans and how many of them hold a row. */
export interface CalendarCoverage {
  readonly spanned: number;
  readonly occupied: number;
  /** Fewer than `MIN_HELD_SHARE` (half) of the periods spanned hold a row: most would be made up by filling in. */
  readonly sparse: boolean;
}

/**
 * How well (ascending, distinct) times cover the periods of `unit` between the first and the last.
 *
 * @example
 * calendarCoverage(laRiotsDeathDates, 'week'); // { spanned: 83, occupied: 4, sparse: true }
 */
export function calendarCoverage(times: readonly number[], unit: CalendarUnit): CalendarCoverage {
  if (times.length === 0) return { spanned: 0, occupied: 0, sparse: false };
  const spanned = calendarIndex(times[times.length - 1]!, unit) - calendarIndex(times[0]!, unit) + 1;
  const held = occupied(times, unit);
  return { spanned, occupied: held, sparse: held < MIN_HELD_SHARE * spanned };
}

/** Distinct periods of `unit` holding at least one of the (ascending) times. */
function occupied(times: readonly number[], unit: CalendarUnit): number {
  let count = 0;
  let end = -Infinity;
  for (const t of times) {
    if (t < end) continue;
    count++;
    end = calendarStart(calendarIndex(t, unit) + 1, unit);
  }
  return count;
}

/**
 * The median gap between consecutive times (0 with fewer than two): the data's native
 * spacing, from which the unit and the partial-period rule are derived.
 *
 * @example
 * medianGap([0, 1, 2, 10]); // gaps 1, 1, 8 → 1
 */
export function medianGap(times: readonly number[]): number {
  const gaps = Float64Array.from({ length: Math.max(0, times.length - 1) }, (_, i) => times[i + 1]! - times[i]!).sort();
  const m = gaps.length;
  if (m === 0) return 0;
  return m % 2 === 1 ? gaps[(m - 1) / 2]! : (gaps[m / 2 - 1]! + gaps[m / 2]!) / 2;
}
