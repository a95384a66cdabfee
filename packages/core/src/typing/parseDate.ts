import type { DateOrder } from '../dataset/types.js';
import { daysFromCivil } from './daysFromCivil.js';
import { daysInMonth } from './daysInMonth.js';
import { parseMonthNameDate } from './parseMonthNameDate.js';

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})([-/])(\d{2})\2(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const SLASHED = /^(\d{1,2})([/.])(\d{1,2})\2(\d{4})$/;
const YEAR_MONTH = /^(\d{4})[-/](\d{2})$/;

/**
 * Reads a date as UTC epoch milliseconds, or NaN when it is not a real date. Accepted: yyyy-mm-dd or
 * yyyy/mm/dd (optionally with a time hh:mm[:ss[.fff]] and a Z or ±hh:mm offset); yyyy-mm (the 1st of the
 * month); d/m/yyyy or d.m.yyyy read in `dateOrder` (DMY: day first; MDY: month first); and English month
 * names: 'Jan 1 2000', 'January 1, 2000', '1 Jan 2000', '01-Jan-2000', 'Jan 2000'.
 * Impossible dates such as 31/02/2024 are NaN.
 *
 * @example
 * parseDate('2024-03-01'); // 1709251200000
 * parseDate('31/01/2024'); // 1706659200000
 * parseDate('01/31/2024', 'MDY'); // 1706659200000
 * parseDate('Jan 1 2000'); // 946684800000
 * parseDate('2000-01'); // 946684800000
 * parseDate('31/02/2024'); // NaN
 */
export function parseDate(text: string, dateOrder: DateOrder = 'DMY'): number {
  if (text.length === 10 && text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45) {
    const y = digits(text, 0, 4);
    const m = digits(text, 5, 7);
    const d = digits(text, 8, 10);
    if (y >= 0 && m >= 0 && d >= 0) return dayMs(y, m, d);
  }
  const value = text.trim();
  if (value.length < 7 || value.length > 35) return NaN;
  const first = value.charCodeAt(0);
  if (first < 48 || first > 57) {
    const named = parseMonthNameDate(value);
    return named ? dayMs(named[0], named[1], named[2]) : NaN;
  }
  const iso = ISO.exec(value);
  if (iso) {
    const ms = dayMs(Number(iso[1]), Number(iso[3]), Number(iso[4]));
    if (Number.isNaN(ms) || iso[5] === undefined) return ms;
    const h = Number(iso[5]);
    const m = Number(iso[6]);
    const s = Number(iso[7] ?? 0);
    if (h > 23 || m > 59 || s > 59) return NaN;
    const frac = iso[8] ? Math.floor(Number(`0.${iso[8]}`) * 1000) : 0;
    return ms + ((h * 60 + m) * 60 + s) * 1000 + frac - offsetMs(iso[9]);
  }
  const parts = SLASHED.exec(value);
  if (parts) {
    const a = Number(parts[1]);
    const b = Number(parts[3]);
    return dateOrder === 'DMY' ? dayMs(Number(parts[4]), b, a) : dayMs(Number(parts[4]), a, b);
  }
  const yearMonth = YEAR_MONTH.exec(value);
  if (yearMonth) return dayMs(Number(yearMonth[1]), Number(yearMonth[2]), 1);
  const named = parseMonthNameDate(value);
  return named ? dayMs(named[0], named[1], named[2]) : NaN;
}

function dayMs(year: number, month: number, day: number): number {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NaN;
  return daysFromCivil(year, month, day) * DAY_MS;
}

function offsetMs(offset: string | undefined): number {
  if (offset === undefined || offset === 'Z') return 0;
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return (offset[0] === '-' ? -minutes : minutes) * 60_000;
}

/** The non-negative integer written in text[start, end), or -1 when a character is not a digit. */
function digits(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}
