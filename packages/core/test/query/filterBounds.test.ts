import { describe, expect, it } from 'vitest';
import { filterBounds } from '../../src/query/filterBounds.js';
import { date, num } from '../helpers/dataset.js';

const day = date('day', ['2015-07-04']);
const n = num('n', [1]);
const DAY = 86_400_000;

describe('filterBounds', () => {
  it('filterBounds(value, dateColumn, filter) reads a year, a month, a day or an instant', () => {
    const f = { column: 'day', op: '=' } as const;
    expect(filterBounds('2015', day, f, 'DMY')).toEqual({ lo: Date.UTC(2015, 0, 1), hi: Date.UTC(2016, 0, 1) - 1 });
    expect(filterBounds('2015-12', day, f, 'DMY')).toEqual({ lo: Date.UTC(2015, 11, 1), hi: Date.UTC(2016, 0, 1) - 1 });
    expect(filterBounds('2015-07-04', day, f, 'DMY')).toEqual({ lo: Date.UTC(2015, 6, 4), hi: Date.UTC(2015, 6, 4) + DAY - 1 });
    expect(filterBounds('04/07/2015', day, f, 'DMY').lo).toBe(Date.UTC(2015, 6, 4));
    expect(filterBounds('2015-07-04T12:30:00Z', day, f, 'DMY')).toEqual({ lo: Date.UTC(2015, 6, 4, 12, 30), hi: Date.UTC(2015, 6, 4, 12, 30) });
    expect(filterBounds(0, day, f, 'DMY')).toEqual({ lo: 0, hi: 0 });
  });

  it('filterBounds(value, column, filter) reads month and weekday names for parts, numbers elsewhere', () => {
    expect(filterBounds('jul', day, { column: 'day', op: '=', part: 'month' }, 'DMY')).toEqual({ lo: 7, hi: 7 });
    expect(filterBounds('Sunday', day, { column: 'day', op: '=', part: 'weekday' }, 'DMY')).toEqual({ lo: 7, hi: 7 });
    expect(filterBounds('2015', day, { column: 'day', op: '=', part: 'year' }, 'DMY')).toEqual({ lo: 2015, hi: 2015 });
    expect(filterBounds(' 2.5 ', n, { column: 'n', op: '>' }, 'DMY')).toEqual({ lo: 2.5, hi: 2.5 });
  });

  it('filterBounds(value, column, filter) throws INVALID_ARGUMENT for what is neither', () => {
    expect(() => filterBounds('ju', day, { column: 'day', op: '=', part: 'month' }, 'DMY')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => filterBounds('2015-13', day, { column: 'day', op: '=' }, 'DMY')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => filterBounds('', n, { column: 'n', op: '=' }, 'DMY')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => filterBounds(NaN, n, { column: 'n', op: '=' }, 'DMY')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
