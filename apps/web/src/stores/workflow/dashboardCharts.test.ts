import { createDataset, stringColumn, type Dashboard, type Widget } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { dashboardCharts } from './dashboardCharts.js';

// Ten groups G1…G10 in file order, one row each, with value i for Gi (so the largest come last).
const ds = createDataset({
  columns: [
    stringColumn('group', Array.from({ length: 10 }, (_, i) => `G${i + 1}`)),
    { type: 'number', name: 'value', values: Float64Array.from({ length: 10 }, (_, i) => i + 1), invalid: new Map() },
  ],
  detected: { delimiter: ',', encoding: 'utf-8', hasBom: false, hasHeader: true, decimalSeparator: '.', dateOrder: 'DMY', columns: [] },
});

const widget = (id: string, extra: Partial<Widget>): Widget => ({
  id,
  type: 'chart',
  title: id,
  data: [],
  stats: { totalRows: 10, totalColumns: 2, numericColumns: 1 },
  position: { x: 0, y: 0, w: 1, h: 1 },
  ...extra,
});
const dashboardOf = (widgets: Widget[]): Dashboard => ({ id: 'd', name: 'D', description: '', widgets, isCustomizable: true, layout: { grid: 'g', columns: 2 } });

describe('dashboardCharts(ds, dashboard)', () => {
  it('dashboardCharts gives a bar chart its widget limit of groups, largest first', () => {
    const charts = dashboardCharts(ds, dashboardOf([widget('bar', { chartType: 'bar', xAxis: 'group', yAxis: 'value', limit: 8 })]));
    expect(charts.bar).toEqual([10, 9, 8, 7, 6, 5, 4, 3].map((v) => ({ label: `G${v}`, value: v })));
  });

  it('dashboardCharts gives a pie the 5 largest groups, largest first, and the rest as one slice', () => {
    const charts = dashboardCharts(ds, dashboardOf([widget('pie', { chartType: 'pie', xAxis: 'group', yAxis: 'value', limit: 5 })]));
    // G1–G5 folded: 1 + 2 + 3 + 4 + 5
    expect(charts.pie).toEqual([...[10, 9, 8, 7, 6].map((v) => ({ label: `G${v}`, value: v })), { label: 'Other (5 more)', value: 15, rest: true }]);
  });

  it('dashboardCharts counts rows per group when a chart has no y axis', () => {
    const charts = dashboardCharts(ds, dashboardOf([widget('count', { chartType: 'line', xAxis: 'group' })]));
    expect(charts.count?.every((p) => p.value === 1)).toBe(true);
  });

  it('dashboardCharts skips summary widgets and charts without an x axis', () => {
    const charts = dashboardCharts(ds, dashboardOf([widget('sum', { type: 'summary' }), widget('nox', { chartType: 'bar' })]));
    expect(charts).toEqual({});
  });
});
