import { radixSortByFloat } from './radixSortByFloat.js';
import { DECIMAL_PLACES, sortByIntegerKeys, WHOLE_UNITS } from './sortByIntegerKeys.js';

/**
 * Stable sort of `rows` by `values[row]` (finite numbers, -0 equal to 0), ascending or descending, rows of
 * equal value keeping their order. Numbers as CSV files hold them — integers and decimals with a few places
 * (prices, quantities, rates) — become 32-bit integer keys (value · 10^places − min), and dates whole
 * days, hours, minutes or seconds ((value − min) / unit), so an LSD radix sort of one to three passes
 * orders them; anything else (more places, a range beyond 2^32, very large values)
 * is sorted by the 64 bits of its float. Returns a new array, unless `reuse`: then `rows` is the caller's spare copy
 * and the result may be `rows` itself (its order changed).
 *
 * @example
 * sortNumberRows(Uint32Array.of(0, 1, 2, 3), Float64Array.of(2.5, -1, 2.5, 0.25), 'asc'); // Uint32Array [1, 3, 0, 2]
 */
export function sortNumberRows(rows: Uint32Array, values: Float64Array, direction: 'asc' | 'desc', reuse = false): Uint32Array {
  return (
    sortByIntegerKeys(rows, values, direction, DECIMAL_PLACES, reuse) ??
    sortByIntegerKeys(rows, values, direction, WHOLE_UNITS, reuse) ??
    radixSortByFloat(rows, values, direction)
  );
}
