import { sortByKeys } from './sortByKeys.js';

/** Integers up to this size are exact doubles. */
const EXACT = 2 ** 53;

/**
 * The steps a column's values are tried at, coarsest first, each a whole multiple of the next: a value's key at a
 * step is `value · step` (`divide` false) or `value / step` (`divide` true), and it has one when that is a whole
 * number that gives the value back.
 */
export interface KeySteps {
  readonly steps: readonly number[];
  readonly divide: boolean;
}

/** Decimals as CSV files hold them (prices, quantities, rates): 0 to 6 decimal places, value · 10^places. */
export const DECIMAL_PLACES: KeySteps = { steps: [1, 10, 100, 1e3, 1e4, 1e5, 1e6], divide: false };
/** Dates in epoch milliseconds: whole days, hours, minutes, seconds or milliseconds, value / unit. */
export const WHOLE_UNITS: KeySteps = { steps: [86_400_000, 3_600_000, 60_000, 1000, 1], divide: true };

/**
 * The stable sort of `rows` by `values[row]` as 32-bit integer keys, or null when they have none: the coarsest
 * step of `keys` at which every value has a whole key is searched in one pass (a value that has none moves the
 * search to the next step; a span of keys that reaches 2^32 ends it at once), then the keys (key − smallest, or
 * largest − key for desc) go to an LSD radix sort of one to three passes. One search for both kinds of column:
 * decimals (DECIMAL_PLACES) and dates (WHOLE_UNITS). -0 equals 0. Returns a new array.
 *
 * @example
 * const day = 86_400_000;
 * sortByIntegerKeys(Uint32Array.of(0, 1, 2), Float64Array.of(2.5, -1, 0.25), 'asc', DECIMAL_PLACES); // Uint32Array [1, 2, 0]
 * sortByIntegerKeys(Uint32Array.of(0, 1, 2), Float64Array.of(3 * day, day, 2 * day), 'desc', WHOLE_UNITS); // Uint32Array [0, 2, 1]
 * sortByIntegerKeys(Uint32Array.of(0, 1), Float64Array.of(0.5, 1), 'asc', WHOLE_UNITS); // null: not whole
 */
export function sortByIntegerKeys(rows: Uint32Array, values: Float64Array, direction: 'asc' | 'desc', keys: KeySteps): Uint32Array | null {
  const n = rows.length;
  if (n < 2) return rows.slice();
  const { steps, divide } = keys;
  let s = 0;
  let step = steps[0]!;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[rows[i]!]!;
    if (v < min) min = v;
    if (v > max) max = v;
    // dates (milliseconds) and other wide ranges leave at once instead of after a wasted pass: later steps only widen it
    if ((divide ? (max - min) / step : (max - min) * step) >= 2 ** 32) return null;
    for (let k = keyAt(v, step, divide); k !== k; k = keyAt(v, step, divide)) {
      if (++s >= steps.length) return null;
      step = steps[s]!;
    }
  }
  const low = keyAt(min, step, divide);
  const high = keyAt(max, step, divide);
  const range = high - low;
  if (!(range < 2 ** 32) || !(Math.abs(low) <= EXACT) || !(Math.abs(high) <= EXACT)) return null;
  // a key never decreases as the value grows, and values with a key at this step have distinct keys, so ordering by
  // key is ordering by value; a value checked at an earlier step is checked again here (v · 10 may not round-trip)
  const out = new Uint32Array(n);
  const asc = direction === 'asc';
  for (let i = 0; i < n; i++) {
    const k = keyAt(values[rows[i]!]!, step, divide);
    if (k !== k) return null;
    out[i] = asc ? k - low : high - k;
  }
  return sortByKeys(rows, out, range);
}

/** The whole key of `v` at `step`, or NaN when it has none. */
function keyAt(v: number, step: number, divide: boolean): number {
  if (divide) {
    const k = v / step;
    return Math.floor(k) * step === v ? k : NaN;
  }
  const k = Math.round(v * step);
  return k / step === v ? k : NaN;
}
