import { describe, expect, it } from 'vitest';
import { columnTimes } from '../../src/roles/columnTimes.js';
import { dataset, date, num, str, valuesOf } from '../helpers/dataset.js';

describe('columnTimes', () => {
  it('columnTimes(ds, name) of a date column is its values', () => {
    const ds = dataset(date('d', ['2024-03-01']));
    expect(columnTimes(ds, 'd')).toBe(valuesOf(ds.column('d')));
  });
  it('columnTimes(ds, name) reads whole numbers as 1 January of that year, UTC, and the rest as NaN', () => {
    const times = columnTimes(dataset(num('y', [1900, 2024, 2024.5, null])), 'y');
    // 1900-01-01 is 25,567 days before 1970-01-01: 70 years × 365 + 17 leap days (1904…1968)
    expect([...times]).toEqual([-25_567 * 86_400_000, Date.UTC(2024, 0, 1), NaN, NaN]);
  });
  it('columnTimes(ds, name) builds the year array once', () => {
    const ds = dataset(num('y', [2000]));
    expect(columnTimes(ds, 'y')).toBe(columnTimes(ds, 'y'));
  });
  it('columnTimes(ds, name) throws INVALID_ARGUMENT for text', () => {
    expect(() => columnTimes(dataset(str('s', ['x'])), 's')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
