import type { NumberColumn } from './types.js';

/**
 * A number column from its values (NaN = empty, or a cell whose text is in `invalid`, row → text).
 * For tests and producers other than ingest.
 *
 * @example
 * numberColumn('sales', Float64Array.of(10, NaN, 30)).values[2]; // 30
 */
export function numberColumn(name: string, values: Float64Array, invalid: ReadonlyMap<number, string> = new Map()): NumberColumn {
  return { type: 'number', name, values, invalid };
}
