import { describe, expect, it } from 'vitest';
import { compileFilters } from '../../src/chat/compileFilters.js';
import { readQuestion } from '../../src/chat/readQuestion.js';
import { publicCsv } from '../helpers/publicCsv.js';
import { sales } from './fixture.js';

const filters = (q: string, ds = sales) => compileFilters(readQuestion(ds, q));

// Public CSVs are parsed here: seconds on a loaded machine.
describe('compileFilters', { timeout: 60_000 }, () => {
  it('compileFilters(reading) turns values into equality filters, "or" into one list, "not" into a negation', () => {
    expect(filters('sales for North')).toEqual([{ column: 'region', op: '=', value: 'North' }]);
    expect(filters('sales for North or South')).toEqual([{ column: 'region', op: 'in', value: ['North', 'South'] }]);
    expect(filters('sales not North')).toEqual([{ column: 'region', op: '!=', value: 'North' }]);
    expect(filters('sales where region = South')).toEqual([{ column: 'region', op: '=', value: 'South' }]);
    expect(filters('sales for North and South')).toMatch(/cannot be North and South at once/);
  });

  it('compileFilters(reading) binds a comparison to the column before it, or after the number', () => {
    expect(filters('rows with sales over 20')).toEqual([{ column: 'sales', op: '>', value: 20 }]);
    expect(filters('rows with at least 20 sales')).toEqual([{ column: 'sales', op: '>=', value: 20 }]);
    expect(filters('temp between -2 and 3.5')).toEqual([{ column: 'temp', op: 'between', value: [-2, 3.5] }]);
    expect(filters('rows over 20')).toMatch(/which column/);
    expect(filters('region over 20')).toMatch(/region holds text/);
  });

  it('compileFilters(reading) reads years, months, dates, weekdays, quarters, decades and ranges on the time column', () => {
    expect(filters('sales in 2015')).toEqual([{ column: 'day', part: 'year', op: '=', value: 2015 }]);
    expect(filters('sales in July 2016')).toEqual([
      { column: 'day', part: 'year', op: '=', value: 2016 },
      { column: 'day', part: 'month', op: '=', value: 7 },
    ]);
    expect(filters('sales in June or July')).toEqual([{ column: 'day', part: 'month', op: 'in', value: [6, 7] }]);
    expect(filters('sales on 2016-12-31')).toEqual([{ column: 'day', op: '=', value: '2016-12-31' }]);
    expect(filters('sales on weekends in Q3')).toEqual([
      { column: 'day', part: 'weekday', op: 'in', value: [6, 7] },
      { column: 'day', part: 'quarter', op: '=', value: 3 },
    ]);
    expect(filters('sales since 2016')).toEqual([{ column: 'day', op: '>=', value: '2016' }]);
    expect(filters('sales from 2015 to 2016')).toEqual([{ column: 'day', op: 'between', value: ['2015', '2016'] }]);
    expect(filters('sales in the 2010s')).toEqual([{ column: 'day', op: 'between', value: ['2010', '2019'] }]);
  });

  it('compileFilters(reading) compares a year column as numbers', () => {
    const disasters = publicCsv('disasters.csv');
    expect(filters('deaths in 2000', disasters)).toEqual([{ column: 'Year', op: '=', value: 2000 }]);
    expect(filters('deaths from 1990 to 1999', disasters)).toEqual([{ column: 'Year', op: 'between', value: [1990, 1999] }]);
    // No row has 1,990 to 1,999 deaths, but there are years 1990 to 1999: the years
    expect(filters('deaths between 1990 and 1999', disasters)).toEqual([{ column: 'Year', op: 'between', value: [1990, 1999] }]);
    // sp500 has prices from 1,000 to 2,000 and the year 2000: either reading has rows
    expect(filters('price between 1000 and 2000', publicCsv('sp500.csv'))).toMatch(/could be years or values of price/);
    expect(filters('average temp_max between 2013 and 2014', publicCsv('seattle-weather.csv'))).toEqual([{ column: 'date', op: 'between', value: ['2013', '2014'] }]);
    expect(filters('deaths in July', disasters)).toMatch(/holds years only/);
  });

  it('compileFilters(reading) refuses a time condition without a time column and an ambiguous value', () => {
    expect(filters('latitude in 2015', publicCsv('airports.csv'))).toMatch(/no date or year column/);
  });
});
