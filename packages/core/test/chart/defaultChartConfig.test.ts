import { describe, expect, it } from 'vitest';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

const uuid = (i: number) => `${String(i).padStart(8, '0')}-1111-4222-8333-444444444444`;

describe('defaultChartConfig', () => {
  it('defaultChartConfig(orders) never groups by a unique order id: it bars the amount by region', () => {
    const n = 30;
    const orders = dataset(
      str('order_id', Array.from({ length: n }, (_, i) => uuid(i))),
      str('region', Array.from({ length: n }, (_, i) => ['North', 'South', 'East'][i % 3]!)),
      num('quantity', Array.from({ length: n }, (_, i) => 1 + (i % 4))),
      num('amount', Array.from({ length: n }, (_, i) => 10.5 * (1 + (i % 7)))),
    );
    // amount is the money measure that adds up, so it is shown before quantity
    expect(defaultChartConfig(orders)).toEqual({ type: 'bar', xAxis: 'region', yAxis: 'amount', aggregation: 'sum', title: 'sum amount by region' });
  });

  it('defaultChartConfig(disasters) never sums Year: a line of Deaths by year, one line per Entity', () => {
    expect(defaultChartConfig(publicCsv('disasters.csv'))).toEqual({
      type: 'line', xAxis: 'Year', yAxis: 'Deaths', aggregation: 'sum', unit: 'year', series: 'Entity', title: 'sum Deaths by year, one line per Entity',
    });
  });

  it('defaultChartConfig(stocks) averages price by month, one line per symbol, never spliced', () => {
    // Jan 2000 … Mar 2010 is 123 months ≤ 150
    expect(defaultChartConfig(publicCsv('stocks.csv'))).toEqual({
      type: 'line', xAxis: 'date', yAxis: 'price', aggregation: 'mean', unit: 'month', series: 'symbol', title: 'mean price by month, one line per symbol',
    });
  });

  it('defaultChartConfig(seattle-weather) is a time series first: precipitation summed by month', () => {
    expect(defaultChartConfig(publicCsv('seattle-weather.csv'))).toMatchObject({ type: 'line', xAxis: 'date', yAxis: 'precipitation', unit: 'month', title: 'sum precipitation by month' });
  });

  it('defaultChartConfig(ds) averages a non-additive measure by category and names the mean', () => {
    expect(defaultChartConfig(publicCsv('gapminder-health-income.csv'))).toEqual({ type: 'bar', xAxis: 'region', yAxis: 'income', aggregation: 'mean', title: 'mean income by region' });
  });

  it('defaultChartConfig(ds) with no measure counts rows by the category', () => {
    expect(defaultChartConfig(parseCsv('region,kind\nN,a\nS,b\n'))).toEqual({ type: 'bar', xAxis: 'region', yAxis: null, aggregation: 'count', title: 'count of rows by region' });
  });

  it("defaultChartConfig(ds) with neither time nor category is the spec's 'Data Overview'", () => {
    expect(defaultChartConfig(parseCsv('sales\n2\n'))).toEqual({ type: 'bar', xAxis: 'sales', yAxis: 'sales', aggregation: 'sum', title: 'Data Overview' });
  });
});
