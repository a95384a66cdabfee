import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../src/chat/analyzeQuestion.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';
import { sales } from './fixture.js';

// Public CSVs are parsed here: seconds on a loaded machine.
describe('analyzeQuestion', { timeout: 60_000 }, () => {
  it('analyzeQuestion(ds, question) gives null for a blank question', () => {
    expect(analyzeQuestion(sales, '  ')).toBeNull();
  });

  it('analyzeQuestion(ds, question) answers the four questions issue 13 saw answered wrong', () => {
    const weather = publicCsv('seattle-weather.csv');
    // Expected values: see test/chat/questionBenchmark.test.ts for the reference computations.
    expect(analyzeQuestion(weather, 'average temp_max in 2015')?.work).toMatchObject({ rowsMatched: 365, description: 'mean of temp_max, where the year of date is 2015' });
    expect(analyzeQuestion(weather, 'how many days had snow')?.text).toBe('There are 26 rows where weather is snow (of 1,461 rows).');
    expect(analyzeQuestion(weather, 'which weather type is most common')?.result?.top).toEqual(['rain']);
    expect(analyzeQuestion(publicCsv('stocks.csv'), 'average price for AAPL')?.work).toMatchObject({ rowsMatched: 123, description: 'mean of price, where symbol is AAPL' });
  });

  it('analyzeQuestion(ds, question) declines with the reason and a question it can answer about the same column', () => {
    const a = analyzeQuestion(sales, 'average warm temp');
    expect(a).toMatchObject({ intent: 'declined', suggestion: 'What is the average temp?' });
    expect(a?.text).toBe('I can\'t answer that with confidence. I do not know the word "warm" in this data. Try: "What is the average temp?"');
    expect(a?.work).toBeUndefined();
    expect(analyzeQuestion(sales, 'Tell me a joke')?.suggestion).toBe('What is the total sales?');
  });

  it('analyzeQuestion(ds, question) shows the work of whole-table answers too', () => {
    expect(analyzeQuestion(sales, 'Are there any missing values?')).toMatchObject({ intent: 'missing', work: { description: 'count of empty cells in every column' } });
  });

  it('analyzeQuestion(ds, question) lists the misspelt words it read as others in the work', () => {
    // North temps 1.5, 3, 6 → mean 3.5
    expect(analyzeQuestion(sales, 'averge temp for Nroth')).toMatchObject({
      text: 'The mean of temp where region is North is 3.5.',
      work: { readAs: [{ written: 'averge', as: 'average' }, { written: 'Nroth', as: 'North' }] },
    });
    expect(analyzeQuestion(sales, 'average temp for North')?.work?.readAs).toBeUndefined();
  });
});

describe('analyzeQuestion (a member that is the total of the others)', { timeout: 60_000 }, () => {
  it('analyzeQuestion(disasters, "which Entity has the highest Deaths") leaves out All natural disasters and says so', () => {
    const rows = publicCsvRows('disasters.csv');
    const totals = new Map<string, number>();
    for (const r of rows) totals.set(r[0]!, (totals.get(r[0]!) ?? 0) + Number(r[2]));
    // 'All natural disasters' holds every year's total: by far the largest sum, but no entity of its own
    const ranked = [...totals].filter(([e]) => e !== 'All natural disasters').sort((a, b) => b[1] - a[1]);
    const a = analyzeQuestion(publicCsv('disasters.csv'), 'which Entity has the highest Deaths')!;
    expect(a.result).toMatchObject({ top: [ranked[0]![0]], value: ranked[0]![1] });
    expect(a.work?.leftOut?.name).toBe('All natural disasters');
    expect(a.work?.description).toContain('Entity is not All natural disasters');
    expect(a.text).toMatch(/All natural disasters equals the sum of the other Entity values .*: it is their total, so it is left out\.$/);
    // a list of every entity keeps it
    expect(analyzeQuestion(publicCsv('disasters.csv'), 'total Deaths by Entity')?.work?.leftOut).toBeUndefined();
  });
});
