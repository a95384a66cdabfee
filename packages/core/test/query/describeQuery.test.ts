import { describe, expect, it } from 'vitest';
import { describeQuery } from '../../src/query/describeQuery.js';

describe('describeQuery', () => {
  it('describeQuery(query) names the aggregate, its column and the filters', () => {
    expect(describeQuery({})).toBe('count of rows');
    expect(describeQuery({ filters: [{ column: 'date', part: 'year', op: '=', value: 2015 }], aggregate: { op: 'mean', column: 'temp_max' } })).toBe(
      'mean of temp_max, where the year of date is 2015',
    );
    expect(describeQuery({ filters: [{ column: 'weather', op: '=', value: 'snow' }, { column: 'date', part: 'month', op: '=', value: 7 }] })).toBe(
      'count of rows, where weather is snow and the month of date is July',
    );
  });

  it('describeQuery(query) words every comparison', () => {
    const w = (op: string, value?: unknown) => describeQuery({ filters: [{ column: 'p', op, value } as never] }).replace('count of rows, where ', '');
    expect([w('!=', 1), w('>', 1), w('>=', 1), w('<', 1), w('<=', 1), w('in', ['a', 'b']), w('notIn', ['a', 'b']), w('between', [1, 2]), w('empty'), w('notEmpty')]).toEqual([
      'p is not 1',
      'p is over 1',
      'p is at least 1',
      'p is under 1',
      'p is at most 1',
      'p is a or b',
      'p is none of a, b',
      'p is from 1 to 2',
      'p is empty',
      'p is not empty',
    ]);
  });

  it('describeQuery(query) names grouping, order and top N', () => {
    expect(describeQuery({ groupBy: ['weather'], sort: { by: 'value' }, limit: 1 })).toBe('count of rows by weather, highest first, top 1');
    expect(describeQuery({ groupBy: [{ column: 'date', unit: 'monthOfYear' }], aggregate: { op: 'percentile', column: 'wind', p: 0.9 }, sort: { by: 'key' } })).toBe(
      '90th percentile of wind by month of the year of date, in key order',
    );
    expect(describeQuery({ aggregate: { op: 'distinct', column: 'symbol' } })).toBe('number of distinct symbol values');
    expect(describeQuery({ aggregate: { op: 'mode', column: 'weather' } })).toBe('most common weather');
  });

  it('describeQuery(query, { oneRowEach }) words a per-row measure by its own name, never as a sum; counts and ungrouped queries stay', () => {
    expect(describeQuery({ groupBy: ['region'], aggregate: { op: 'sum', column: 'revenue' }, sort: { by: 'value' } }, { oneRowEach: true })).toBe('revenue per region (one row each), highest first');
    expect(describeQuery({ groupBy: ['region'], aggregate: { op: 'count' } }, { oneRowEach: true })).toBe('count of rows by region');
    expect(describeQuery({ aggregate: { op: 'sum', column: 'revenue' } }, { oneRowEach: true })).toBe('sum of revenue');
  });
});
