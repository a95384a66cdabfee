import { parseCsv } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { chatReply } from './chatReply.js';

const ds = parseCsv('day,region,sales\n2015-01-05,North,10\n2015-01-20,South,20\n2016-07-04,North,\n2016-07-10,South,40\n');

describe('chatReply', () => {
  it('chatReply(ds, question) keeps the answer with its work in sentences', () => {
    const r = chatReply(ds, 'please total sales for North');
    expect(r.text).toBe('The sum of sales where region is North is 10.');
    // North: 2 rows met the condition, 1 had a sales value
    expect(r.work).toEqual({ query: 'sum of sales, where region is North', rows: '1 of 4 rows (2 met the conditions; the others had no value)', unusedWords: ['please'] });
    expect(chatReply(ds, 'how many rows').work?.rows).toBe('all 4 rows');
    expect(chatReply(ds, 'how many rows in 2015').work?.rows).toBe('2 of 4 rows');
  });

  it('chatReply(ds, question) shows the misspelt words read as others', () => {
    // North sales 10 (the other North row has none)
    const r = chatReply(ds, 'totl sales for Nroth');
    expect(r.text).toBe('The sum of sales where region is North is 10.');
    expect(r.work?.readAs).toEqual(['"totl" as "total"', '"Nroth" as "North"']);
    expect(chatReply(ds, 'total sales for North').work?.readAs).toBeUndefined();
  });

  it('chatReply(ds, question) offers the suggestion of a declined answer, with no work', () => {
    const r = chatReply(ds, 'average warm sales');
    expect(r.suggestion).toBeTruthy();
    expect(r.work).toBeUndefined();
    // The reason stays; the suggested question is the button, not a second copy in the text.
    expect(r.text).toBe('I can\'t answer that with confidence. I do not know the word "warm" in this data.');
  });

  it('chatReply(ds, question) words a per-row measure the same way in the answer and in its work', () => {
    // one row per region: nothing is summed, each value is its row's
    const regions = parseCsv('region,revenue\nNorth,120\nSouth,95\nEast,80\nWest,60\nCentral,45\n');
    const r = chatReply(regions, 'which region has the highest revenue');
    expect(r.text).toBe('North has the highest revenue: 120 (out of 5). Next: South (95).');
    expect(r.work?.query).toBe('revenue per region (one row each), highest first');
    expect(chatReply(regions, 'revenue by region').work?.query).toBe('revenue per region (one row each)');
  });
});
