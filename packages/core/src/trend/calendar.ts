import type { CalendarUnit } from './types.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Nominal length of each unit in ms (months and years on average), for choosing a unit. */
export const UNIT_MS: Readonly<Record<CalendarUnit, number>> = {
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30.436875 * DAY,
  quarter: 91.310625 * DAY,
  year: 365.2425 * DAY,
};

/**
 * The index of the calendar bucket holding `t` (UTC epoch ms): hours or days since
 * 1970-01-01, Monday-based weeks, months (year × 12 + month), quarters or years.
 *
 * @example
 * calendarIndex(Date.UTC(2024, 1, 15), 'month'); // 2024 × 12 + 1 = 24289
 */
export function calendarIndex(t: number, unit: CalendarUnit): number {
  if (unit === 'hour') return Math.floor(t / HOUR);
  if (unit === 'day') return Math.floor(t / DAY);
  if (unit === 'week') return Math.floor((Math.floor(t / DAY) + 3) / 7);
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (unit === 'month') return y * 12 + m;
  if (unit === 'quarter') return y * 4 + Math.floor(m / 3);
  return y;
}

/**
 * The UTC start (epoch ms) of calendar bucket `index` of `unit`.
 *
 * @example
 * calendarStart(24289, 'month') === Date.UTC(2024, 1, 1); // true
 */
export function calendarStart(index: number, unit: CalendarUnit): number {
  if (unit === 'hour') return index * HOUR;
  if (unit === 'day') return index * DAY;
  if (unit === 'week') return (index * 7 - 3) * DAY;
  if (unit === 'month') return Date.UTC(Math.floor(index / 12), mod(index, 12), 1);
  if (unit === 'quarter') return Date.UTC(Math.floor(index / 4), mod(index, 4) * 3, 1);
  return Date.UTC(index, 0, 1);
}

/**
 * The label of calendar bucket `index`: 2024-02-15 13:00, 2024-02-15, Week of 2024-02-12, 2024-02, 2024-Q1, 2024.
 *
 * @example
 * calendarLabel(24289, 'month'); // '2024-02'
 */
export function calendarLabel(index: number, unit: CalendarUnit): string {
  const iso = new Date(calendarStart(index, unit)).toISOString();
  if (unit === 'hour') return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  if (unit === 'day') return iso.slice(0, 10);
  if (unit === 'week') return `Week of ${iso.slice(0, 10)}`;
  if (unit === 'month') return iso.slice(0, 7);
  if (unit === 'quarter') return `${iso.slice(0, 4)}-Q${mod(index, 4) + 1}`;
  return iso.slice(0, 4);
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
