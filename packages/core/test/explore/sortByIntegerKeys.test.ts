import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECIMAL_PLACES, sortByIntegerKeys, WHOLE_UNITS } from '../../src/explore/sortByIntegerKeys.js';

const DAY = 86_400_000;

/** A stable comparator sort of every row, the reference the keyed sort must match. */
function comparatorSort(values: Float64Array, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return Array.from(values, (_, i) => i).sort((a, b) => sign * (values[a]! - values[b]!) || a - b);
}

/** The keyed sort of every row of `list` both ways: it must find keys (not null) and agree with the comparator. */
function expectKeyed(list: readonly number[], steps: typeof DECIMAL_PLACES): void {
  const values = Float64Array.from(list);
  for (const direction of ['asc', 'desc'] as const) {
    const rows = Uint32Array.from(list, (_, i) => i);
    const got = sortByIntegerKeys(rows, values, direction, steps);
    expect(got).not.toBeNull();
    expect(Array.from(got!)).toEqual(comparatorSort(values, direction));
    expect(Array.from(rows)).toEqual(list.map((_, i) => i)); // the caller's rows are left alone
  }
}

describe('sortByIntegerKeys', { timeout: 60_000 }, () => {
  it('sortByIntegerKeys(rows, dates, direction, WHOLE_UNITS) keys whole days, hours, minutes and seconds and sorts as a stable comparator does', () => {
    const unit = fc.constantFrom(DAY, 3_600_000, 60_000, 1000);
    const dates = unit.chain((u) => fc.array(fc.integer({ min: -40_000, max: 40_000 }).map((k) => k * u + 1.6e12 - (1.6e12 % u)), { minLength: 1, maxLength: 200 }));
    fc.assert(
      fc.property(dates, (list) => expectKeyed(list, WHOLE_UNITS)),
      { numRuns: 200 },
    );
  });

  it('sortByIntegerKeys(rows, decimals, direction, DECIMAL_PLACES) keys 0 to 6 decimal places (and -0, ties) and sorts as a stable comparator does', () => {
    const places = fc.constantFrom(1, 10, 100, 1e3, 1e6);
    const decimals = places.chain((s) => fc.array(fc.oneof(fc.integer({ min: -2_000_000, max: 2_000_000 }).map((k) => Number((k / s).toString())), fc.constantFrom(0, -0)), { minLength: 1, maxLength: 200 }));
    fc.assert(
      fc.property(decimals, (list) => expectKeyed(list, DECIMAL_PLACES)),
      { numRuns: 200 },
    );
    // mixed places: the search moves to the finest one any value needs
    expectKeyed([3, 2.5, 0.125, -1, 2.5, 0.1, 0.3], DECIMAL_PLACES);
  });

  it('sortByIntegerKeys(…, WHOLE_UNITS) leaves to the float sort what has no whole unit or spans more than 2^32 of it (null)', () => {
    const rows = Uint32Array.of(0, 1, 2);
    expect(sortByIntegerKeys(rows, Float64Array.of(DAY, 0.5, 2 * DAY), 'asc', WHOLE_UNITS)).toBeNull();
    // milliseconds 2^33 apart: no unit above 1 ms divides them, and 2^33 counts of it do not fit 32 bits
    expect(sortByIntegerKeys(rows, Float64Array.of(0, 2 ** 33 + 1, 7), 'asc', WHOLE_UNITS)).toBeNull();
    expect(sortByIntegerKeys(rows, Float64Array.of(2 ** 60, 0, DAY), 'asc', WHOLE_UNITS)).toBeNull();
    expect(sortByIntegerKeys(rows, Float64Array.of(Infinity, 0, DAY), 'asc', WHOLE_UNITS)).toBeNull();
    // about the same span in whole seconds fits: 8,589,934 seconds
    expect(Array.from(sortByIntegerKeys(rows, Float64Array.of(0, 8_589_934_000, 7000), 'desc', WHOLE_UNITS)!)).toEqual([1, 2, 0]);
  });

  it('sortByIntegerKeys(…, DECIMAL_PLACES) leaves to the float sort more than 6 places, a span of 2^32 keys, and values past 2^53 (null)', () => {
    const rows = Uint32Array.of(0, 1, 2);
    expect(sortByIntegerKeys(rows, Float64Array.of(1, 0.1234567, 2), 'asc', DECIMAL_PLACES)).toBeNull();
    expect(sortByIntegerKeys(rows, Float64Array.of(0, 0.1 + 0.2, 1), 'asc', DECIMAL_PLACES)).toBeNull();
    // dates in milliseconds are whole but span 2^38: left for WHOLE_UNITS at once
    expect(sortByIntegerKeys(rows, Float64Array.of(1.6e12, 1.6e12 + 2 ** 38, 1.6e12 + DAY), 'asc', DECIMAL_PLACES)).toBeNull();
    // 2^32 − 1 keys apart fits (three passes); 2^32 apart does not; 0.01 steps over a span of 2^32 / 100 do not either
    expect(Array.from(sortByIntegerKeys(rows, Float64Array.of(2 ** 32 - 1, 0, 7), 'asc', DECIMAL_PLACES)!)).toEqual([1, 2, 0]);
    expect(sortByIntegerKeys(rows, Float64Array.of(2 ** 32, 0, 7), 'asc', DECIMAL_PLACES)).toBeNull();
    expect(sortByIntegerKeys(rows, Float64Array.of(0.01, 0, 2 ** 32 / 100), 'asc', DECIMAL_PLACES)).toBeNull();
    expect(sortByIntegerKeys(rows, Float64Array.of(2 ** 60, 2 ** 60 + 2 ** 10, 2 ** 60 + 2 ** 11), 'asc', DECIMAL_PLACES)).toBeNull();
    expect(sortByIntegerKeys(rows, Float64Array.of(Infinity, 0, 1), 'asc', DECIMAL_PLACES)).toBeNull();
  });

  it('sortByIntegerKeys of no rows or one row is that row', () => {
    expect(sortByIntegerKeys(new Uint32Array(0), new Float64Array(0), 'asc', DECIMAL_PLACES)!.length).toBe(0);
    expect(Array.from(sortByIntegerKeys(Uint32Array.of(4), Float64Array.of(0, 0, 0, 0, 0.5), 'desc', WHOLE_UNITS)!)).toEqual([4]);
  });
});
