import { describe, expect, it } from 'vitest';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { widgetChartData } from '../../src/dashboard/widgetChartData.js';
import { dataset, num, str } from '../helpers/dataset.js';

describe('widgetChartData', () => {
  it('widgetChartData(ds, widget) keeps the bar top 8 by value and the pie top 5', () => {
    // each key on two rows (n and 0): a category — ten letters on ten rows would be per-row labels, never grouped
    const keys = 'abcdefghij'.split('');
    const ds = dataset(str('k', [...keys, ...keys]), num('amount', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    const [bar, , pie] = generateDashboard(ds).widgets;
    expect(widgetChartData(ds, bar!).map((d) => d.label)).toEqual(['j', 'i', 'h', 'g', 'f', 'e', 'd', 'c']);
    expect(widgetChartData(ds, pie!).map((d) => d.value)).toEqual([10, 9, 8, 7, 6]);
  });
  it('widgetChartData(ds, widget) of a summary is empty', () => {
    const ds = dataset(str('k', ['a']), num('amount', [1]));
    expect(widgetChartData(ds, generateDashboard(ds).widgets[1]!)).toEqual([]);
  });
});
