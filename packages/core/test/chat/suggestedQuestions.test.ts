import { describe, expect, it } from 'vitest';
import { compileQuestion } from '../../src/chat/compileQuestion.js';
import { suggestedQuestions } from '../../src/chat/suggestedQuestions.js';
import { dataset, str } from '../helpers/dataset.js';
import { publicCsv } from '../helpers/publicCsv.js';
import { sales } from './fixture.js';

const FILES = ['seattle-weather.csv', 'stocks.csv', 'disasters.csv', 'zipcodes.csv', 'gapminder-health-income.csv', 'birdstrikes.csv', 'github.csv', 'airports.csv'];

// Parsing eight public CSVs takes seconds on a loaded machine.
describe('suggestedQuestions', { timeout: 60_000 }, () => {
  it('suggestedQuestions(ds) builds 8 questions from the column roles', () => {
    expect(suggestedQuestions(sales)).toEqual([
      'What is the total sales?',
      'What is the total sales in 2016?',
      'Which region is most common?',
      'How many rows have region North?',
      'Which region has the highest sales?',
      'What is the total sales by year?',
      'What is the median sales?',
      'What is the trend of sales?',
    ]);
  });

  it('suggestedQuestions(ds) asks about one series when a series key interleaves several', () => {
    expect(suggestedQuestions(publicCsv('stocks.csv'))[0]).toMatch(/^What is the average price for [A-Z]+\?$/);
  });

  it('suggestedQuestions(ds) never offers a year or an identifier as a measure or a group', () => {
    const disasters = suggestedQuestions(publicCsv('disasters.csv'));
    expect(disasters.join(' ')).not.toMatch(/total Year|average Year|by Year/);
    expect(suggestedQuestions(publicCsv('zipcodes.csv')).join(' ')).not.toMatch(/zip_code/);
  });

  it('suggestedQuestions(ds) are all answerable, on public CSVs and with no measure at all', () => {
    for (const file of FILES) {
      const ds = publicCsv(file);
      const qs = suggestedQuestions(ds);
      expect(qs, file).toHaveLength(8);
      for (const q of qs) expect(compileQuestion(ds, q).kind, `${file}: ${q}`).not.toBe('declined');
    }
    const text = dataset(str('colour', ['red', 'blue']));
    expect(suggestedQuestions(text)).toHaveLength(8);
    for (const q of suggestedQuestions(text)) expect(compileQuestion(text, q).kind, q).not.toBe('declined');
  });
});
