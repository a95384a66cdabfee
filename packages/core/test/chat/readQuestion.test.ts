import { describe, expect, it } from 'vitest';
import { neighbour, readQuestion } from '../../src/chat/readQuestion.js';
import { dataset, date, num } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';
import { sales } from './fixture.js';

// Public CSVs are parsed here: seconds on a loaded machine.
describe('readQuestion', { timeout: 60_000 }, () => {
  it('readQuestion(ds, question) picks the date column, else a year column, for time conditions', () => {
    expect(readQuestion(sales, 'sales in 2015').time?.column).toBe('day');
    expect(readQuestion(publicCsv('disasters.csv'), 'deaths in 2000').time?.column).toBe('Year');
    expect(readQuestion(dataset(num('n', [1, 2])), 'n in 2015').time).toBeNull();
  });

  it('readQuestion(ds, question) prefers the time column the question names', () => {
    const two = dataset(date('ordered', ['2015-01-01', '2015-02-01']), date('shipped', ['2015-01-03', '2015-02-05']), num('n', [1, 2]));
    expect(readQuestion(two, 'n in 2015').time?.column).toBe('ordered');
    expect(readQuestion(two, 'n by shipped month').time?.column).toBe('shipped');
  });

  it('neighbour(reading, i, step) skips grammar', () => {
    const r = readQuestion(sales, 'sales of the North');
    expect(neighbour(r, 0, 1)).toBe(3);
    expect(neighbour(r, 3, -1)).toBe(0);
    expect(neighbour(r, 3, 1)).toBe(-1);
  });
});
