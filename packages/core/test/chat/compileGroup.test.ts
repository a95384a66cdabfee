import { describe, expect, it } from 'vitest';
import { compileGroup } from '../../src/chat/compileGroup.js';
import { readQuestion } from '../../src/chat/readQuestion.js';
import { publicCsv } from '../helpers/publicCsv.js';
import { sales } from './fixture.js';

const group = (q: string, ds = sales) => compileGroup(readQuestion(ds, q));

// Public CSVs are parsed here: seconds on a loaded machine.
describe('compileGroup', { timeout: 60_000 }, () => {
  it('compileGroup(reading) reads "by", "per", "for each" and "monthly" as a listing', () => {
    expect(group('sales by region')).toEqual({ key: { column: 'region' }, via: 'by' });
    expect(group('sales per month')).toEqual({ key: { column: 'day', unit: 'month' }, via: 'by' });
    expect(group('sales for each region')).toEqual({ key: { column: 'region' }, via: 'by' });
    expect(group('monthly sales')).toEqual({ key: { column: 'day', unit: 'month' }, via: 'by' });
    expect(group('sales by day of the week')).toEqual({ key: { column: 'day', unit: 'weekday' }, via: 'by' });
  });

  it('compileGroup(reading) reads "which X", "in which year" and a leading "when" as the top group', () => {
    expect(group('which region has the highest sales')).toEqual({ key: { column: 'region' }, via: 'rank' });
    expect(group('in which year were sales highest')).toEqual({ key: { column: 'day', unit: 'year' }, via: 'rank' });
    expect(group('when were sales highest')).toEqual({ key: { column: 'day' }, via: 'rank' });
    expect(group('average temp when region is North')).toBeNull();
  });

  it('compileGroup(reading) reads "by <measure>" as an order', () => {
    expect(group('top 2 regions by sales')).toEqual({ via: 'by', orderBy: 'sales' });
  });

  it('compileGroup(reading) refuses to group by an identifier, except to find the one row with the top value', () => {
    const zip = publicCsv('zipcodes.csv');
    expect(group('average latitude by zip_code', zip)).toMatch(/identifies rows/);
    const gapminder = publicCsv('gapminder-health-income.csv');
    expect(group('which country has the highest income', gapminder)).toEqual({ key: { column: 'country' }, via: 'rank' });
    expect(group('average income by country', gapminder)).toMatch(/identifies rows/);
  });

  it('compileGroup(reading) buckets a year column only by year', () => {
    const disasters = publicCsv('disasters.csv');
    expect(group('deaths per year', disasters)).toEqual({ key: { column: 'Year' }, via: 'by' });
    expect(group('deaths per month', disasters)).toMatch(/holds years only/);
  });
});
