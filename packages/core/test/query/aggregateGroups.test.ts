import { describe, expect, it } from 'vitest';
import { aggregateGroups } from '../../src/query/aggregateGroups.js';
import { dataset, date, num, str } from '../helpers/dataset.js';

const ds = dataset(num('v', [0.1, 0.2, 5, null, 3]), str('w', ['b', 'a', 'a', 'b', '']), date('d', ['2015-01-02', '', '2015-01-01', '2015-01-02', '2015-01-03']));
const groupOf = Int32Array.of(0, 0, 1, 1, 1);

describe('aggregateGroups', () => {
  it('aggregateGroups(ds, agg, rows, groupOf, groups) sums with compensation and counts values used', () => {
    const r = aggregateGroups(ds, { op: 'sum', column: 'v' }, null, groupOf, 2);
    expect(r.values).toEqual([0.1 + 0.2, 8]); // 5 + 3; the empty cell is not used
    expect(Array.from(r.used)).toEqual([2, 2]);
    // Ten times 0.1 adds up to 0.9999999999999999 in a plain loop; compensated, to 1.
    const tenths = dataset(num('x', Array.from({ length: 10 }, () => 0.1)));
    expect(aggregateGroups(tenths, { op: 'sum', column: 'x' }, null, new Int32Array(10), 1).values).toEqual([1]);
    expect(aggregateGroups(tenths, { op: 'mean', column: 'x' }, null, new Int32Array(10), 1).values).toEqual([0.1]);
  });

  it('aggregateGroups(ds, agg, rows, groupOf, groups) takes median and percentiles per group', () => {
    expect(aggregateGroups(ds, { op: 'median', column: 'v' }, null, groupOf, 2).values).toEqual([0.15000000000000002, 4]);
    // group 1: [5, 3] sorted [3, 5]; p 0.25 → h = 0.25 → 3 + 0.25 × 2 = 3.5
    expect(aggregateGroups(ds, { op: 'percentile', column: 'v', p: 0.25 }, null, groupOf, 2).values[1]).toBe(3.5);
    expect(() => aggregateGroups(ds, { op: 'percentile', column: 'v', p: 90 }, null, groupOf, 2)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('aggregateGroups(ds, agg, rows, groupOf, groups) counts distinct values and finds the mode, empty skipped', () => {
    expect(aggregateGroups(ds, { op: 'distinct', column: 'w' }, null, groupOf, 2).values).toEqual([2, 2]);
    expect(aggregateGroups(ds, { op: 'mode', column: 'w' }, null, groupOf, 2).values).toEqual(['b', 'a']); // ties: first met
    expect(aggregateGroups(ds, { op: 'mode', column: 'd' }, null, Int32Array.of(0, 0, 0, 0, 0), 1).values).toEqual(['2015-01-02']);
    expect(aggregateGroups(ds, { op: 'count', column: 'w' }, null, groupOf, 2).values).toEqual([2, 2]);
  });

  it('aggregateGroups(ds, agg, rows, groupOf, groups) reads only the listed rows', () => {
    expect(aggregateGroups(ds, { op: 'max', column: 'v' }, Int32Array.of(1, 4), Int32Array.of(0, 0), 1).values).toEqual([3]);
    expect(aggregateGroups(ds, { op: 'min', column: 'v' }, Int32Array.of(3), Int32Array.of(0), 1).values).toEqual([null]);
  });

  it('aggregateGroups(ds, agg, rows, groupOf, groups) throws INVALID_ARGUMENT for an unknown or unfit aggregate', () => {
    expect(() => aggregateGroups(ds, { op: 'avg' as 'mean', column: 'v' }, null, groupOf, 2)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => aggregateGroups(ds, { op: 'median', column: 'w' }, null, groupOf, 2)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
