import type { CalendarNames } from './types.js';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** Abbreviations beyond the first three letters that people write. */
const EXTRA: Readonly<Record<string, string>> = { sept: 'september', tues: 'tuesday', thur: 'thursday', thurs: 'thursday' };
/** Fewest distinct names before a column counts as calendar names ('May', 'June' could be first names). */
const MIN_NAMES = 3;

/**
 * Whether every non-empty value of a text column is an English month name (January or Jan, any case,
 * an optional trailing '.') or a weekday name, and there are at least 3 of them: such a column is a
 * category with a calendar order — January before February, never alphabetical (April, August, …).
 * Without a year the names are not instants (January 2014 and January 2015 are one group), so the
 * column stays a dimension. Internal to roles/ and query/.
 *
 * @example
 * calendarNames(['', 'March', 'January', 'February']); // 'month'
 * calendarNames(['', 'rain', 'sun', 'fog']); // null
 */
export function calendarNames(dictionary: readonly string[]): CalendarNames | null {
  let months = 0;
  let weekdays = 0;
  let names = 0;
  for (const text of dictionary) {
    if (text.trim() === '') continue;
    names++;
    if (calendarRank(text, 'month') >= 0) months++;
    else if (calendarRank(text, 'weekday') >= 0) weekdays++;
    else return null;
  }
  if (names < MIN_NAMES) return null;
  return months === names ? 'month' : weekdays === names ? 'weekday' : null;
}

/**
 * The place of a month name in the year (0 = January) or of a weekday in the ISO week (0 = Monday);
 * −1 when the text is no such name.
 *
 * @example
 * calendarRank('Sept.', 'month'); // 8
 * calendarRank('sun', 'weekday'); // 6
 */
export function calendarRank(text: string, kind: CalendarNames): number {
  const w = text.trim().toLowerCase().replace(/\.$/, '');
  const full = EXTRA[w] ?? w;
  const list = kind === 'month' ? MONTHS : WEEKDAYS;
  const exact = list.indexOf(full);
  if (exact >= 0) return exact;
  return w.length === 3 ? list.findIndex((name) => name.startsWith(w)) : -1;
}

/**
 * The full English name at a place in the year (0 = January) or the ISO week (0 = Monday), capitalised.
 *
 * @example
 * calendarName(8, 'month'); // 'September'
 */
export function calendarName(rank: number, kind: CalendarNames): string {
  const name = (kind === 'month' ? MONTHS : WEEKDAYS)[rank] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
}
