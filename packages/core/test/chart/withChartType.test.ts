import { describe, expect, it } from 'vitest';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { withChartType } from '../../src/chart/withChartType.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('withChartType', () => {
  const stocks = publicCsv('stocks.csv');
  const weather = publicCsv('seattle-weather.csv');

  it('withChartType(ds, config, "area") keeps the axes and the series', () => {
    expect(withChartType(stocks, defaultChartConfig(stocks), 'area')).toMatchObject({ type: 'area', series: 'symbol', unit: 'month' });
  });
  it('withChartType(ds, config, "bar") bars the series instead of averaging symbols into one bar per month', () => {
    expect(withChartType(stocks, defaultChartConfig(stocks), 'bar')).toEqual({ type: 'bar', xAxis: 'symbol', yAxis: 'price', aggregation: 'mean', title: 'mean price by symbol' });
  });
  it('withChartType(ds, config, "bar") keeps bars over time when there is no series', () => {
    expect(withChartType(weather, defaultChartConfig(weather), 'bar')).toMatchObject({ type: 'bar', xAxis: 'date', unit: 'month', title: 'sum precipitation by month' });
  });
  it('withChartType(ds, config, "pie") slices the category, never time, and only a sum or a count', () => {
    expect(withChartType(weather, defaultChartConfig(weather), 'pie')).toEqual({ type: 'pie', xAxis: 'weather', yAxis: 'precipitation', aggregation: 'sum', title: 'sum precipitation by weather' });
    // mean prices do not add up to a whole: the pie counts rows per symbol
    expect(withChartType(stocks, defaultChartConfig(stocks), 'pie')).toEqual({ type: 'pie', xAxis: 'symbol', yAxis: null, aggregation: 'count', title: 'count of rows by symbol' });
  });
});
