import { MAX_TREND_POINTS } from '../constants.js';
import { calendarIndex, calendarStart, UNIT_MS } from './calendar.js';
import type { CalendarUnit } from './types.js';

const UNITS: readonly CalendarUnit[] = ['hour', 'day', 'week', 'month', 'quarter', 'year'];

/**
 * The calendar unit a dated series is analysed in: the finest of hour, day, week, month,
 * quarter, year that is not finer than the data (its nominal length is at least 0.9 × the
 * median gap between distinct times, so monthly data stays monthly), spans the whole
 * range in at most `max` (500) periods, and leaves at most a fifth of them empty (trading
 * days skip weekends: daily closes become weeks rather than invented Saturdays).
 * A single distinct time gives 'day'.
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
  const fits = (u: CalendarUnit) => {
    const span = calendarIndex(last, u) - calendarIndex(first, u) + 1;
    return UNIT_MS[u] >= 0.9 * step && span <= max && occupied(times, u) >= 0.8 * span;
  };
  return UNITS.find(fits) ?? 'year';
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
