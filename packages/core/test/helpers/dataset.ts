import { createDataset } from '../../src/dataset/createDataset.js';
import type { Column, Dataset, Detection } from '../../src/dataset/types.js';

/** Test-only: build a Dataset from columns given directly (no CSV parsing involved). */
export const detected: Detection = {
  delimiter: ',',
  encoding: 'utf-8',
  hasBom: false,
  hasHeader: true,
  decimalSeparator: '.',
  dateOrder: 'DMY',
  columns: [],
};

/** A number column; null marks an empty cell. */
export function num(name: string, values: readonly (number | null)[]): Column {
  return { type: 'number', name, values: Float64Array.from(values, (v) => (v === null ? NaN : v)), invalid: new Map() };
}

/** A string column; '' marks an empty cell. */
export function str(name: string, values: readonly string[]): Column {
  return { type: 'string', name, values, invalid: new Map() };
}

/** A date column from yyyy-mm-dd (or full ISO) texts; '' marks an empty cell. */
export function date(name: string, texts: readonly string[]): Column {
  return {
    type: 'date',
    name,
    text: texts,
    values: Float64Array.from(texts, (t) => (t === '' ? NaN : Date.parse(t.length === 10 ? `${t}T00:00:00Z` : t))),
    invalid: new Map(),
  };
}

export function dataset(...columns: Column[]): Dataset {
  return createDataset({ columns, detected });
}

/** Consecutive daily dates from `start` (yyyy-mm-dd), `count` of them. */
export function days(start: string, count: number): string[] {
  const t0 = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
}

/** First day of consecutive months from `year`-`month` (1-based month). */
export function months(year: number, month: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 10));
}
