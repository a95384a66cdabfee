import { createRowSet } from '../dataset/createRowSet.js';
import { rowTextMap } from '../dataset/rowTextMap.js';
import { createTextDictionary } from './createTextDictionary.js';
import { createUintBuffer } from './createUintBuffer.js';

/** The original text of cells that do not fit a number column, by row. Internal to ingest. */
export interface MisfitStore {
  add(row: number, text: string, start: number, end: number): void;
  /** Misfits so far. */
  readonly length: number;
  /** Misfit rows, ascending. */
  rows(): IterableIterator<number>;
  /** The text of the k-th misfit. */
  textAt(k: number): string;
  /** Keeps the first `length` misfits. */
  truncate(length: number): void;
  /** Makes room for `capacity` misfits at once (as many as the column may still have), so their codes do not grow by copies. */
  reserve(capacity: number): void;
  /** Row → text, as the column's `invalid`; the store is spent. */
  finish(): ReadonlyMap<number, string>;
}

/**
 * Misfit rows as a compact row set with dictionary-encoded texts: a column with millions of "tbd"
 * cells costs about a byte per misfit, not a Map entry each.
 *
 * @example
 * const m = createMisfitStore();
 * m.add(4, 'n/a', 0, 3);
 * m.finish().get(4); // 'n/a'
 */
export function createMisfitStore(): MisfitStore {
  return new Misfits();
}

class Misfits implements MisfitStore {
  private readonly dictionary = createTextDictionary();
  private readonly set = createRowSet();
  private readonly codes = createUintBuffer();

  add(row: number, text: string, start: number, end: number): void {
    this.set.add(row);
    this.codes.push(this.dictionary.code(text, start, end));
  }

  get length(): number {
    return this.set.size;
  }

  rows(): IterableIterator<number> {
    return this.set.rows();
  }

  textAt(k: number): string {
    return this.dictionary.entries[this.codes.at(k)]!;
  }

  truncate(length: number): void {
    this.set.truncate(length);
    this.codes.truncate(length);
  }

  reserve(capacity: number): void {
    this.codes.reserve(capacity);
  }

  finish(): ReadonlyMap<number, string> {
    return rowTextMap(this.set, this.codes.finish(), this.dictionary.entries);
  }
}
