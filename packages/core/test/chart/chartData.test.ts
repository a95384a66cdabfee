import { describe, expect, it } from 'vitest';
import { chartData } from '../../src/chart/chartData.js';
import { dataset, date, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

describe('chartData', () => {
  it('chartData(ds, config) averages temp_max by month over the whole range, in time order', () => {
    const data = chartData(publicCsv('seattle-weather.csv'), { type: 'line', xAxis: 'date', yAxis: 'temp_max', title: '', aggregation: 'mean', unit: 'month' });
    expect(data).toHaveLength(48);
    expect(data.map((d) => d.label).slice(0, 3)).toEqual(['2012-01', '2012-02', '2012-03']);
    const jan = publicCsvRows('seattle-weather.csv').filter((r) => r[0]!.startsWith('2012-01')).map((r) => Number(r[2]));
    expect(data[0]!.value).toBeCloseTo(jan.reduce((a, b) => a + b, 0) / jan.length, 9);
  });

  it('a pie of counts or sums keeps its top slices and folds the rest into one, so the slices add up to every row (zipcodes by state)', () => {
    const rows = publicCsvRows('zipcodes.csv');
    const perState = new Map<string, number>();
    for (const r of rows) perState.set(r[4]!, (perState.get(r[4]!) ?? 0) + 1);
    const ranked = [...perState.values()].sort((a, b) => b - a);
    const data = chartData(publicCsv('zipcodes.csv'), { type: 'pie', xAxis: 'state', yAxis: null, title: '', aggregation: 'count' }, { limit: 5 });
    expect(data.map((d) => d.value)).toEqual([...ranked.slice(0, 5), ranked.slice(5).reduce((a, b) => a + b, 0)]);
    expect(data.at(-1)!.label).toBe(`Other (${perState.size - 5} more)`);
    // the folded slice says it is one (a chart greys it, issue 13); the named states do not
    expect(data.map((d) => d.rest === true)).toEqual([false, false, false, false, false, true]);
    expect(data.reduce((t, d) => t + d.value, 0)).toBe(rows.length);
    // every group fits: nothing folded; a pie of means (no parts) is never folded
    const weather = publicCsv('seattle-weather.csv');
    expect(chartData(weather, { type: 'pie', xAxis: 'weather', yAxis: null, title: '', aggregation: 'count' }, { limit: 5 }).map((d) => d.label)).not.toContainEqual(expect.stringMatching(/^Other/));
    expect(chartData(weather, { type: 'pie', xAxis: 'weather', yAxis: 'temp_max', title: '', aggregation: 'mean' }, { limit: 2 })).toHaveLength(2);
  });

  it('chartData(ds, config) with a series gives one line per symbol, never one spliced line', () => {
    const data = chartData(publicCsv('stocks.csv'), { type: 'line', xAxis: 'date', yAxis: 'price', title: '', aggregation: 'mean', unit: 'year', series: 'symbol' });
    const rows = publicCsvRows('stocks.csv');
    const msft2000 = rows.filter((r) => r[0] === 'MSFT' && r[1]!.endsWith('2000')).map((r) => Number(r[2]));
    expect(data.find((d) => d.series === 'MSFT' && d.label === '2000')!.value).toBeCloseTo(msft2000.reduce((a, b) => a + b, 0) / msft2000.length, 9);
    expect(new Set(data.map((d) => d.series))).toEqual(new Set(['AAPL', 'AMZN', 'GOOG', 'IBM', 'MSFT']));
    // labels never go back in time
    const labels = data.map((d) => d.label);
    expect([...labels].sort()).toEqual(labels);
  });

  it('chartData(ds, config, { maxSeries }) keeps the largest series by their aggregate over all rows', () => {
    const ds = dataset(
      date('d', ['2024-01-01', '2024-01-01', '2024-01-01', '2024-01-02', '2024-01-02', '2024-01-02']),
      str('k', ['a', 'b', 'c', 'a', 'b', 'c']),
      num('v', [1, 10, 5, 1, 10, 5]),
    );
    // totals: a 2, b 20, c 10 → the 2 largest are b and c
    const data = chartData(ds, { type: 'line', xAxis: 'd', yAxis: 'v', title: '', aggregation: 'sum', unit: 'day', series: 'k' }, { maxSeries: 2 });
    expect(data).toEqual([
      { label: '2024-01-01', value: 10, series: 'b' },
      { label: '2024-01-01', value: 5, series: 'c' },
      { label: '2024-01-02', value: 10, series: 'b' },
      { label: '2024-01-02', value: 5, series: 'c' },
    ]);
  });

  it('chartData(ds, config) leaves rows without a time off a time axis', () => {
    const ds = dataset(date('d', ['2024-01-01', '']), num('v', [1, 2]));
    expect(chartData(ds, { type: 'line', xAxis: 'd', yAxis: 'v', title: '', unit: 'day' })).toEqual([{ label: '2024-01-01', value: 1 }]);
  });

  it('chartData(ds, config) of a bar keeps the top 10 by value with the aggregation asked', () => {
    const ds = dataset(str('r', ['N', 'S', 'N']), num('t', [10, 4, 20]));
    // mean N = (10 + 20) / 2 = 15, S = 4
    expect(chartData(ds, { type: 'bar', xAxis: 'r', yAxis: 't', title: '', aggregation: 'mean' })).toEqual([
      { label: 'N', value: 15 },
      { label: 'S', value: 4 },
    ]);
  });
});
