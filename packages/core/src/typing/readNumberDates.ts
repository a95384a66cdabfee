import { dateColumn } from '../dataset/dateColumn.js';
import type { DateColumn, NumberColumn } from '../dataset/types.js';
import { daysFromCivil } from './daysFromCivil.js';
import { daysInMonth } from './daysInMonth.js';
import { headerWords } from './headerWords.js';

const DAY_MS = 86_400_000;
/** Excel's day 25569 is 1970-01-01 (its 1900 date system, with the phantom 29 Feb 1900 before day 61). */
const EXCEL_EPOCH = 25_569;
/** Serials read as dates: 1930-01-01 (10,959) to 2099-12-31 (73,050). */
const FIRST_SERIAL = 10_959;
const LAST_SERIAL = 73_050;
const DATE_WORDS = new Set(['date', 'datum', 'fecha', 'day', 'dt']);

/**
 * A number column whose header says date, read as dates: Excel serial day numbers (36526 → 2000-01-01,
 * fractions are times of day) shown as yyyy-mm-dd, or whole yyyymmdd numbers (20000101) kept as written.
 * Null when the header does not say date or any number fits neither shape. Internal to typing/.
 *
 * @example
 * readNumberDates(num('order date', [36526]))?.dictionary; // ['', '2000-01-01']
 * readNumberDates(num('amount', [36526])); // null
 */
export function readNumberDates(column: NumberColumn): DateColumn | null {
  if (!headerWords(column.name).some((w) => DATE_WORDS.has(w))) return null;
  const v = column.values;
  let serials = true;
  let compact = true;
  let present = 0;
  for (let i = 0; i < v.length && (serials || compact); i++) {
    const x = v[i]!;
    if (x !== x) continue;
    present++;
    if (serials && !(x >= FIRST_SERIAL && x <= LAST_SERIAL)) serials = false;
    if (compact && Number.isNaN(compactDay(x))) compact = false;
  }
  if (present === 0 || (!serials && !compact)) return null;
  const values = new Float64Array(v.length);
  const text: string[] = new Array<string>(v.length);
  for (let i = 0; i < v.length; i++) {
    const x = v[i]!;
    values[i] = x !== x ? NaN : serials ? Math.round((x - EXCEL_EPOCH) * DAY_MS) : compactDay(x);
    text[i] = x !== x ? (column.invalid.get(i) ?? '') : serials ? new Date(values[i]!).toISOString().slice(0, Number.isInteger(x) ? 10 : 16).replace('T', ' ') : String(x);
  }
  return dateColumn(column.name, values, text, column.invalid);
}

/** 20000131 → epoch ms of 2000-01-31; NaN when it is not a whole yyyymmdd of a real date in 1000–2999. */
function compactDay(x: number): number {
  if (!Number.isInteger(x) || x < 10_000_101 || x > 29_991_231) return NaN;
  const y = Math.floor(x / 10_000);
  const m = Math.floor(x / 100) % 100;
  const d = x % 100;
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return NaN;
  return daysFromCivil(y, m, d) * DAY_MS;
}
