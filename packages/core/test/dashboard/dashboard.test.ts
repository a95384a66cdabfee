import { describe, expect, it } from 'vitest';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { sampleDashboard } from '../../src/dashboard/sampleDashboard.js';
import { dataset, date, days, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';
import { widgetChartData } from '../../src/dashboard/widgetChartData.js';
import { withWidgetChart } from '../../src/dashboard/withWidgetChart.js';

const n = 12;
const ds = dataset(
  str('region', Array.from({ length: n }, (_, i) => `R${i % 3}`)),
  num('sales', Array.from({ length: n }, (_, i) => i)),
  date('day', days('2024-01-01', n)),
);

describe('generateDashboard', () => {
  it('generateDashboard(ds) lays out four widgets on a 12-column grid: charts 8×4, summary 4×4', () => {
    const d = generateDashboard(ds);
    expect(d.layout).toEqual({ grid: 'grid', columns: 12 });
    expect(d.isCustomizable).toBe(true);
    expect(d.widgets.map((w) => [w.type, w.chartType, w.position])).toEqual([
      ['chart', 'bar', { x: 0, y: 0, w: 8, h: 4 }],
      ['summary', undefined, { x: 8, y: 0, w: 4, h: 4 }],
      ['chart', 'pie', { x: 0, y: 4, w: 8, h: 4 }],
      ['chart', 'line', { x: 0, y: 8, w: 8, h: 4 }],
    ]);
    // sales (a money word) adds up: the pie shows its parts, in its own words, all 3 regions (no "top 5"); the line buckets
    // 12 days by day. One row a day (rowsArePeriods): the bar compares the regions' days by their mean
    expect(d.widgets.map((w) => w.title)).toEqual(['mean sales by region', 'Data Summary', 'share of total sales by region', 'sum sales by day']);
  });
  it('generateDashboard(ds) gives each widget the first 10 rows and the dataset stats', () => {
    const [bar, , , line] = generateDashboard(ds).widgets;
    expect(bar!.data).toHaveLength(10);
    expect(bar!.data[0]).toEqual({ region: 'R0', sales: 0, day: '2024-01-01' });
    expect(bar!.stats).toEqual({ totalRows: 12, totalColumns: 3, numericColumns: 1 });
    expect([bar!.xAxis, bar!.yAxis, line!.xAxis]).toEqual(['region', 'sales', 'day']);
  });
  it('generateDashboard(ds, options) takes axis choices, an id and a name', () => {
    const d = generateDashboard(ds, { id: 'd1', name: 'Mine', xColumn: 'region', yColumn: 'sales' });
    expect(d.id).toBe('d1');
    expect(d.name).toBe('Mine');
    expect(d.widgets[0]!.id).toBe('d1-bar');
  });
  it('generateDashboard(ds) without a category or a time column is one summary widget 12×6', () => {
    const d = generateDashboard(dataset(num('a', [1, 2])));
    expect(d.widgets).toHaveLength(1);
    expect(d.widgets[0]).toMatchObject({ type: 'summary', position: { x: 0, y: 0, w: 12, h: 6 } });
  });
  it('generateDashboard(ds) derives its id from the data: same data, same id', () => {
    const again = dataset(...ds.columns);
    expect(generateDashboard(again).id).toBe(generateDashboard(ds).id);
    expect(generateDashboard(dataset(num('sales', [1]))).id).not.toBe(generateDashboard(ds).id);
  });
  it('sampleDashboard() is the fixed fallback', () => {
    expect(sampleDashboard()).toEqual(sampleDashboard());
    expect(sampleDashboard().widgets[0]!.position).toEqual({ x: 0, y: 0, w: 12, h: 6 });
  });
});

describe('generateDashboard (issue 13 roles)', () => {
  const uuid = (i: number) => `${String(i).padStart(8, '0')}-1111-4222-8333-444444444444`;

  it('generateDashboard(orders) never groups by a unique order id, on any panel', () => {
    const n = 40;
    const orders = dataset(
      str('order_id', Array.from({ length: n }, (_, i) => uuid(i))),
      date('order_date', Array.from({ length: n }, (_, i) => days('2024-01-01', 90)[(i * 7) % 90]!)),
      str('region', Array.from({ length: n }, (_, i) => ['North', 'South'][i % 2]!)),
      num('amount', Array.from({ length: n }, (_, i) => 5 + (i % 9))),
    );
    const d = generateDashboard(orders);
    for (const w of d.widgets) expect(w.xAxis).not.toBe('order_id');
    expect(d.widgets.map((w) => [w.chartType, w.xAxis, w.yAxis, w.aggregation])).toEqual([
      ['bar', 'region', 'amount', 'sum'],
      [undefined, undefined, undefined, undefined],
      ['pie', 'region', 'amount', 'sum'],
      ['line', 'order_date', 'amount', 'sum'],
    ]);
  });

  it('generateDashboard(orders) buckets the line over the whole range in time order, not the first rows in file order', () => {
    // dates out of file order: Mar, Jan, Feb → months in time order
    const ds = dataset(date('d', ['2024-03-05', '2024-01-10', '2024-02-01', '2024-01-20']), num('amount', [1, 2, 3, 4]));
    const line = generateDashboard(ds).widgets.find((w) => w.chartType === 'line')!;
    expect(line.unit).toBe('day');
    const monthly = widgetChartData(ds, { ...line, unit: 'month' });
    // Jan 2 + 4 = 6, Feb 3, Mar 1
    expect(monthly).toEqual([{ label: '2024-01', value: 6 }, { label: '2024-02', value: 3 }, { label: '2024-03', value: 1 }]);
  });

  it('generateDashboard(disasters) never sums Year: Deaths by Entity, and a yearly line per Entity', () => {
    const d = generateDashboard(publicCsv('disasters.csv'));
    expect(d.widgets.map((w) => w.title)).toEqual([
      'sum Deaths by Entity, without All natural disasters (the total of the others)',
      'Data Summary',
      'share of total Deaths by Entity (top 5), without All natural disasters (the total of the others)',
      'sum Deaths by year, one line per Entity',
    ]);
    for (const w of d.widgets) expect(w.yAxis).not.toBe('Year');
  });

  it('generateDashboard(seattle-weather) names the aggregation in every title and averages temperatures when chosen', () => {
    const ds = publicCsv('seattle-weather.csv');
    const d = generateDashboard(ds, { yColumn: 'temp_max' });
    // a pie of mean temperatures adds up to nothing: the pie counts days per weather instead
    expect(d.widgets.map((w) => w.title)).toEqual(['mean temp_max by weather', 'Data Summary', 'share of rows by weather', 'mean temp_max by month']);
    const pie = widgetChartData(ds, d.widgets[2]!);
    const sun = publicCsvRows('seattle-weather.csv').filter((r) => r[5] === 'sun').length;
    expect(pie.find((p) => p.label === 'sun')!.value).toBe(sun);
  });

  it('a pie says "top 5" only when it leaves groups out, and never carries the bar\'s title (issue 13)', () => {
    // distinct values counted from the files' rows, not from our dictionary
    const distinct = (file: string, col: number) => new Set(publicCsvRows(file).map((r) => r[col])).size;
    expect([distinct('stocks.csv', 0), distinct('seattle-weather.csv', 5), distinct('disasters.csv', 0)]).toEqual([5, 5, 11]);
    const titles = (file: string) => generateDashboard(publicCsv(file)).widgets.filter((w) => w.type === 'chart').map((w) => w.title);
    // 5 symbols: the pie draws them all; prices are averaged, so the pie counts rows
    expect(titles('stocks.csv')).toEqual(['mean price by symbol', 'share of rows by symbol', 'mean price by month, one line per symbol']);
    // 5 weather types, all drawn; one row a day, so the bar compares the mean per day and the pie the parts of the total
    expect(titles('seattle-weather.csv')).toEqual(['mean precipitation by weather', 'share of total precipitation by weather', 'sum precipitation by month']);
    // 11 entities less the total of the others: 10 > 5, so the pie is cut
    expect(titles('disasters.csv')[1]).toMatch(/^share of total Deaths by Entity \(top 5\), without All natural disasters/);
    // a customised pie follows the same rules
    const ds = publicCsv('seattle-weather.csv');
    const pie = generateDashboard(ds).widgets.find((w) => w.chartType === 'pie')!;
    expect(withWidgetChart(ds, pie, { yAxis: 'wind' }).title).toBe('mean wind by weather');
    expect(withWidgetChart(ds, pie, { yAxis: null }).title).toBe('share of rows by weather');
    // 6 regions (N, S, E, W, C, X): one is left out of a top-5 pie
    const sixRegions = dataset(str('region', ['N', 'S', 'E', 'W', 'C', 'X', 'N']), num('sales', [1, 2, 3, 4, 5, 6, 7]));
    expect(generateDashboard(sixRegions).widgets.filter((w) => w.type === 'chart').map((w) => w.title)).toEqual(['sum sales by region', 'share of total sales by region (top 5)']);
    const fiveRegions = dataset(str('region', ['N', 'S', 'E', 'W', 'C', 'N']), num('sales', [1, 2, 3, 4, 5, 6]));
    expect(generateDashboard(fiveRegions).widgets.find((w) => w.chartType === 'pie')!.title).toBe('share of total sales by region');
  });

  // issue 13: 'sum precipitation by weather' said rain holds 95% — the pie beside it says the same — and mixed how many
  // rain days there were with how wet they were; one row a day, the bar compares a typical day of each weather
  it('generateDashboard(seattle-weather): one row a day, so the bar is the mean precipitation per day by weather and the pie the shares of the total', () => {
    const ds = publicCsv('seattle-weather.csv');
    const [bar, , pie] = generateDashboard(ds).widgets;
    expect([bar!.aggregation, pie!.aggregation]).toEqual(['mean', 'sum']);
    // from the raw rows: each weather's precipitation over its number of days, and over all precipitation
    const rows = publicCsvRows('seattle-weather.csv');
    const byWeather = new Map<string, number[]>();
    for (const r of rows) byWeather.set(r[5]!, [...(byWeather.get(r[5]!) ?? []), Number(r[1])]);
    const total = rows.reduce((t, r) => t + Number(r[1]), 0);
    const bars = widgetChartData(ds, bar!);
    for (const [weather, values] of byWeather) expect(bars.find((b) => b.label === weather)!.value).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 9);
    // snow days are the wettest on average (222.4 mm over 26 days), though rain holds most of the total
    expect(bars[0]!.label).toBe('snow');
    const rain = byWeather.get('rain')!.reduce((a, b) => a + b, 0);
    expect(widgetChartData(ds, pie!).find((p) => p.label === 'rain')!.value / total).toBeCloseTo(rain / total, 9);
  });

  it('generateDashboard(stocks) draws one price line per symbol, each averaged by month', () => {
    const ds = publicCsv('stocks.csv');
    const line = generateDashboard(ds).widgets.find((w) => w.chartType === 'line')!;
    expect(line).toMatchObject({ xAxis: 'date', yAxis: 'price', aggregation: 'mean', unit: 'month', series: 'symbol', title: 'mean price by month, one line per symbol' });
    const points = widgetChartData(ds, line);
    // stocks.csv has one price per symbol and month, so each monthly mean is that price: 560 rows, 560 points
    expect(points).toHaveLength(publicCsvRows('stocks.csv').length);
  });
});
