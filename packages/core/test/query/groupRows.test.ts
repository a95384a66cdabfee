import { describe, expect, it } from 'vitest';
import { groupRows } from '../../src/query/groupRows.js';
import { dataset, date, num, str } from '../helpers/dataset.js';

const ds = dataset(date('d', ['2015-07-04', '2016-01-01', '', '2015-12-31']), str('w', ['sun', 'rain', 'sun', '']), num('n', [1, 2, 3, 4]));

describe('groupRows', () => {
  it('groupRows(ds, keys, rows) numbers groups by first appearance', () => {
    const g = groupRows(ds, [{ column: 'w' }], null);
    expect(Array.from(g.groupOf)).toEqual([0, 1, 0, 2]);
    expect(g.labels).toEqual([['sun'], ['rain'], [null]]);
    expect(g.sortKeys).toEqual([['sun'], ['rain'], [Infinity]]);
  });

  it('groupRows(ds, keys, rows) buckets a time by unit; rows without a time form the null group', () => {
    const g = groupRows(ds, [{ column: 'd', unit: 'year' }], null);
    expect(g.labels).toEqual([['2015'], ['2016'], [null]]);
    expect(Array.from(g.groupOf)).toEqual([0, 1, 2, 0]);
  });

  it('groupRows(ds, keys, rows) groups only the listed rows, by two keys', () => {
    const g = groupRows(ds, [{ column: 'w' }, { column: 'd', unit: 'month' }], Int32Array.of(0, 2, 3));
    expect(g.labels).toEqual([['sun', '2015-07'], ['sun', null], [null, '2015-12']]);
  });

  it('groupRows(ds, keys, rows) throws INVALID_ARGUMENT for a unit on a column that is not a time', () => {
    expect(() => groupRows(ds, [{ column: 'n', unit: 'year' }], null)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => groupRows(ds, [{ column: 'w', unit: 'year' }], null)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
