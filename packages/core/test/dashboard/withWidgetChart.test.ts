import { describe, expect, it } from 'vitest';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { withWidgetChart } from '../../src/dashboard/withWidgetChart.js';
import { publicCsv } from '../helpers/publicCsv.js';

describe('withWidgetChart', () => {
  const weather = publicCsv('seattle-weather.csv');
  const bar = generateDashboard(weather).widgets[0]!;

  it('withWidgetChart(ds, widget, { yAxis }) takes the measure with its own aggregation and renames the panel', () => {
    expect(withWidgetChart(weather, bar, { yAxis: 'temp_max' })).toMatchObject({ yAxis: 'temp_max', aggregation: 'mean', title: 'mean temp_max by weather' });
  });
  it('withWidgetChart(ds, widget, { aggregation, yAxis: null }) follows the chosen aggregation or counts rows', () => {
    expect(withWidgetChart(weather, bar, { aggregation: 'max' }).title).toBe('max precipitation by weather');
    const counted = withWidgetChart(weather, bar, { yAxis: null });
    expect(counted.title).toBe('count of rows by weather');
    expect(counted.yAxis).toBeUndefined();
  });
  it('withWidgetChart(ds, widget, { xAxis }) buckets a time x and keeps a series only on time', () => {
    // the bar's mean per day (one row a day: rowsArePeriods) is kept: the mean daily precipitation of each month
    const timed = withWidgetChart(weather, bar, { xAxis: 'date' });
    expect(timed).toMatchObject({ xAxis: 'date', unit: 'month', title: 'mean precipitation by month' });
    expect(withWidgetChart(weather, timed, { xAxis: 'weather' }).unit).toBeUndefined();
  });
  it('withWidgetChart(ds, widget, choice) throws UNKNOWN_COLUMN for an unknown column', () => {
    expect(() => withWidgetChart(weather, bar, { xAxis: 'nope' })).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });
});
