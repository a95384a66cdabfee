import { describe, expect, it } from 'vitest';
import { chooseTimeUnit } from '../../src/chart/chooseTimeUnit.js';
import { dataset, date, days, num } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('chooseTimeUnit', () => {
  it('chooseTimeUnit(ds, column) takes the finest unit with at most 150 buckets over the whole range', () => {
    // seattle-weather: 1,461 days > 150; 2012-01 … 2015-12 = 48 months
    expect(chooseTimeUnit(publicCsv('seattle-weather.csv'), 'date')).toBe('month');
    expect(chooseTimeUnit(dataset(date('d', days('2024-01-01', 150))), 'd')).toBe('day');
    // 151 days: 22 Monday weeks (2024-01-01 is a Monday; day 151 is 2024-05-30, in week 22)
    expect(chooseTimeUnit(dataset(date('d', days('2024-01-01', 151))), 'd')).toBe('week');
  });
  it('chooseTimeUnit(ds, column, max) follows max, and reads unsorted rows by their range', () => {
    expect(chooseTimeUnit(dataset(date('d', ['2024-12-31', '2020-01-01'])), 'd', 4)).toBe('year');
    expect(chooseTimeUnit(dataset(date('d', ['2024-12-31', '2020-01-01'])), 'd', 20)).toBe('quarter');
  });
  it('chooseTimeUnit(ds, column) is year for a year column and day for a column without times', () => {
    expect(chooseTimeUnit(dataset(num('Year', [1900, 2017])), 'Year')).toBe('year');
    expect(chooseTimeUnit(dataset(date('d', [''])), 'd')).toBe('day');
  });
});
