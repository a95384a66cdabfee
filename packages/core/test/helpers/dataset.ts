import { columnText } from '../../src/dataset/columnText.js';
import { createDataset } from '../../src/dataset/createDataset.js';
import { dateColumn } from '../../src/dataset/dateColumn.js';
import { stringColumn } from '../../src/dataset/stringColumn.js';
import type { Column, Dataset, DateColumn, Detection, StringColumn } from '../../src/dataset/types.js';

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
export function str(name: string, values: readonly string[]): StringColumn {
  return stringColumn(name, values);
}

/** A date column from yyyy-mm-dd (or full ISO) texts; '' marks an empty cell. */
export function date(name: string, texts: readonly string[]): DateColumn {
  return dateColumn(name, Float64Array.from(texts, (t) => (t === '' ? NaN : Date.parse(t.length === 10 ? `${t}T00:00:00Z` : t))), texts);
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

/** The text of every cell of a column, in row order (what the table shows). */
export function textsOf(column: Column): string[] {
  const text = columnText(column);
  const length = column.type === 'number' ? column.values.length : column.codes.length;
  return Array.from({ length }, (_, r) => text(r));
}

/** The values of a number or date column; throws for a string column. */
export function valuesOf(column: Column): Float64Array {
  if (column.type === 'string') throw new Error(`column ${column.name} is a string column`);
  return column.values;
}
