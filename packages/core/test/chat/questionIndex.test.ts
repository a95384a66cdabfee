import { describe, expect, it } from 'vitest';
import { questionIndex } from '../../src/chat/questionIndex.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';

// Public CSVs are parsed here: seconds on a loaded machine.
describe('questionIndex', { timeout: 60_000 }, () => {
  it('questionIndex(ds) indexes column names with the plural of their last word', () => {
    const index = questionIndex(publicCsv('birdstrikes.csv'));
    expect(index.columns.get('wildlife species')).toBe('Wildlife Species');
    expect(index.columns.get('cost total')).toBe('Cost Total $');
    expect(index.columns.get('airport names')).toBe('Airport Name');
    expect(index.longest).toBeGreaterThanOrEqual(4); // 'speed ias in knots'
  });

  it('questionIndex(ds) indexes values of categories and series, not of measures or free text', () => {
    const index = questionIndex(publicCsv('stocks.csv'));
    expect(index.values.get('aapl')).toEqual(new Map([['symbol', ['AAPL']]]));
    expect(index.values.has('39.81')).toBe(false);
    const weather = publicCsv('la-riots.csv');
    expect(questionIndex(weather).values.get('westlake')).toEqual(new Map([['neighborhood', ['Westlake']]]));
    expect(questionIndex(weather).values.has('2009 w 6th st')).toBe(false); // address is free text
  });

  it('questionIndex(ds) keeps every column holding a value and every spelling of it', () => {
    const ds = dataset(str('from', ['Paris', 'paris', 'Oslo', 'Oslo']), str('to', ['Oslo', 'Paris', 'Oslo', 'Paris']), num('n', [1, 2, 3, 4]));
    expect(questionIndex(ds).values.get('paris')).toEqual(new Map([['from', ['Paris', 'paris']], ['to', ['Paris']]]));
    expect(questionIndex(ds)).toBe(questionIndex(ds));
  });
});
