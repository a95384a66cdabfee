import { describe, expect, it } from 'vitest';
import { filterRanges } from '../../src/query/filterRanges.js';

const at = (v: number) => ({ lo: v, hi: v });
const inside = (op: Parameters<typeof filterRanges>[0], b: { lo: number; hi: number }[], x: number) => {
  const r = filterRanges(op, b);
  return Number.isNaN(x) ? r.nan : r.lo.some((lo, j) => x >= lo && x <= r.hi[j]!);
};

describe('filterRanges', () => {
  it('filterRanges(op, bounds) makes strict comparisons exclusive', () => {
    expect(inside('<', [at(10)], 10)).toBe(false);
    expect(inside('<', [at(10)], 9.999999999999998)).toBe(true);
    expect(inside('>', [at(10)], 10)).toBe(false);
    expect(inside('>', [at(10)], 10.000000000000002)).toBe(true);
    expect(inside('>', [at(-1)], -0.9999999999999999)).toBe(true);
    expect(inside('>=', [at(10)], 10)).toBe(true);
    expect(inside('<=', [at(10)], 10)).toBe(true);
  });

  it('filterRanges(op, bounds) merges values of in and complements them for notIn', () => {
    // [1, 2] and [2, 3] touch and merge; 7 stands apart
    expect(filterRanges('in', [at(7), { lo: 2, hi: 3 }, { lo: 1, hi: 2 }])).toEqual({ lo: [1, 7], hi: [3, 7], nan: false });
    expect([0, 1, 2.5, 3, 5, 7, 8].map((x) => inside('notIn', [at(3), { lo: 1, hi: 2 }, at(7)], x))).toEqual([true, false, true, false, true, false, true]);
    expect(inside('!=', [at(3)], NaN)).toBe(false);
    expect(filterRanges('notIn', [{ lo: -Infinity, hi: Infinity }])).toEqual({ lo: [], hi: [], nan: false });
  });

  it('filterRanges(op, bounds) holds only NaN for empty and every number for notEmpty', () => {
    expect(filterRanges('empty', [])).toEqual({ lo: [], hi: [], nan: true });
    expect(filterRanges('notEmpty', [])).toEqual({ lo: [-Infinity], hi: [Infinity], nan: false });
    expect(filterRanges('between', [at(1), { lo: 5, hi: 6 }])).toEqual({ lo: [1], hi: [6], nan: false });
  });
});
