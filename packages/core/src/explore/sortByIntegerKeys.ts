import { toOffsets } from './radixOffsets.js';

/** Widest radix digit: 2^11 counters stay in the first-level cache. */
const MAX_DIGIT_BITS = 11;

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
 * decimals (DECIMAL_PLACES) and dates (WHOLE_UNITS). -0 equals 0. Returns a new array, unless `reuse` (the rows are
 * the caller's spare copy, and the result may be in it).
 *
 * @example
 * const day = 86_400_000;
 * sortByIntegerKeys(Uint32Array.of(0, 1, 2), Float64Array.of(2.5, -1, 0.25), 'asc', DECIMAL_PLACES); // Uint32Array [1, 2, 0]
 * sortByIntegerKeys(Uint32Array.of(0, 1, 2), Float64Array.of(3 * day, day, 2 * day), 'desc', WHOLE_UNITS); // Uint32Array [0, 2, 1]
 * sortByIntegerKeys(Uint32Array.of(0, 1), Float64Array.of(0.5, 1), 'asc', WHOLE_UNITS); // null: not whole
 */
export function sortByIntegerKeys(rows: Uint32Array, values: Float64Array, direction: 'asc' | 'desc', keys: KeySteps, reuse = false): Uint32Array | null {
  const n = rows.length;
  if (n < 2) return reuse ? rows : rows.slice();
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
  const bits = range === 0 ? 0 : Math.floor(Math.log2(range)) + 1;
  const passes = Math.ceil(bits / MAX_DIGIT_BITS);
  const width = passes === 0 ? 0 : Math.ceil(bits / passes);
  const counts = new Uint32Array(Math.max(1, passes) << width);
  const sign = direction === 'asc' ? 1 : -1;
  const origin = direction === 'asc' ? low : high;
  const key: KeyOf = { step, divide, origin, sign };
  if (!countDigits(rows, values, key, counts, passes, width)) return null;
  return radixSort(rows, values, key, counts, passes, width, reuse);
}

/** How a value becomes its sort key: sign · (its whole key at `step` − origin), 0 … range. */
interface KeyOf {
  readonly step: number;
  readonly divide: boolean;
  readonly origin: number;
  readonly sign: number;
}

/** Counts every digit (`passes` of `width` bits) of every row's key; false when a value has no whole key. */
function countDigits(rows: Uint32Array, values: Float64Array, key: KeyOf, counts: Uint32Array, passes: number, width: number): boolean {
  const { step, divide, origin, sign } = key;
  const size = 1 << width;
  const mask = size - 1;
  for (let i = 0; i < rows.length; i++) {
    const k = keyAt(values[rows[i]!]!, step, divide);
    if (k !== k) return false;
    const digits = sign * (k - origin);
    for (let p = 0, shift = 0; p < passes; p++, shift += width) counts[p * size + ((digits >>> shift) & mask)]!++;
  }
  return true;
}

/**
 * Stable LSD radix sort of `rows` by their keys, digits no key varies in skipped. The first pass reads the values
 * (in the rows' order) and makes each key on the fly, so no array of keys is filled first; it moves the key's
 * remaining digits along for the later passes, in 16 bits when they fit. `reuse`: the rows are the caller's spare
 * copy, one of the arrays the passes move rows between (the result may be `rows`).
 */
function radixSort(rows: Uint32Array, values: Float64Array, key: KeyOf, counts: Uint32Array, passes: number, width: number, reuse: boolean): Uint32Array {
  const n = rows.length;
  const size = 1 << width;
  const moving: number[] = [];
  for (let p = 0; p < passes; p++) if (toOffsets(counts, p * size, size, n)) moving.push(p);
  if (moving.length === 0) return reuse ? rows : rows.slice();
  const first = moving[0]!;
  const restShift = (first + 1) * width;
  const restBits = passes * width - restShift;
  let keys: Uint16Array | Uint32Array | null = moving.length === 1 ? null : restBits <= 16 ? new Uint16Array(n) : new Uint32Array(n);
  let current: Uint32Array = new Uint32Array(n);
  firstPass(rows, values, key, counts, first * size, first * width, size - 1, current, keys, restShift);
  let free: Uint32Array | null = reuse ? rows : null;
  let spareKeys: Uint32Array | null = null;
  for (let j = 1; j < moving.length; j++) {
    const p = moving[j]!;
    const into = free ?? new Uint32Array(n);
    const nextKeys = j < moving.length - 1 ? (spareKeys ??= new Uint32Array(n)) : null;
    laterPass(current, keys!, into, nextKeys, counts, p * size, p * width - restShift, size - 1);
    free = current;
    current = into;
    if (nextKeys) [keys, spareKeys] = [nextKeys, keys instanceof Uint32Array ? keys : null];
  }
  return current;
}

/** The first moving pass: each row's key made from its value, the row moved to its digit's next place and the key's remaining digits (above `restShift`) beside it. */
function firstPass(rows: Uint32Array, values: Float64Array, key: KeyOf, counts: Uint32Array, base: number, shift: number, mask: number, into: Uint32Array, keys: Uint16Array | Uint32Array | null, restShift: number): void {
  const { step, divide, origin, sign } = key;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const digits = sign * (keyAt(values[row]!, step, divide) - origin);
    const at = counts[base + ((digits >>> shift) & mask)]!++;
    into[at] = row;
    if (keys !== null) keys[at] = digits >>> restShift;
  }
}

/** A later pass: rows moved by the digit at `shift` of the keys moved with them. */
function laterPass(rows: Uint32Array, keys: Uint16Array | Uint32Array, into: Uint32Array, nextKeys: Uint32Array | null, counts: Uint32Array, base: number, shift: number, mask: number): void {
  for (let i = 0; i < rows.length; i++) {
    const k = keys[i]!;
    const at = counts[base + ((k >>> shift) & mask)]!++;
    into[at] = rows[i]!;
    if (nextKeys !== null) nextKeys[at] = k;
  }
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
