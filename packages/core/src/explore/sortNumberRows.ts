import { radixSortByFloat } from './radixSortByFloat.js';
import { sortByKeys } from './sortByKeys.js';
import { sortByWholeUnits } from './sortByWholeUnits.js';

/** Decimal places tried before a column's numbers are sorted by their float bits instead. */
const SCALES = [1, 10, 100, 1e3, 1e4, 1e5, 1e6];
/** Integers up to this size are exact doubles. */
const EXACT = 2 ** 53;

/**
 * Stable sort of `rows` by `values[row]` (finite numbers, -0 equal to 0), ascending or descending, rows of
 * equal value keeping their order. Numbers as CSV files hold them — integers and decimals with a few places
 * (prices, quantities, rates) — become 32-bit integer keys (value · 10^places − min), and dates whole
 * days, hours, minutes or seconds ((value − min) / unit), so an LSD radix sort of one to three passes
 * orders them; anything else (more places, a range beyond 2^32, very large values)
 * is sorted by the 64 bits of its float. Returns a new array.
 *
 * @example
 * sortNumberRows(Uint32Array.of(0, 1, 2, 3), Float64Array.of(2.5, -1, 2.5, 0.25), 'asc'); // Uint32Array [1, 3, 0, 2]
 */
export function sortNumberRows(rows: Uint32Array, values: Float64Array, direction: 'asc' | 'desc'): Uint32Array {
  return sortByDecimalKeys(rows, values, direction) ?? sortByWholeUnits(rows, values, direction) ?? radixSortByFloat(rows, values, direction);
}

/** The sort by scaled integer keys, or null when the values do not all have such a key (the caller sorts by float bits). */
function sortByDecimalKeys(rows: Uint32Array, values: Float64Array, direction: 'asc' | 'desc'): Uint32Array | null {
  const n = rows.length;
  if (n < 2) return rows.slice();
  // the fewest decimal places that every value round-trips through (v = round(v · s) / s), and the range
  let places = 0;
  let scale = 1;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[rows[i]!]!;
    if (v < min) min = v;
    if (v > max) max = v;
    // dates (milliseconds) and other wide ranges leave at once instead of after a wasted pass
    if ((max - min) * scale >= 2 ** 32) return null;
    while (Math.round(v * scale) / scale !== v) {
      if (++places >= SCALES.length) return null;
      scale = SCALES[places]!;
    }
  }
  const low = Math.round(min * scale);
  const high = Math.round(max * scale);
  const range = high - low;
  if (!(range < 2 ** 32) || Math.abs(low) > EXACT || Math.abs(high) > EXACT) return null;
  // keys: k = round(v · s) never decreases as v grows, and values that round-trip at this scale have distinct k,
  // so ordering by k is ordering by v (a value checked at fewer places is checked again here)
  const keys = new Uint32Array(n);
  const asc = direction === 'asc';
  for (let i = 0; i < n; i++) {
    const v = values[rows[i]!]!;
    const k = Math.round(v * scale);
    if (k / scale !== v) return null;
    keys[i] = asc ? k - low : high - k;
  }
  return sortByKeys(rows, keys, range);
}
