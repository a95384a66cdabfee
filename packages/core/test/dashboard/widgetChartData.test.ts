import { describe, expect, it } from 'vitest';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { widgetChartData } from '../../src/dashboard/widgetChartData.js';
import { dataset, num, str } from '../helpers/dataset.js';

describe('widgetChartData', () => {
  it('widgetChartData(ds, widget) keeps the bar top 8 by value, and the pie top 5 with the rest as one slice', () => {
    // each key on two rows (n and 0): a category — ten letters on ten rows would be per-row labels, never grouped
    const keys = 'abcdefghij'.split('');
    const ds = dataset(str('k', [...keys, ...keys]), num('amount', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    const [bar, , pie] = generateDashboard(ds).widgets;
    expect(widgetChartData(ds, bar!).map((d) => d.label)).toEqual(['j', 'i', 'h', 'g', 'f', 'e', 'd', 'c']);
    // the five largest, then a-e's 1+2+3+4+5: every slice a share of the whole 55
    expect(widgetChartData(ds, pie!)).toEqual([
      { label: 'j', value: 10 },
      { label: 'i', value: 9 },
      { label: 'h', value: 8 },
      { label: 'g', value: 7 },
      { label: 'f', value: 6 },
      { label: 'Other (5 more)', value: 15, rest: true },
    ]);
  });
  it('widgetChartData(ds, widget) of a summary is empty', () => {
    const ds = dataset(str('k', ['a']), num('amount', [1]));
    expect(widgetChartData(ds, generateDashboard(ds).widgets[1]!)).toEqual([]);
  });
});
