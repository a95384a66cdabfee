import { UNIT_MS, calendarIndex, calendarLabel, calendarStart } from './calendar.js';
import { medianGap } from './chooseCalendarUnit.js';
import type { DatedSeries } from './buildSeries.js';
import { isTradingDays, weekdaysBetween } from './tradingDays.js';
import type { CalendarUnit, Series, TrendAggregation } from './types.js';

const DAY = 86_400_000;

/** A calendar series with what bucketing had to do to it. */
export interface BucketedSeries extends Series {
  readonly times: number[];
  readonly unit: CalendarUnit;
  /** Labels of the incomplete first/last periods that were left out. */
  readonly partial: string[];
  /** Empty periods inside the range, filled by linear interpolation. */
  readonly filled: number;
  /** Rows per period kept (0 for a filled one): the support of each value. */
  readonly rows: number[];
  /**
   * Labels of incomplete periods that were kept because nothing else would remain (la-riots.csv by year: 1992 from
   * April 29, 1993 up to November 24): their values are shown, but they are not complete periods — no trend,
   * forecast or period comparison is made from them.
   */
  readonly keptPartial: string[];
}

/**
 * A dated series as one value per calendar period of `unit` over the whole range, in time
 * order: the sum of the period's rows ('sum', additive measures), their mean ('mean') or, for a stock ('stock':
 * population, inventory), the sum of the rows at the period's last time — the level at the end of the period.
 * Empty periods inside the range are filled by linear interpolation between their
 * neighbours (and counted). When a period spans several native steps (the median gap
 * between distinct times), an incomplete first or last period is left out — a partial
 * week is never a trend: the first is incomplete when its first time is at least ¾ of a
 * step after the period starts, the last when its last time is more than 1¼ steps before
 * the period ends (a daily series ending on a Saturday misses Sunday) — unless nothing
 * else would remain. Trading days (weekdays only) count missing weekdays instead, allowing one
 * for a holiday: a month of stock closes that starts on Monday the 3rd is complete. A left-out
 * last period is `partialAfter`: the forecast starts after it.
 *
 * @example
 * // days Wed 2024-01-03 … Sun 2024-01-14 by week: Week of 2024-01-01 misses Mon, Tue → left out
 * bucketSeries(daily, 'week', 'sum').labels; // ['Week of 2024-01-08']
 */
export function bucketSeries(built: DatedSeries, unit: CalendarUnit, aggregation: TrendAggregation): BucketedSeries {
  const times = built.times;
  const n = times.length;
  if (n === 0) return { values: [], labels: [], times: [], unit, partial: [], filled: 0, rows: [], keptPartial: [] };
  const i0 = calendarIndex(times[0]!, unit);
  const i1 = calendarIndex(times[n - 1]!, unit);
  const sums = new Float64Array(i1 - i0 + 1);
  const counts = new Float64Array(i1 - i0 + 1);
  // a stock: the rows at the period's last time (built.sums already totals the rows at one time, across entities)
  const lasts = new Float64Array(i1 - i0 + 1);
  let k = 0;
  let end = -Infinity;
  for (let j = 0; j < n; j++) {
    const t = times[j]!;
    if (t >= end) {
      const index = calendarIndex(t, unit);
      k = index - i0;
      end = calendarStart(index + 1, unit);
    }
    sums[k]! += built.sums[j]!;
    counts[k]! += built.counts[j]!;
    lasts[k] = built.sums[j]!;
  }
  const raw = Array.from(sums, (s, b) => (counts[b] === 0 ? NaN : aggregation === 'sum' ? s : aggregation === 'stock' ? lasts[b]! : s / counts[b]!));
  const filled = interpolate(raw);
  const step = medianGap(times);
  const spansSteps = step > 0 && UNIT_MS[unit] > 1.5 * step;
  let firstPartial: boolean;
  let lastPartial: boolean;
  if (spansSteps && isTradingDays(times, step)) {
    // trading days: a weekend is no gap, and one missing weekday may be a holiday (2000-01 starts on Monday the 3rd)
    firstPartial = weekdaysBetween(calendarStart(i0, unit), times[0]!) > 1;
    lastPartial = weekdaysBetween(times[n - 1]! + DAY, calendarStart(i1 + 1, unit)) > 1;
  } else {
    firstPartial = spansSteps && times[0]! - calendarStart(i0, unit) >= 0.75 * step;
    lastPartial = spansSteps && calendarStart(i1 + 1, unit) - times[n - 1]! > 1.25 * step;
  }
  // Keep them when nothing else would remain: the insights then have a point to describe — named as partial, never as complete.
  let keptPartial: string[] = [];
  if (raw.length - (firstPartial ? 1 : 0) - (lastPartial ? 1 : 0) < 1) {
    keptPartial = [...new Set([...(firstPartial ? [0] : []), ...(lastPartial ? [raw.length - 1] : [])])].map((d) => calendarLabel(i0 + d, unit));
    firstPartial = lastPartial = false;
  }
  const dropped = [...new Set([...(firstPartial ? [0] : []), ...(lastPartial ? [raw.length - 1] : [])])];
  const a = firstPartial ? 1 : 0;
  const b = Math.max(a, raw.length - (lastPartial ? 1 : 0));
  const indexes = Array.from({ length: b - a }, (_, j) => i0 + a + j);
  return {
    values: raw.slice(a, b),
    labels: indexes.map((i) => calendarLabel(i, unit)),
    times: indexes.map((i) => calendarStart(i, unit)),
    unit,
    partial: dropped.map((d) => calendarLabel(i0 + d, unit)),
    ...(lastPartial ? { partialAfter: 1 } : {}),
    filled,
    rows: Array.from(counts.subarray(a, b)),
    keptPartial,
  };
}

/** Fills NaN runs between finite neighbours on a straight line, in place; returns how many were filled. */
function interpolate(y: number[]): number {
  let filled = 0;
  let prev = -1;
  for (let i = 0; i < y.length; i++) {
    if (Number.isNaN(y[i]!)) continue;
    if (prev >= 0 && i - prev > 1) {
      for (let j = prev + 1; j < i; j++) y[j] = y[prev]! + ((y[i]! - y[prev]!) * (j - prev)) / (i - prev);
      filled += i - prev - 1;
    }
    prev = i;
  }
  return filled;
}
