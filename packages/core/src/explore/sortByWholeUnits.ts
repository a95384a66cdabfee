import { sortByKeys } from './sortByKeys.js';

/** Integers up to this size are exact doubles. */
const EXACT = 2 ** 53;
/** A day, an hour, a minute, a second and a millisecond: the units date values (epoch milliseconds) are whole multiples of. */
const UNITS = [86_400_000, 3_600_000, 60_000, 1000, 1];

/**
 * The sort of whole multiples of one unit (dates in epoch milliseconds at midnight, on the hour, on the
 * minute or second) by their count of units from the smallest, or null when the values are not whole
 * or the count passes 2^32: a date column spans a few thousand days but 2^38 milliseconds, so it sorts in
 * one or two radix passes instead of four over the float bits. Stable; -0 equals 0.
 *
 * @example
 * const day = 86_400_000;
 * sortByWholeUnits(Uint32Array.of(0, 1, 2), Float64Array.of(3 * day, day, 2 * day), 'asc'); // Uint32Array [1, 2, 0]
 * sortByWholeUnits(Uint32Array.of(0, 1), Float64Array.of(0.5, 1), 'asc'); // null: not whole
 */
export function sortByWholeUnits(rows: Uint32Array, values: Float64Array, direction: 'asc' | 'desc'): Uint32Array | null {
  const n = rows.length;
  let u = 0;
  let unit = UNITS[0]!;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[rows[i]!]!;
    if (v < min) min = v;
    if (v > max) max = v;
    while (Math.floor(v / unit) * unit !== v) {
      if (++u >= UNITS.length) return null;
      unit = UNITS[u]!;
    }
  }
  if (!(Math.abs(min) <= EXACT && Math.abs(max) <= EXACT && (max - min) / unit < 2 ** 32)) return null;
  // below 2^53 the differences are exact, and a difference of two multiples of the unit divides exactly
  const keys = new Uint32Array(n);
  const asc = direction === 'asc';
  for (let i = 0; i < n; i++) {
    const v = values[rows[i]!]!;
    keys[i] = (asc ? v - min : max - v) / unit;
  }
  return sortByKeys(rows, keys, (max - min) / unit);
}
