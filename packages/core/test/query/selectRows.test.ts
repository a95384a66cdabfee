import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/query/selectRows.js';
import type { QueryFilter } from '../../src/query/types.js';
import { dataset, date, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

const ds = dataset(
  date('date', ['2015-01-05', '2015-01-20', '2015-07-04', '2016-07-10', '']),
  str('region', ['North', 'South', 'North', '', 'South']),
  num('units', [1, 2, null, 4, 5]),
);
const rows = (...filters: QueryFilter[]) => Array.from(selectRows(ds, filters) ?? []);

// Public CSVs are parsed here: seconds on a loaded machine.
describe('selectRows', { timeout: 60_000 }, () => {
  it('selectRows(ds, []) is null: every row', () => {
    expect(selectRows(ds, [])).toBeNull();
  });

  it('selectRows(ds, filters) compares text exactly; an empty cell meets only empty', () => {
    expect(rows({ column: 'region', op: '=', value: 'North' })).toEqual([0, 2]);
    expect(rows({ column: 'region', op: '=', value: 'north' })).toEqual([]);
    expect(rows({ column: 'region', op: '!=', value: 'North' })).toEqual([1, 4]);
    expect(rows({ column: 'region', op: 'in', value: ['North', 'South'] })).toEqual([0, 1, 2, 4]);
    expect(rows({ column: 'region', op: 'notIn', value: ['North'] })).toEqual([1, 4]);
    expect(rows({ column: 'region', op: 'empty' })).toEqual([3]);
    expect(rows({ column: 'region', op: 'notEmpty' })).toEqual([0, 1, 2, 4]);
  });

  it('selectRows(ds, filters) compares numbers; between is inclusive', () => {
    expect(rows({ column: 'units', op: '>', value: 2 })).toEqual([3, 4]);
    expect(rows({ column: 'units', op: '>=', value: '2' })).toEqual([1, 3, 4]);
    expect(rows({ column: 'units', op: '<', value: 2 })).toEqual([0]);
    expect(rows({ column: 'units', op: '<=', value: 2 })).toEqual([0, 1]);
    expect(rows({ column: 'units', op: 'between', value: [2, 4] })).toEqual([1, 3]);
    expect(rows({ column: 'units', op: '!=', value: 1 })).toEqual([1, 3, 4]);
    expect(rows({ column: 'units', op: 'empty' })).toEqual([2]);
  });

  it('selectRows(ds, filters) reads a date value as the whole period it names', () => {
    expect(rows({ column: 'date', op: '=', value: '2015' })).toEqual([0, 1, 2]);
    expect(rows({ column: 'date', op: '=', value: '2015-01' })).toEqual([0, 1]);
    expect(rows({ column: 'date', op: '=', value: '2015-01-20' })).toEqual([1]);
    expect(rows({ column: 'date', op: '<', value: '2015-07-04' })).toEqual([0, 1]);
    expect(rows({ column: 'date', op: '<=', value: '2015-07-04' })).toEqual([0, 1, 2]);
    expect(rows({ column: 'date', op: '>', value: '2015-07' })).toEqual([3]);
    expect(rows({ column: 'date', op: 'between', value: ['2015-01-06', '2016'] })).toEqual([1, 2, 3]);
  });

  it('selectRows(ds, filters) compares calendar parts of a time column', () => {
    expect(rows({ column: 'date', part: 'year', op: '=', value: 2016 })).toEqual([3]);
    expect(rows({ column: 'date', part: 'month', op: 'in', value: ['Jan', 7] })).toEqual([0, 1, 2, 3]);
    expect(rows({ column: 'date', part: 'weekday', op: '=', value: 'Monday' })).toEqual([0]); // 2015-01-05
    expect(rows({ column: 'date', part: 'day', op: '>=', value: 10 })).toEqual([1, 3]);
    expect(rows({ column: 'date', part: 'quarter', op: '=', value: 3 })).toEqual([2, 3]);
  });

  it('selectRows(ds, filters) ands the filters', () => {
    expect(rows({ column: 'region', op: '=', value: 'North' }, { column: 'date', part: 'month', op: '=', value: 7 })).toEqual([2]);
  });

  it('selectRows(disasters, filters) compares a year column read as years', () => {
    const disasters = publicCsv('disasters.csv');
    const picked = selectRows(disasters, [{ column: 'Year', part: 'year', op: '=', value: 1900 }])!;
    const plain = selectRows(disasters, [{ column: 'Year', op: '=', value: 1900 }])!;
    expect(Array.from(picked)).toEqual(Array.from(plain));
    expect(picked.length).toBeGreaterThan(0);
  });

  it('selectRows(ds, filters) throws INVALID_ARGUMENT for a filter that does not fit its column', () => {
    const bad: QueryFilter[] = [
      { column: 'region', op: '>', value: 'a' },
      { column: 'region', op: '=', part: 'year', value: 2015 },
      { column: 'units', op: '=', part: 'year', value: 2015 },
      { column: 'units', op: '=', value: 'many' },
      { column: 'date', op: '=', value: 'soon' },
      { column: 'units', op: 'between', value: [1] },
      { column: 'units', op: '=' },
      { column: 'units', op: 'like' as '=', value: 1 },
    ];
    for (const f of bad) expect(() => selectRows(ds, [f]), JSON.stringify(f)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => selectRows(ds, [{ column: 'nope', op: '=', value: 1 }])).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });
});
