import { describe, expect, it } from 'vitest';
import { pickCategory } from '../../src/roles/pickCategory.js';
import { dataset, num } from '../helpers/dataset.js';
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
});
