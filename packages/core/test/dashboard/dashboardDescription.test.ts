import { describe, expect, it } from 'vitest';
import { dashboardDescription, isGeneratedDescription } from '../../src/dashboard/dashboardDescription.js';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { dataset, num } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows, publicCsvText } from '../helpers/publicCsv.js';

describe('dashboardDescription: the generated dashboard says its counts as every other screen does', () => {
  it('seattle-weather.csv: "Generated from 1,461 rows and 6 columns", never "1461 rows"', () => {
    // counted from the raw text: 1,461 data lines under a 6-name header
    expect(publicCsvRows('seattle-weather.csv')).toHaveLength(1461);
    expect(publicCsvText('seattle-weather.csv').split('\n')[0]!.split(',')).toHaveLength(6);
    const d = generateDashboard(publicCsv('seattle-weather.csv'));
    expect(d.description).toBe('Generated from 1,461 rows and 6 columns');
  });

  it('one row and one column read "1 row" and "1 column"', () => {
    expect(dashboardDescription(dataset(num('a', [5])))).toBe('Generated from 1 row and 1 column');
  });
});

describe('isGeneratedDescription: core\'s description follows the data, the user\'s is kept', () => {
  it('recognises what dashboardDescription writes', () => {
    expect(isGeneratedDescription(dashboardDescription(publicCsv('seattle-weather.csv')))).toBe(true);
    expect(isGeneratedDescription(dashboardDescription(dataset(num('a', [5]))))).toBe(true);
  });

  it('recognises the unformatted text dashboards were saved with before ("1461 rows")', () => {
    expect(isGeneratedDescription('Generated from 1461 rows and 6 columns')).toBe(true);
    expect(isGeneratedDescription('Generated from 400000 rows and 5 columns')).toBe(true);
    expect(isGeneratedDescription('Generated from 400,000 rows and 5 columns')).toBe(true);
  });

  it('keeps anything a user wrote, even when it starts alike', () => {
    for (const text of [
      'Q3 sales for the board',
      'Generated from 1461 rows and 6 columns — checked by Ana',
      'Generated from many rows and 6 columns',
      'Generated from 1,46 rows and 6 columns',
      'generated from 12 rows and 3 columns',
      '',
    ]) expect(isGeneratedDescription(text)).toBe(false);
  });
});
