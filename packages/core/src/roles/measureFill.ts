import type { NumberColumn } from '../dataset/types.js';

/** Columns are immutable once parsed, so each one is scanned once however many generators ask. */
const cache = new WeakMap<NumberColumn, number>();

/**
 * The share of a number column's rows holding a value that is neither empty nor 0 (0 for no rows).
 * birdstrikes.csv's `Cost Other` fills 72 of 10,000 rows (0.0072): a record of rare events, not the
 * column to show first. Internal to roles/.
 *
 * @example
 * measureFill(num('x', [0, 0, 3, NaN])); // 0.25
 */
export function measureFill(column: NumberColumn): number {
  const known = cache.get(column);
  if (known !== undefined) return known;
  const v = column.values;
  let filled = 0;
  for (let i = 0; i < v.length; i++) {
    const x = v[i]!;
    if (x === x && x !== 0) filled++;
  }
  const share = v.length === 0 ? 0 : filled / v.length;
  cache.set(column, share);
  return share;
}
