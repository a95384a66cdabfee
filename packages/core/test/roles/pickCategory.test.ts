import { describe, expect, it } from 'vitest';
import { defaultCategories, pickCategory } from '../../src/roles/pickCategory.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('pickCategory', () => {
  it('pickCategory(ds) takes the first category with at most 50 values', () => {
    expect(pickCategory(publicCsv('seattle-weather.csv'))?.column).toBe('weather');
    expect(pickCategory(publicCsv('gapminder-health-income.csv'))?.column).toBe('region');
  });
  it('pickCategory(ds) takes the category with the fewest values when none has 50 or fewer', () => {
    // zipcodes: city over 10,000 values, state 59, county 1,929
    expect(pickCategory(publicCsv('zipcodes.csv'))?.column).toBe('state');
  });
  it('pickCategory(ds) falls back to the series key, and is undefined without either', () => {
    expect(pickCategory(publicCsv('stocks.csv'))?.column).toBe('symbol');
    expect(pickCategory(dataset(num('v', [1])))).toBeUndefined();
  });
  it('pickCategory(ds) takes an id-like category only when no other exists', () => {
    // customer_id and region both have 2 values; customer_id comes first in the file
    const ds = dataset(str('customer_id', ['c1', 'c2', 'c1']), str('region', ['N', 'S', 'S']), num('v', [1, 2, 3]));
    expect(pickCategory(ds)?.column).toBe('region');
    expect(defaultCategories(ds).map((r) => r.column)).toEqual(['region', 'customer_id']);
    expect(pickCategory(dataset(str('customer_id', ['c1', 'c2', 'c1']), num('v', [1, 2, 3])))?.column).toBe('customer_id');
  });
});
