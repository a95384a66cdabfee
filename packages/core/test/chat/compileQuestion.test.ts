import { describe, expect, it } from 'vitest';
import { compileQuestion } from '../../src/chat/compileQuestion.js';
import { publicCsv } from '../helpers/publicCsv.js';
import { sales } from './fixture.js';

const weather = publicCsv('seattle-weather.csv');

// Public CSVs are parsed here: seconds on a loaded machine.
describe('compileQuestion', { timeout: 60_000 }, () => {
  it('compileQuestion(ds, question) keeps the conditions the issue saw dropped', () => {
    expect(compileQuestion(weather, 'average temp_max in 2015')).toEqual({
      kind: 'query',
      shape: 'value',
      query: { filters: [{ column: 'date', part: 'year', op: '=', value: 2015 }], aggregate: { op: 'mean', column: 'temp_max' } },
      unused: [],
    });
    expect(compileQuestion(weather, 'how many days had snow')).toMatchObject({ shape: 'count', query: { filters: [{ column: 'weather', op: '=', value: 'snow' }], aggregate: { op: 'count' } } });
    expect(compileQuestion(weather, 'which weather type is most common')).toMatchObject({ shape: 'mode', query: { groupBy: [{ column: 'weather' }], sort: { by: 'value', direction: 'desc' } } });
    expect(compileQuestion(publicCsv('stocks.csv'), 'average price for AAPL')).toMatchObject({ shape: 'value', query: { filters: [{ column: 'symbol', op: '=', value: 'AAPL' }], aggregate: { op: 'mean', column: 'price' } } });
  });

  it("compileQuestion(ds, question) ranks groups by the measure's own aggregation unless the question names one", () => {
    expect(compileQuestion(sales, 'which region has the highest sales')).toMatchObject({ shape: 'rank', query: { groupBy: [{ column: 'region' }], aggregate: { op: 'sum', column: 'sales' } } });
    expect(compileQuestion(sales, 'which region has the highest temp')).toMatchObject({ query: { aggregate: { op: 'mean', column: 'temp' } } });
    expect(compileQuestion(sales, 'which region has the lowest median temp')).toMatchObject({ query: { aggregate: { op: 'median', column: 'temp' }, sort: { direction: 'asc' } } });
    expect(compileQuestion(sales, 'top 2 regions by sales')).toMatchObject({ shape: 'list', query: { groupBy: [{ column: 'region' }], limit: 2 } });
  });

  it('compileQuestion(ds, question) lists groups, counts distinct values and reads a lone additive measure as its total', () => {
    expect(compileQuestion(sales, 'max temp by year')).toMatchObject({ shape: 'list', query: { groupBy: [{ column: 'day', unit: 'year' }], aggregate: { op: 'max', column: 'temp' } } });
    expect(compileQuestion(sales, 'how many regions')).toMatchObject({ shape: 'distinct', query: { aggregate: { op: 'distinct', column: 'region' } } });
    expect(compileQuestion(sales, 'sales in 2016')).toMatchObject({ shape: 'value', query: { aggregate: { op: 'sum', column: 'sales' } } });
    expect(compileQuestion(sales, 'number of sales for North')).toMatchObject({ query: { aggregate: { op: 'sum', column: 'sales' } } });
    expect(compileQuestion(sales, 'the 90th percentile of temp')).toMatchObject({ query: { aggregate: { op: 'percentile', column: 'temp', p: 0.9 } } });
  });

  it('compileQuestion(ds, question) passes whole-table questions on, with the measure named', () => {
    expect(compileQuestion(sales, 'Are there outliers in temp?')).toEqual({ kind: 'legacy', intent: 'outliers', column: 'temp', unused: [] });
    expect(compileQuestion(sales, 'Which columns are most correlated?')).toMatchObject({ kind: 'legacy', intent: 'correlation' });
    expect(compileQuestion(sales, 'How many rows and columns are there?')).toMatchObject({ kind: 'legacy', intent: 'count' });
  });

  it('compileQuestion(ds, question) lists polite words it did not use', () => {
    expect(compileQuestion(sales, 'please show me the total sales')).toMatchObject({ kind: 'query', unused: ['please', 'show', 'me'] });
  });

  it('compileQuestion(ds, question) declines rather than drop a word, a condition or a column', () => {
    const declined = (q: string) => compileQuestion(sales, q);
    expect(declined('average warm temp')).toMatchObject({ kind: 'declined', reason: 'I do not know the word "warm" in this data.', column: 'temp' });
    expect(declined('average')).toMatchObject({ kind: 'declined', reason: expect.stringMatching(/Of which column/) });
    expect(declined('average temp and sales')).toMatchObject({ reason: expect.stringMatching(/one at a time/) });
    expect(declined('temp in 2015')).toMatchObject({ reason: expect.stringMatching(/not what to compute/) });
    expect(declined('trend of sales for North')).toMatchObject({ reason: expect.stringMatching(/whole table only/) });
    expect(declined('average day')).toMatchObject({ kind: 'declined' });
    expect(declined('which region')).toMatchObject({ reason: expect.stringMatching(/highest or lowest/) });
    expect(declined('total temp 17')).toMatchObject({ reason: expect.stringMatching(/could not use "17"/) });
    expect(declined('number of temp')).toMatchObject({ reason: expect.stringMatching(/does not add up/) });
  });

  it('compileQuestion(ds, question) lists compared values side by side, one group each', () => {
    expect(compileQuestion(sales, 'total sales for North vs South')).toMatchObject({
      shape: 'list',
      query: { filters: [{ column: 'region', op: 'in', value: ['North', 'South'] }], groupBy: [{ column: 'region' }], aggregate: { op: 'sum', column: 'sales' } },
    });
    expect(compileQuestion(sales, 'compare North and South total sales')).toMatchObject({ query: { groupBy: [{ column: 'region' }], filters: [{ op: 'in', value: ['North', 'South'] }] } });
    expect(compileQuestion(sales, 'compare sales in 2015 vs 2016')).toMatchObject({
      query: { filters: [{ column: 'day', part: 'year', op: 'in', value: [2015, 2016] }], groupBy: [{ column: 'day', unit: 'year' }] },
    });
    // Without "compare" or "vs", "North and South" asks for rows that are both: declined.
    expect(compileQuestion(sales, 'total sales for North and South')).toMatchObject({ kind: 'declined' });
    expect(compileQuestion(sales, 'compare sales')).toMatchObject({ kind: 'declined', reason: expect.stringMatching(/could not use "compare"/) });
  });

  it('compileQuestion(ds, question) ranks days, and declines "top N" with nothing to rank', () => {
    expect(compileQuestion(weather, 'top 3 days by wind')).toMatchObject({ shape: 'list', query: { groupBy: [{ column: 'date', unit: 'day' }], aggregate: { op: 'mean', column: 'wind' }, limit: 3 } });
    // Before, "top 2" was dropped and the answer was the total of sales.
    expect(compileQuestion(sales, 'top 2 by sales')).toMatchObject({ kind: 'declined', reason: expect.stringMatching(/^"top 2" of what\?/) });
  });

  it('compileQuestion(ds, question) declines periods relative to today, naming the last year of the data', () => {
    for (const q of ['total sales last year', 'sales this month', 'latest temp'])
      expect(compileQuestion(sales, q), q).toMatchObject({ kind: 'declined', reason: expect.stringMatching(/depends on which day it is today.*"in 2016"/) });
  });

  it('compileQuestion(ds, question) reads misspelt words as the closest ones and says so', () => {
    expect(compileQuestion(sales, 'totl sales for Nroth')).toMatchObject({
      kind: 'query',
      query: { filters: [{ column: 'region', op: '=', value: 'North' }], aggregate: { op: 'sum', column: 'sales' } },
      readAs: [
        { written: 'totl', as: 'total' },
        { written: 'Nroth', as: 'North' },
      ],
    });
  });
});
