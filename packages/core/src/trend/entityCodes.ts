import { columnText } from '../dataset/columnText.js';
import type { Dataset } from '../dataset/types.js';

/** The entities of a series key: per row the entity's index (−1 for an empty key), with names and row counts. */
export interface EntityCodes {
  readonly codes: Int32Array;
  /** Distinct non-empty key values, in first-seen order. */
  readonly entities: string[];
  readonly counts: number[];
}

/**
 * Codes each row by the entity of column `seriesKey` it belongs to, in one pass.
 *
 * @example
 * entityCodes(stocks, 'symbol').entities; // ['MSFT', 'AMZN', 'IBM', 'GOOG', 'AAPL']
 */
export function entityCodes(ds: Dataset, seriesKey: string): EntityCodes {
  const column = ds.column(seriesKey);
  const n = ds.rowCount;
  // Text columns are dictionary-encoded: each dictionary code becomes an entity once, rows are integers.
  const dictionary = column.type === 'number' ? [] : column.dictionary;
  const keyOf = column.type === 'number' ? textKeys(columnText(column), n, dictionary as string[]) : column.codes;
  const entityOf = new Int32Array(dictionary.length).fill(-2);
  const codes = new Int32Array(n);
  const entities: string[] = [];
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = keyOf[i]!;
    let e = entityOf[k]!;
    if (e === -2) {
      e = dictionary[k] === '' ? -1 : entities.length;
      entityOf[k] = e;
      if (e >= 0) {
        entities.push(dictionary[k]!);
        counts.push(0);
      }
    }
    codes[i] = e;
    if (e >= 0) counts[e]!++;
  }
  return { codes, entities, counts };
}

/** Dictionary codes for a number column's texts, filling `dictionary` in first-seen order. */
function textKeys(text: (row: number) => string, n: number, dictionary: string[]): Int32Array {
  const index = new Map<string, number>();
  const keys = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const t = text(i);
    let k = index.get(t);
    if (k === undefined) {
      k = dictionary.length;
      index.set(t, k);
      dictionary.push(t);
    }
    keys[i] = k;
  }
  return keys;
}

/**
 * keep[i] = 1 for the rows of entity `code`.
 *
 * @example
 * entityMask(entityCodes(stocks, 'symbol'), 4); // AAPL's rows
 */
export function entityMask(e: EntityCodes, code: number): Uint8Array {
  const keep = new Uint8Array(e.codes.length);
  for (let i = 0; i < keep.length; i++) keep[i] = e.codes[i] === code ? 1 : 0;
  return keep;
}
