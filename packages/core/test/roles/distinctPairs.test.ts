import { describe, expect, it } from 'vitest';
import { distinctPairs } from '../../src/roles/distinctPairs.js';

describe('distinctPairs', () => {
  it('distinctPairs(a, null, cap) counts distinct numbers and skips NaN', () => {
    // 1, 2, 1, NaN, 3 → {1, 2, 3}; 4 non-empty rows
    expect(distinctPairs(Float64Array.from([1, 2, 1, NaN, 3]), null, 100)).toEqual({ distinct: 3, scanned: 5, nonEmpty: 4 });
  });
  it('distinctPairs(a, b, cap) counts distinct pairs', () => {
    // (1,5) (1,6) (2,5) (1,5) → 3 pairs
    expect(distinctPairs([1, 1, 2, 1], [5, 6, 5, 5], 100).distinct).toBe(3);
  });
  it('distinctPairs(a, null, cap) stops once more than cap keys are seen', () => {
    // keys 0,1,2 fill cap 2 at row 3 (1-based): distinct reads cap + 1
    expect(distinctPairs([0, 1, 2, 3, 4], null, 2)).toEqual({ distinct: 3, scanned: 3, nonEmpty: 3 });
  });
  it('distinctPairs(a, null, cap) of nothing is zero', () => {
    expect(distinctPairs([], null, 10)).toEqual({ distinct: 0, scanned: 0, nonEmpty: 0 });
  });
  it('distinctPairs(a, null, cap) keeps counting right past the table growth (5000 keys, each twice)', () => {
    const a = Array.from({ length: 10_000 }, (_, i) => i % 5000);
    expect(distinctPairs(a, null, 20_000).distinct).toBe(5000);
  });
});
