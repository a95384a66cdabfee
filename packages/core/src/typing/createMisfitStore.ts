import { rowTextMap } from '../dataset/rowTextMap.js';
import { createTextDictionary } from './createTextDictionary.js';
import { createUintBuffer } from './createUintBuffer.js';

/** The original text of cells that do not fit a number column, by row. Internal to ingest. */
export interface MisfitStore {
  add(row: number, text: string, start: number, end: number): void;
  /** Misfits so far. */
  readonly length: number;
  /** The row of misfit number `k` (ascending in k). */
  rowAt(k: number): number;
  textAt(k: number): string;
  /** Keeps the first `length` misfits. */
  truncate(length: number): void;
  /** Row → text, as the column's `invalid`; the store is spent. */
  finish(): ReadonlyMap<number, string>;
}

/**
 * Misfit rows in ascending order with dictionary-encoded texts: a column with millions of "n/a"
 * cells costs a few bytes per misfit, not a Map entry each.
 *
 * @example
 * const m = createMisfitStore();
 * m.add(4, 'n/a', 0, 3);
 * m.finish().get(4); // 'n/a'
 */
export function createMisfitStore(): MisfitStore {
  const dictionary = createTextDictionary();
  const rows = createUintBuffer();
  const codes = createUintBuffer();
  return {
    add(row, text, start, end) {
      rows.push(row);
      codes.push(dictionary.code(text, start, end));
    },
    get length() {
      return rows.length;
    },
    rowAt: (k) => rows.at(k),
    textAt: (k) => dictionary.entries[codes.at(k)]!,
    truncate(length) {
      rows.truncate(length);
      codes.truncate(length);
    },
    finish: () => rowTextMap(rows.finish(), codes.finish(), dictionary.entries),
  };
}
