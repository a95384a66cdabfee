import { describe, expect, it } from 'vitest';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { withChartChoice } from '../../src/chart/withChartChoice.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('withChartChoice', () => {
  const weather = publicCsv('seattle-weather.csv');
  const stocks = publicCsv('stocks.csv');

  it('withChartChoice(ds, config, { yAxis }) brings the measure its own aggregation and renames the chart', () => {
    expect(withChartChoice(weather, defaultChartConfig(weather), { yAxis: 'temp_max' })).toMatchObject({ yAxis: 'temp_max', aggregation: 'mean', unit: 'month', title: 'mean temp_max by month' });
  });
  it('withChartChoice(ds, config, { aggregation }) keeps the value and uses the chosen aggregation', () => {
    expect(withChartChoice(weather, defaultChartConfig(weather), { aggregation: 'max' }).title).toBe('max precipitation by month');
  });
  it('withChartChoice(ds, config, { xAxis }) drops time buckets and series off a time axis', () => {
    const bySymbol = withChartChoice(stocks, defaultChartConfig(stocks), { xAxis: 'symbol' });
    expect(bySymbol).toEqual({ type: 'line', xAxis: 'symbol', yAxis: 'price', aggregation: 'mean', title: 'mean price by symbol' });
  });
  it('withChartChoice(ds, config, { series: null }) joins the lines only when asked, and a series can be set back', () => {
    const one = withChartChoice(stocks, defaultChartConfig(stocks), { series: null });
    expect(one.series).toBeUndefined();
    expect(one.title).toBe('mean price by month');
    expect(withChartChoice(stocks, one, { series: 'symbol' }).series).toBe('symbol');
  });
  it('withChartChoice(ds, config, { yAxis: null }) counts rows', () => {
    expect(withChartChoice(weather, defaultChartConfig(weather), { yAxis: null })).toMatchObject({ yAxis: null, aggregation: 'count', title: 'count of rows by month' });
  });
  it('withChartChoice(ds, config, choice) throws UNKNOWN_COLUMN for an unknown column', () => {
    expect(() => withChartChoice(weather, defaultChartConfig(weather), { series: 'nope' })).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });
});
