import type { Column, DateOrder } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { daysFromCivil } from '../typing/daysFromCivil.js';
import { parseDate } from '../typing/parseDate.js';
import { MONTH_NAMES, WEEKDAY_NAMES } from './timeKeys.js';
import type { FilterValue, QueryFilter } from './types.js';

const DAY = 86_400_000;

/** The closed range [lo, hi] of keys a filter value stands for. */
export interface Bounds {
  readonly lo: number;
  readonly hi: number;
}

/**
 * What a filter value means on a number scale: a number is itself; on a time column a date text is
 * the whole period it names ('2015' a year, '2015-07' a month, '2015-07-04' a day, a text with a
 * time the instant); a part takes its number or a month or weekday name ('July', 'Mon').
 * Throws CoreError INVALID_ARGUMENT for a value that is none of these.
 *
 * @example
 * filterBounds('2015', dateColumn, { column: 'date', op: '=' }, 'DMY'); // { lo: Date.UTC(2015, 0, 1), hi: Date.UTC(2016, 0, 1) - 1 }
 */
export function filterBounds(value: FilterValue, column: Column, filter: QueryFilter, dateOrder: DateOrder): Bounds {
  if (typeof value === 'number' && Number.isFinite(value)) return { lo: value, hi: value };
  const text = String(value).trim();
  if (filter.part === 'month' || filter.part === 'weekday') {
    const names = filter.part === 'month' ? MONTH_NAMES : WEEKDAY_NAMES;
    const i = names.findIndex((n) => text.length >= 3 && n.toLowerCase().startsWith(text.toLowerCase()));
    if (i >= 0) return { lo: i + 1, hi: i + 1 };
  }
  if (column.type === 'date' && !filter.part) {
    const range = dateRange(text, dateOrder);
    if (range) return range;
  } else if (text !== '' && Number.isFinite(Number(text))) {
    return { lo: Number(text), hi: Number(text) };
  }
  throw new CoreError('INVALID_ARGUMENT', `Filter on "${filter.column}": ${JSON.stringify(value)} is not a ${column.type === 'date' && !filter.part ? 'date' : 'number'}.`);
}

function dateRange(text: string, dateOrder: DateOrder): Bounds | null {
  const ym = /^(\d{4})(?:-(\d{2}))?$/.exec(text);
  if (ym) {
    const y = Number(ym[1]);
    const m = ym[2] === undefined ? null : Number(ym[2]);
    if (m === null) return { lo: daysFromCivil(y, 1, 1) * DAY, hi: daysFromCivil(y + 1, 1, 1) * DAY - 1 };
    if (m < 1 || m > 12) return null;
    return { lo: daysFromCivil(y, m, 1) * DAY, hi: daysFromCivil(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) * DAY - 1 };
  }
  const t = parseDate(text, dateOrder);
  if (Number.isNaN(t)) return null;
  return text.includes(':') ? { lo: t, hi: t } : { lo: t, hi: t + DAY - 1 };
}
