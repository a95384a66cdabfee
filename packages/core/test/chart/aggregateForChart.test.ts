import { describe, expect, it } from 'vitest';
import { aggregateForChart } from '../../src/chart/aggregateForChart.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { CoreError } from '../../src/errors.js';

const bar = (xAxis: string, yAxis: string | null) => ({ type: 'bar' as const, xAxis, yAxis, title: '' });

describe('aggregateForChart', () => {
  it('aggregateForChart(ds, config) sums y by x, largest first', () => {
    const ds = parseCsv('r,s\nN,1\nS,5\nN,2.5\nE,\n');
    // N = 1 + 2.5 = 3.5; S = 5; E = 0 (empty adds nothing)
    expect(aggregateForChart(ds, bar('r', 's'))).toEqual([
      { label: 'S', value: 5 },
      { label: 'N', value: 3.5 },
      { label: 'E', value: 0 },
    ]);
  });
  it('aggregateForChart(ds, config) keeps the top 10 by default and the top 8 for a pie', () => {
    const ds = parseCsv(`g,v\n${Array.from({ length: 12 }, (_, i) => `g${i},${i}`).join('\n')}\n`);
    const top = aggregateForChart(ds, bar('g', 'v'));
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ label: 'g11', value: 11 });
    expect(top[9]).toEqual({ label: 'g2', value: 2 });
    expect(aggregateForChart(ds, { ...bar('g', 'v'), type: 'pie' })).toHaveLength(8);
    expect(aggregateForChart(ds, bar('g', 'v'), { limit: 5 })).toHaveLength(5);
  });
  it("aggregateForChart(ds, config, { order: 'appearance' }) keeps file order (the dashboard's first groups)", () => {
    const ds = parseCsv('r,s\nN,1\nS,5\nE,3\n');
    expect(aggregateForChart(ds, bar('r', 's'), { order: 'appearance', limit: 2 }).map((d) => d.label)).toEqual(['N', 'S']);
  });
  it('aggregateForChart(ds, config) keeps file order for equal sums', () => {
    const ds = parseCsv('r,s\nB,2\nA,2\n');
    expect(aggregateForChart(ds, bar('r', 's')).map((d) => d.label)).toEqual(['B', 'A']);
  });
  it('aggregateForChart(ds, config) counts rows per x when y is null', () => {
    const ds = parseCsv('r\nN\nS\nN\n\n');
    expect(aggregateForChart(ds, bar('r', null))).toEqual([
      { label: 'N', value: 2 },
      { label: 'S', value: 1 },
    ]);
  });
  it("aggregateForChart(ds, config) groups empty x cells under '(empty)'", () => {
    const ds = parseCsv('r,s\n,4\nN,1\n');
    expect(aggregateForChart(ds, bar('r', 's'))).toEqual([
      { label: '(empty)', value: 4 },
      { label: 'N', value: 1 },
    ]);
  });
  it('aggregateForChart(ds, config) labels by the cell text for date and number x, a misfit by its own text', () => {
    const ds = parseCsv('day,n,v\n2024-01-02,1,5\n2024-01-02,x,2\n2024-01-03,1,4\n');
    expect(aggregateForChart(ds, bar('day', 'v'))).toEqual([
      { label: '2024-01-02', value: 7 },
      { label: '2024-01-03', value: 4 },
    ]);
    expect(aggregateForChart(ds, bar('n', 'v'))).toEqual([
      { label: '1', value: 9 },
      { label: 'x', value: 2 },
    ]);
  });

  it('aggregateForChart(ds, config) keeps every group apart past a hundred distinct labels', () => {
    const lines = ['g,v'];
    for (let i = 0; i < 150; i++) lines.push(`g${i},${i}`, `g${i},1`);
    const all = aggregateForChart(parseCsv(lines.join('\n')), bar('g', 'v'), { limit: 200 });
    expect(all).toHaveLength(150);
    expect(all[0]).toEqual({ label: 'g149', value: 150 });
    expect(all.reduce((sum, d) => sum + d.value, 0)).toBe((149 * 150) / 2 + 150);
  });

  it("aggregateForChart(ds, config, { aggregation }) combines y per group by the measure's aggregation", () => {
    const ds = parseCsv('r,t\nN,10\nS,5\nN,20\nS,\nE,\n');
    // N: mean (10 + 20) / 2 = 15; S: 5 (the empty cell is skipped); E has no value and is left out
    expect(aggregateForChart(ds, bar('r', 't'), { aggregation: 'mean' })).toEqual([
      { label: 'N', value: 15 },
      { label: 'S', value: 5 },
    ]);
    expect(aggregateForChart(ds, bar('r', 't'), { aggregation: 'max' }).map((d) => d.value)).toEqual([20, 5]);
    // count counts the non-empty y cells: N 2, S 1, E 0
    expect(aggregateForChart(ds, bar('r', 't'), { aggregation: 'count' })).toEqual([
      { label: 'N', value: 2 },
      { label: 'S', value: 1 },
      { label: 'E', value: 0 },
    ]);
    expect(aggregateForChart(ds, bar('t', 'r'), { aggregation: 'mean' })[0]).toEqual({ label: '(empty)', value: 2 }); // text y: rows
  });

  it('aggregateForChart(ds, config, { unit }) buckets a time x in time order', () => {
    const ds = parseCsv('day,v\n2024-03-05,1\n2024-01-09,2\n2024-03-20,4\n2023-12-31,8\n');
    expect(aggregateForChart(ds, bar('day', 'v'), { unit: 'month' })).toEqual([
      { label: '2023-12', value: 8 },
      { label: '2024-01', value: 2 },
      { label: '2024-03', value: 5 }, // 1 + 4
    ]);
    expect(aggregateForChart(ds, bar('day', 'v'), { unit: 'year', order: 'value' }).map((d) => d.label)).toEqual(['2023', '2024']); // 8 > 7
  });

  it('aggregateForChart(ds, config) throws UNKNOWN_COLUMN for an unknown axis', () => {
    const ds = parseCsv('r,s\nN,1\n');
    expect(() => aggregateForChart(ds, bar('nope', 's'))).toThrow(CoreError);
    expect(() => aggregateForChart(ds, bar('r', 'nope'))).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });
});
