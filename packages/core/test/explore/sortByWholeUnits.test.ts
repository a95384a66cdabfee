import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByWholeUnits } from '../../src/explore/sortByWholeUnits.js';

const DAY = 86_400_000;

/** A stable comparator sort of every row, the reference the keyed sort must match. */
function comparatorSort(values: Float64Array, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return Array.from(values, (_, i) => i).sort((a, b) => sign * (values[a]! - values[b]!) || a - b);
}

describe('sortByWholeUnits', { timeout: 60_000 }, () => {
  it('sortByWholeUnits(rows, dates, direction) keys whole days, hours, minutes and seconds and sorts as a stable comparator does', () => {
    const unit = fc.constantFrom(DAY, 3_600_000, 60_000, 1000);
    const dates = unit.chain((u) => fc.array(fc.integer({ min: -40_000, max: 40_000 }).map((k) => k * u + 1.6e12 - (1.6e12 % u)), { minLength: 1, maxLength: 200 }));
    fc.assert(
      fc.property(dates, (list) => {
        const values = Float64Array.from(list);
        for (const direction of ['asc', 'desc'] as const) {
          const got = sortByWholeUnits(Uint32Array.from(list, (_, i) => i), values, direction);
          expect(got).not.toBeNull();
          expect(Array.from(got!)).toEqual(comparatorSort(values, direction));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sortByWholeUnits leaves to the float sort what has no whole unit or spans more than 2^32 of it (null)', () => {
    const rows = Uint32Array.of(0, 1, 2);
    expect(sortByWholeUnits(rows, Float64Array.of(DAY, 0.5, 2 * DAY), 'asc')).toBeNull();
    // milliseconds 2^33 apart: no unit above 1 ms divides them, and 2^33 counts of it do not fit 32 bits
    expect(sortByWholeUnits(rows, Float64Array.of(0, 2 ** 33 + 1, 7), 'asc')).toBeNull();
    expect(sortByWholeUnits(rows, Float64Array.of(2 ** 60, 0, DAY), 'asc')).toBeNull();
    // about the same span in whole seconds fits: 8,589,934 seconds
    expect(Array.from(sortByWholeUnits(rows, Float64Array.of(0, 8_589_934_000, 7000), 'desc')!)).toEqual([1, 2, 0]);
  });
});
