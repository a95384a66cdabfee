import { describe, expect, it } from 'vitest';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { sampleDashboard } from '../../src/dashboard/sampleDashboard.js';
import { dataset, date, days, num, str } from '../helpers/dataset.js';

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
    expect(d.widgets.map((w) => w.title)).toEqual(['sales by region', 'Data Summary', 'Top 5 region by sales', 'sales trend']);
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
  it('generateDashboard(ds) without a numeric column is one summary widget 12×6', () => {
    const d = generateDashboard(dataset(str('a', ['x', 'y'])));
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
