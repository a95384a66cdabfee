import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { radixSortByFloat } from '../../src/explore/radixSortByFloat.js';

describe('radixSortByFloat', () => {
  it('radixSortByFloat(rows, keys) orders negatives, zeros and fractions, stable for ties', () => {
    const keys = Float64Array.from([3, -1.5, 0, -0, 3, -1e300, 0.25]);
    // -1e300 (5), -1.5 (1), 0 (2), -0 (3, equal to 0: stays after 2), 0.25 (6), 3 (0), 3 (4)
    expect([...radixSortByFloat(Uint32Array.from([0, 1, 2, 3, 4, 5, 6]), keys)]).toEqual([5, 1, 2, 3, 6, 0, 4]);
  });
  it('radixSortByFloat(rows, keys) agrees with a stable comparison sort', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true })), (values) => {
        const rows = Uint32Array.from(values.map((_, i) => i));
        const expected = [...rows].sort((a, b) => values[a]! - values[b]! || a - b);
        expect([...radixSortByFloat(rows, Float64Array.from(values))]).toEqual(expected);
        const descending = [...rows].sort((a, b) => values[b]! - values[a]! || a - b);
        expect([...radixSortByFloat(rows, Float64Array.from(values), 'desc')]).toEqual(descending);
      }),
    );
  });
  it('radixSortByFloat(empty, keys) is empty', () => {
    expect(radixSortByFloat(new Uint32Array(0), new Float64Array(0)).length).toBe(0);
  });
});
