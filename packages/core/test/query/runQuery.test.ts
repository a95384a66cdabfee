import { csvParse } from 'd3-dsv';
import { describe, expect, it } from 'vitest';
import { runQuery } from '../../src/query/runQuery.js';
import { dataset, date, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvText } from '../helpers/publicCsv.js';

// Five rows; 2015-01-05 is a Monday, 2016-07-10 a Sunday.
const ds = dataset(
  date('date', ['2015-01-05', '2015-01-20', '2015-07-04', '2016-07-10', '2016-12-31']),
  str('region', ['North', 'South', 'North', '', 'South']),
  num('sales', [10, 20, 30, 40, null]),
  num('units', [1, 2, null, 4, 5]),
);

// Public CSVs are parsed here: seconds on a loaded machine.
describe('runQuery', { timeout: 60_000 }, () => {
  it('runQuery(ds) counts rows', () => {
    expect(runQuery(ds)).toEqual({ groups: [{ keys: [], value: 5, rows: 5, used: 5 }], groupCount: 1, rowCount: 5, matched: 5, used: 5, value: 5 });
  });

  it('runQuery(ds, { aggregate }) computes each aggregate over the values, empty cells skipped', () => {
    const of = (op: 'sum' | 'mean' | 'median' | 'min' | 'max' | 'count' | 'distinct' | 'mode', column: string) => runQuery(ds, { aggregate: { op, column } }).value;
    expect(of('sum', 'sales')).toBe(100); // 10 + 20 + 30 + 40
    expect(of('mean', 'sales')).toBe(25); // 100 / 4
    expect(of('median', 'sales')).toBe(25); // (20 + 30) / 2
    expect(of('min', 'sales')).toBe(10);
    expect(of('max', 'sales')).toBe(40);
    expect(of('count', 'sales')).toBe(4);
    expect(of('count', 'region')).toBe(4);
    expect(of('distinct', 'region')).toBe(2); // North, South
    expect(of('mode', 'region')).toBe('North'); // North 2, South 2: the first met wins
    expect(of('mode', 'units')).toBe(1); // all once: the first met
    // h = (4 − 1) × 0.9 = 2.7 → 30 + 0.7 × (40 − 30) = 37
    expect(runQuery(ds, { aggregate: { op: 'percentile', column: 'sales', p: 0.9 } }).value).toBe(37);
    expect(runQuery(ds, { aggregate: { op: 'min', column: 'date' } }).value).toBe(Date.UTC(2015, 0, 5));
  });

  it('runQuery(ds, { filters }) keeps the rows that meet every filter and says how many were used', () => {
    const r = runQuery(ds, { filters: [{ column: 'date', part: 'year', op: '=', value: 2015 }], aggregate: { op: 'mean', column: 'sales' } });
    expect(r).toMatchObject({ value: 20, matched: 3, used: 3, rowCount: 5 }); // (10 + 20 + 30) / 3
    const july = runQuery(ds, { filters: [{ column: 'date', part: 'month', op: '=', value: 'July' }], aggregate: { op: 'sum', column: 'sales' } });
    expect(july).toMatchObject({ value: 70, matched: 2 }); // 30 + 40
    const units = runQuery(ds, { filters: [{ column: 'units', op: '>', value: 1 }, { column: 'region', op: '=', value: 'South' }], aggregate: { op: 'sum', column: 'sales' } });
    expect(units).toMatchObject({ value: 20, matched: 2, used: 1 }); // rows 2 and 5; only row 2 has sales
  });

  it('runQuery(ds, { groupBy }) groups by a column, highest value first, empty cells as the null key', () => {
    // North 10 + 30 = 40, (empty) 40, South 20: North and (empty) tie, North came first
    expect(runQuery(ds, { groupBy: ['region'], aggregate: { op: 'sum', column: 'sales' } }).groups).toEqual([
      { keys: ['North'], value: 40, rows: 2, used: 2 },
      { keys: [null], value: 40, rows: 1, used: 1 },
      { keys: ['South'], value: 20, rows: 2, used: 1 },
    ]);
  });

  it('runQuery(ds, { groupBy }) buckets a time column by a unit, in time order', () => {
    const byYear = runQuery(ds, { groupBy: [{ column: 'date', unit: 'year' }], aggregate: { op: 'sum', column: 'sales' } });
    expect(byYear.groups.map((g) => [g.keys[0], g.value])).toEqual([['2015', 60], ['2016', 40]]);
    const byMonth = runQuery(ds, { groupBy: [{ column: 'date', unit: 'monthOfYear' }] });
    expect(byMonth.groups.map((g) => [g.keys[0], g.value])).toEqual([['January', 2], ['July', 2], ['December', 1]]);
    const byWeekday = runQuery(ds, { groupBy: [{ column: 'date', unit: 'weekday' }], limit: 1 });
    expect(byWeekday.groups[0]).toMatchObject({ keys: ['Monday'], value: 1 });
  });

  it('runQuery(ds, { groupBy }) groups by two keys', () => {
    const r = runQuery(ds, { groupBy: ['region', { column: 'date', unit: 'year' }], sort: { by: 'key' } });
    expect(r.groups.map((g) => [...g.keys, g.value])).toEqual([
      ['North', '2015', 2],
      ['South', '2015', 1],
      ['South', '2016', 1],
      [null, '2016', 1],
    ]);
  });

  it('runQuery(ds, { sort, limit }) orders the groups and keeps the top N', () => {
    const q = { groupBy: ['region'], aggregate: { op: 'sum', column: 'sales' } } as const;
    expect(runQuery(ds, { ...q, sort: { by: 'value', direction: 'asc' }, limit: 1 }).groups[0]!.keys).toEqual(['South']);
    expect(runQuery(ds, { ...q, sort: { by: 'key' } }).groups.map((g) => g.keys[0])).toEqual(['North', 'South', null]);
    expect(runQuery(ds, { ...q, sort: { by: 'appearance' } }).groups.map((g) => g.keys[0])).toEqual(['North', 'South', null]);
    const top = runQuery(ds, { ...q, limit: 2 });
    expect(top.groups).toHaveLength(2);
    expect(top.groupCount).toBe(3);
  });

  it('runQuery(ds, query) gives null for a mean of no values and 0 for their sum', () => {
    const none = [{ column: 'region', op: '=', value: 'West' }] as const;
    expect(runQuery(ds, { filters: none, aggregate: { op: 'mean', column: 'sales' } })).toMatchObject({ value: null, matched: 0, used: 0 });
    expect(runQuery(ds, { filters: none, aggregate: { op: 'sum', column: 'sales' } }).value).toBe(0);
    expect(runQuery(ds, { filters: none, groupBy: ['region'] }).groups).toEqual([]);
  });

  it('runQuery(ds, query) throws UNKNOWN_COLUMN and INVALID_ARGUMENT for a query that does not fit', () => {
    expect(() => runQuery(ds, { groupBy: ['nope'] })).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
    expect(() => runQuery(ds, { aggregate: { op: 'sum', column: 'region' } })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => runQuery(ds, { aggregate: { op: 'mean' } })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => runQuery(ds, { limit: -1 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => runQuery(ds, { sort: { by: 'size' as 'key' } })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('runQuery(weather, query) agrees with a plain loop over d3-dsv rows of seattle-weather.csv', () => {
    const rows = csvParse(publicCsvText('seattle-weather.csv'));
    const weather = publicCsv('seattle-weather.csv');
    const y2015 = rows.filter((r) => r.date!.startsWith('2015'));
    const mean = y2015.reduce((s, r) => s + Number(r.temp_max), 0) / y2015.length;
    const r = runQuery(weather, { filters: [{ column: 'date', part: 'year', op: '=', value: 2015 }], aggregate: { op: 'mean', column: 'temp_max' } });
    expect(r.value).toBeCloseTo(mean, 10);
    expect(r.matched).toBe(y2015.length);
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.weather!, (counts.get(row.weather!) ?? 0) + 1);
    const byWeather = runQuery(weather, { groupBy: ['weather'] }).groups;
    expect(byWeather.map((g) => [g.keys[0], g.value])).toEqual([...counts].sort((a, b) => b[1] - a[1]));
  });

  it('runQuery(stocks, query) filters one symbol of stocks.csv', () => {
    const rows = csvParse(publicCsvText('stocks.csv')).filter((r) => r.symbol === 'AAPL');
    const mean = rows.reduce((s, r) => s + Number(r.price), 0) / rows.length;
    const r = runQuery(publicCsv('stocks.csv'), { filters: [{ column: 'symbol', op: '=', value: 'AAPL' }], aggregate: { op: 'mean', column: 'price' } });
    expect(r.value).toBeCloseTo(mean, 10);
    expect(r.used).toBe(rows.length);
  });
});
