import type { CalendarUnit } from './types.js';

const DAY = 86_400_000;

/**
 * The index of the calendar bucket holding `t` (UTC epoch ms): days since
 * 1970-01-01, Monday-based weeks, months (year × 12 + month), quarters or years.
 *
 * @example
 * calendarIndex(Date.UTC(2024, 1, 15), 'month'); // 2024 × 12 + 1 = 24289
 */
export function calendarIndex(t: number, unit: CalendarUnit): number {
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
  if (unit === 'day') return index * DAY;
  if (unit === 'week') return (index * 7 - 3) * DAY;
  if (unit === 'month') return Date.UTC(Math.floor(index / 12), mod(index, 12), 1);
  if (unit === 'quarter') return Date.UTC(Math.floor(index / 4), mod(index, 4) * 3, 1);
  return Date.UTC(index, 0, 1);
}

/**
 * The label of calendar bucket `index`: 2024-02-15, Week of 2024-02-12, 2024-02, 2024-Q1, 2024.
 *
 * @example
 * calendarLabel(24289, 'month'); // '2024-02'
 */
export function calendarLabel(index: number, unit: CalendarUnit): string {
  const iso = new Date(calendarStart(index, unit)).toISOString();
  if (unit === 'day') return iso.slice(0, 10);
  if (unit === 'week') return `Week of ${iso.slice(0, 10)}`;
  if (unit === 'month') return iso.slice(0, 7);
  if (unit === 'quarter') return `${iso.slice(0, 4)}-Q${mod(index, 4) + 1}`;
  return iso.slice(0, 4);
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
