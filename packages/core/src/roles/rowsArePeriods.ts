import type { Dataset } from '../dataset/types.js';
import { columnTimes } from './columnTimes.js';

const DAY_MS = 86_400_000;
/** A gap within this share of the median gap is one step of the log. */
const REGULAR_TOLERANCE = 0.15;
/** The share of gaps that must be one step: trading days' weekends and holidays leave about 78%. */
const REGULAR_SHARE = 0.75;

/**
 * Whether each row is one period of a single time series — a daily weather log, a monthly figures file: the time
 * column holds a different date on every row that has one (at least three), each a whole day (no time of day), at one
 * regular step (three in four gaps within 15% of the median gap), and no series key interleaves several series. A category of such a file labels periods (rain days, sun days) that occur
 * different numbers of times, so comparing its groups by their totals mixes how often with how much; the dashboard's
 * bar compares the mean per row instead (docs/analytics.md "Dashboard"). An order log (several orders a day), an event
 * log with times of day or prices of several symbols per date are not.
 *
 * @example
 * rowsArePeriods(seattleWeather, 'date'); // true: 1,461 rows, 1,461 days
 * rowsArePeriods(orders, 'order_date'); // false: many orders a day
 */
export function rowsArePeriods(ds: Dataset, time: string): boolean {
  if (ds.roles.some((r) => r.role === 'series')) return false;
  const times = columnTimes(ds, time);
  const seen = new Set<number>();
  for (const t of times) {
    if (Number.isNaN(t)) continue;
    if (t % DAY_MS !== 0 || seen.has(t)) return false;
    seen.add(t);
  }
  if (seen.size < 3) return false;
  // a log's periods follow at one step: most gaps within 15% of the median one (a month is 28–31 days; trading days
  // skip weekends, so 4 of 5 gaps are one day). Forty orders on forty different days of a quarter are still events.
  const sorted = [...seen].sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((t, i) => t - sorted[i]!);
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  const regular = gaps.filter((g) => Math.abs(g - median) <= REGULAR_TOLERANCE * median).length;
  return regular >= REGULAR_SHARE * gaps.length;
}
