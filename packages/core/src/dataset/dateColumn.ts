import { dictionaryEncode } from './dictionaryEncode.js';
import type { DateColumn } from './types.js';

/**
 * A date column from UTC epoch milliseconds (NaN = empty or not a date) and the text of each cell
 * as written ('' = empty); texts are dictionary-encoded. Cells whose text is not a date go in
 * `invalid` (row → text). For tests and producers other than ingest.
 *
 * @example
 * const d = dateColumn('day', Float64Array.of(Date.UTC(2024, 0, 31)), ['31/01/2024']);
 * d.dictionary[d.codes[0]!]; // '31/01/2024'
 */
export function dateColumn(name: string, values: Float64Array, texts: readonly string[], invalid: ReadonlyMap<number, string> = new Map()): DateColumn {
  return { type: 'date', name, values, ...dictionaryEncode(texts), invalid };
}
