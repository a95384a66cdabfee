import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { sortPermutation } from '../../src/explore/sortPermutation.js';

describe('sortPermutation', () => {
  it('sortPermutation(ds, column, direction) is cached per Dataset, column and direction', () => {
    const ds = parseCsv('n\n3\n1\n2\n');
    const asc = sortPermutation(ds, 0, 'asc');
    expect([...asc]).toEqual([1, 2, 0]);
    expect(sortPermutation(ds, 0, 'asc')).toBe(asc);
    expect([...sortPermutation(ds, 0, 'desc')]).toEqual([0, 2, 1]);
  });
  it('sortPermutation(ds, column, direction) puts empty text last in both directions', () => {
    const ds = parseCsv('s,k\nb,1\n,2\na,3\n');
    expect([...sortPermutation(ds, 0, 'asc')]).toEqual([2, 0, 1]);
    expect([...sortPermutation(ds, 0, 'desc')]).toEqual([0, 2, 1]);
  });
});
