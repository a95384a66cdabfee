import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { viewRowIndexes } from '../../src/explore/viewRowIndexes.js';

const ds = parseCsv('n,t\n3,a\n1,b\n2,a\n');

describe('viewRowIndexes', () => {
  it('viewRowIndexes(ds) is every row in file order', () => {
    expect([...viewRowIndexes(ds)]).toEqual([0, 1, 2]);
  });
  it('viewRowIndexes(ds, { search: \' \' }) of a blank search is every row, in a fresh array each call', () => {
    const a = viewRowIndexes(ds, { search: ' ' });
    expect(a).toBeInstanceOf(Uint32Array);
    expect([...a]).toEqual([0, 1, 2]);
    expect(viewRowIndexes(ds)).not.toBe(a);
  });
  it('viewRowIndexes(ds, { sort }) is the sort order; an unknown column is ignored', () => {
    expect([...viewRowIndexes(ds, { sort: { column: 'n', direction: 'asc' } })]).toEqual([1, 2, 0]);
    expect([...viewRowIndexes(ds, { sort: { column: 'zz', direction: 'asc' } })]).toEqual([0, 1, 2]);
  });
  it('viewRowIndexes(ds, { search, sort }) keeps only matches, in sort order', () => {
    expect([...viewRowIndexes(ds, { search: 'A', sort: { column: 'n', direction: 'desc' } })]).toEqual([0, 2]);
  });
});
