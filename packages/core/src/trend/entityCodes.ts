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
  const text = columnText(ds.column(seriesKey));
  const codes = new Int32Array(ds.rowCount);
  const index = new Map<string, number>();
  const counts: number[] = [];
  for (let i = 0; i < ds.rowCount; i++) {
    const key = text(i);
    let code = key === '' ? -1 : index.get(key);
    if (code === undefined) {
      code = counts.length;
      index.set(key, code);
      counts.push(0);
    }
    codes[i] = code;
    if (code >= 0) counts[code]!++;
  }
  return { codes, entities: [...index.keys()], counts };
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
