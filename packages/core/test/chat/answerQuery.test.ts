import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../src/chat/answerQuery.js';
import { sales } from './fixture.js';

describe('answerQuery', () => {
  it('answerQuery(ds, shape, query, unused) states one value with the rows it rests on', () => {
    const a = answerQuery(sales, 'value', { filters: [{ column: 'day', part: 'year', op: '=', value: 2016 }], aggregate: { op: 'sum', column: 'sales' } }, ['please']);
    // 2016 rows: 40, –, 50 → 90 over 2 values of 3 matched
    expect(a.text).toBe('The sum of sales where the year of day is 2016 is 90.');
    expect(a.result).toEqual({ value: 90 });
    expect(a.work).toMatchObject({ description: 'sum of sales, where the year of day is 2016', rowsUsed: 2, rowsMatched: 3, rowCount: 6, unusedWords: ['please'] });
    expect(a.intent).toBe('sum');
  });

  it('answerQuery(ds, shape, query, unused) counts rows and distinct values', () => {
    expect(answerQuery(sales, 'count', { filters: [{ column: 'region', op: '=', value: 'North' }] }, []).text).toBe('There are 3 rows where region is North (of 6 rows).');
    expect(answerQuery(sales, 'count', {}, []).text).toBe('There are 6 rows.');
    expect(answerQuery(sales, 'distinct', { aggregate: { op: 'distinct', column: 'region' } }, []).text).toBe('There are 2 distinct region values.');
  });

  it('answerQuery(ds, shape, query, unused) names the most common value and the runner-up, or the tie', () => {
    const mode = answerQuery(sales, 'mode', { groupBy: ['region'], sort: { by: 'value', direction: 'desc' } }, []);
    expect(mode.text).toBe('The most common region is North: 3 of 6 rows. Next: South (2).');
    expect(mode.result).toEqual({ value: 3, top: ['North'] });
    // South 2, (empty) 1, North 3 in 2015–2016 … in 2016: South 1, (empty) 1, North 1: a three-way tie
    const tie = answerQuery(sales, 'mode', { filters: [{ column: 'day', part: 'year', op: '=', value: 2016 }], groupBy: ['region'], sort: { by: 'value', direction: 'desc' } }, []);
    expect(tie.text).toBe('(empty) and South and North tie as the most common region where the year of day is 2016: 1 of 3 rows each.');
  });

  it('answerQuery(ds, shape, query, unused) names the top group by a measure', () => {
    // sum of sales: North 10 + 30 + 50 = 90, (empty) 40, South 20
    const a = answerQuery(sales, 'rank', { groupBy: ['region'], aggregate: { op: 'sum', column: 'sales' }, sort: { by: 'value', direction: 'desc' } }, []);
    expect(a.text).toBe('North has the highest sum of sales: 90 (out of 3). Next: (empty) (40).');
    expect(a.result).toEqual({ value: 90, top: ['North'] });
    const low = answerQuery(sales, 'rank', { groupBy: ['region'], aggregate: { op: 'mean', column: 'temp' }, sort: { by: 'value', direction: 'asc' } }, []);
    // mean temp: North (1.5 + 3 + 6) / 3 = 3.5, South (−2 + 5) / 2 = 1.5, (empty) 4
    expect(low.text).toBe('South has the lowest mean of temp: 1.5 (out of 3). Next: North (3.5).');
  });

  it('answerQuery(ds, shape, query, unused) lists groups in order', () => {
    const a = answerQuery(sales, 'list', { groupBy: [{ column: 'day', unit: 'year' }], aggregate: { op: 'sum', column: 'sales' } }, []);
    expect(a.text).toBe('Sum of sales by year of day: 2015: 60; 2016: 90.');
    expect(a.result).toEqual({ value: null, groups: [{ label: '2015', value: 60 }, { label: '2016', value: 90 }] });
  });

  it('answerQuery(ds, shape, query, unused) shows the earliest and latest dates as days and one row as a lookup', () => {
    expect(answerQuery(sales, 'value', { aggregate: { op: 'min', column: 'day' } }, []).text).toBe('The min of day is 2015-01-05.');
    expect(answerQuery(sales, 'cell', { filters: [{ column: 'day', op: '=', value: '2015-07-04' }], aggregate: { op: 'max', column: 'temp' } }, []).text).toBe('The temp where day is 2015-07-04 is 3 (one row).');
  });

  it('answerQuery(ds, shape, query, unused) names a bottom N as such and says when no row matched', () => {
    // sum of sales by region: North 10 + 30 + 50 = 90, South 20 (+ an empty value), (empty) 40 → lowest: South
    const bottom = answerQuery(sales, 'list', { groupBy: [{ column: 'region' }], aggregate: { op: 'sum', column: 'sales' }, sort: { by: 'value', direction: 'asc' }, limit: 1 }, []);
    expect(bottom.text).toMatch(/^Sum of sales by region, bottom 1 of 3: South: 20\.$/);
    const none = answerQuery(sales, 'value', { filters: [{ column: 'day', part: 'year', op: '=', value: 2017 }], aggregate: { op: 'sum', column: 'sales' } }, []);
    expect(none.text).toBe('No rows where the year of day is 2017 (of 6 rows), so there is no sum of sales.');
    expect(none.result?.value).toBeNull();
    // Rows matched but none has a value: 2016-12-31 South has no sales.
    const empty = answerQuery(sales, 'value', { filters: [{ column: 'region', op: '=', value: 'South' }, { column: 'day', part: 'year', op: '=', value: 2016 }], aggregate: { op: 'sum', column: 'sales' } }, []);
    expect(empty.text).toBe('The one row where region is South and the year of day is 2016 has no value of sales.');
  });
});
