import type { Column } from '../dataset/types.js';
import { calendarNames, calendarRank } from '../roles/calendarNames.js';

/** A column as dictionary codes: `codes[row]` indexes `labels` (the cell's text, null when empty). */
export interface ColumnCodes {
  readonly codes: Int32Array;
  /** Distinct cell texts in order of first appearance; null stands for empty cells. */
  readonly labels: readonly (string | null)[];
  /** Per code: the number (number and date columns), the calendar place of a month or weekday name, or the text, to order keys; '' for empty. */
  readonly sortKeys: readonly (number | string)[];
}

const cache = new WeakMap<Column, ColumnCodes>();

/**
 * Dictionary-encodes a column once (cached per column object): filters and grouping then compare
 * small integers instead of strings or boxed floats. Number and date cells with the same value share
 * a code; a cell that did not fit the type is keyed by its own text; empty cells share one code.
 *
 * @example
 * encodeColumn(str('w', ['rain', 'sun', 'rain'])); // { codes: [0, 1, 0], labels: ['rain', 'sun'], … }
 */
export function encodeColumn(column: Column): ColumnCodes {
  const hit = cache.get(column);
  if (hit) return hit;
  const n = column.type === 'number' ? column.values.length : column.codes.length;
  const codes = new Int32Array(n);
  const labels: (string | null)[] = [];
  const sortKeys: (number | string)[] = [];
  const byText = new Map<string, number>();
  const add = (label: string | null, key: number | string): number => {
    labels.push(label);
    sortKeys.push(key);
    return labels.length - 1;
  };
  if (column.type === 'string') {
    // ingest's codes renumbered in order of first appearance: integers only, no text hashed
    const { dictionary, codes: own } = column;
    // month or weekday names order by the calendar (January before April), not alphabetically
    const calendar = calendarNames(dictionary);
    const key = (text: string): number | string => (calendar && text !== '' ? calendarRank(text, calendar) : text);
    const renumber = new Int32Array(dictionary.length).fill(-1);
    for (let r = 0; r < n; r++) {
      const c = own[r]!;
      if (renumber[c] === -1) renumber[c] = add(c === 0 ? null : dictionary[c]!, key(dictionary[c]!));
      codes[r] = renumber[c]!;
    }
  } else {
    const values = column.values;
    const byNumber = new Map<number, number>();
    const text = column.type === 'date' ? column : null;
    for (let r = 0; r < n; r++) {
      const v = values[r]!;
      let code: number | undefined;
      if (v === v) {
        code = byNumber.get(v);
        if (code === undefined) byNumber.set(v, (code = add(text ? (text.dictionary[text.codes[r]!] ?? '') : String(v), v)));
      } else {
        const t = column.invalid.get(r) ?? '';
        code = byText.get(t);
        if (code === undefined) byText.set(t, (code = add(t === '' ? null : t, t)));
      }
      codes[r] = code;
    }
  }
  const out: ColumnCodes = { codes, labels, sortKeys };
  cache.set(column, out);
  return out;
}
