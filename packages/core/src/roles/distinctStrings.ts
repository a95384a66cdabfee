import type { StringColumn } from '../dataset/types.js';
import type { DistinctCount } from './distinctPairs.js';

/**
 * Counts distinct non-empty texts of a column (like `distinctPairs` for text); stops once more than `cap` are seen.
 * `keys`, when given, receives each row's key number as a float (NaN for empty or unread rows), numbered in
 * order of first appearance, so the keys can be paired with times in `distinctPairs`. Reads the column's
 * codes: no text is hashed. Internal to roles/.
 *
 * @example
 * distinctStrings(stringColumn('c', ['a', '', 'a', 'b']), 100).distinct; // 2
 */
export function distinctStrings(column: StringColumn, cap: number, keys?: Float64Array): DistinctCount {
  const { codes } = column;
  const ids = new Int32Array(column.dictionary.length).fill(-1);
  let distinct = 0;
  let nonEmpty = 0;
  keys?.fill(NaN);
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (code === 0) continue;
    nonEmpty++;
    let id = ids[code]!;
    if (id < 0) {
      if (distinct === cap) return { distinct: cap + 1, scanned: i + 1, nonEmpty };
      id = ids[code] = distinct++;
    }
    if (keys) keys[i] = id;
  }
  return { distinct, scanned: codes.length, nonEmpty };
}
