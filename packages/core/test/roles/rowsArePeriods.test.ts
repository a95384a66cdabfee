import { describe, expect, it } from 'vitest';
import { rowsArePeriods } from '../../src/roles/rowsArePeriods.js';
import { dataset, date, days, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('rowsArePeriods', () => {
  it('rowsArePeriods(ds, time) is true for a daily log (seattle-weather), trading days (sp500) and monthly or yearly figures', () => {
    expect(rowsArePeriods(publicCsv('seattle-weather.csv'), 'date')).toBe(true);
    // weekends skipped: 4 of 5 gaps are one day
    expect(rowsArePeriods(publicCsv('sp500-2000.csv'), 'date')).toBe(true);
    expect(rowsArePeriods(publicCsv('us-employment.csv'), 'month')).toBe(true);
    expect(rowsArePeriods(publicCsv('global-temp.csv'), 'year')).toBe(true);
  });

  it('rowsArePeriods(ds, time) is false for several rows a date, a series key, or dates at irregular gaps', () => {
    // stocks: five symbols a month (a series key); iowa-electricity: several sources a year
    expect(rowsArePeriods(publicCsv('stocks.csv'), 'date')).toBe(false);
    expect(rowsArePeriods(publicCsv('iowa-electricity.csv'), 'year')).toBe(false);
    // 40 orders on 40 different days of a quarter: day (i × 7) mod 90, so gaps of 1 to 6 days — events, not a log
    const orders = dataset(str('region', Array.from({ length: 40 }, (_, i) => ['N', 'S'][i % 2]!)), num('amount', Array.from({ length: 40 }, () => 1)), date('order_date', Array.from({ length: 40 }, (_, i) => days('2024-01-01', 90)[(i * 7) % 90]!)));
    expect(rowsArePeriods(orders, 'order_date')).toBe(false);
    const twice = dataset(num('x', [1, 2, 3, 4]), date('day', ['2024-01-01', '2024-01-02', '2024-01-02', '2024-01-03']));
    expect(rowsArePeriods(twice, 'day')).toBe(false);
  });

  it('rowsArePeriods(ds, time) is false for times of day, and for fewer than three dates', () => {
    const stamped = dataset(num('x', [1, 2, 3]), date('at', ['2024-01-01T09:00:00Z', '2024-01-02T09:00:00Z', '2024-01-03T09:00:00Z']));
    expect(rowsArePeriods(stamped, 'at')).toBe(false);
    expect(rowsArePeriods(dataset(num('x', [1, 2]), date('day', ['2024-01-01', '2024-01-02'])), 'day')).toBe(false);
    expect(rowsArePeriods(dataset(num('x', [1, 2, 3]), date('day', ['2024-01-01', '2024-01-02', '2024-01-03'])), 'day')).toBe(true);
  });
});
