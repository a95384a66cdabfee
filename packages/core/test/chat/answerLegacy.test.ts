import { describe, expect, it } from 'vitest';
import { answerLegacy } from '../../src/chat/answerLegacy.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { sales } from './fixture.js';

describe('answerLegacy', () => {
  it('answerLegacy(ds, intent) gives the table size, overview and column types', () => {
    expect(answerLegacy(sales, 'count', undefined, []).text).toBe('The dataset has 6 rows and 4 columns.');
    // the report's overview: sales and temp numbers, region a category (North repeats), day a date; no '0 …' kind
    expect(answerLegacy(sales, 'overview', undefined, []).text).toBe(
      'This dataset has 6 rows and 4 columns: 2 numeric (sales, temp), 1 categorical (region) and 1 date (day). Measures: sales (summed, money), temp (averaged); time: day; category: region.',
    );
    expect(answerLegacy(dataset(num('amount', [5])), 'count', undefined, []).text).toBe('The dataset has 1 row and 1 column.');
    expect(answerLegacy(sales, 'types', undefined, []).text).toBe('Column types: day (date), region (string), sales (number), temp (number).');
  });

  it('answerLegacy(ds, intent) reports missing values with the quality word', () => {
    // 2 of 24 cells empty (region, sales) = 8.33% → good (under 15%)
    expect(answerLegacy(sales, 'missing', undefined, []).text).toBe('2 of 24 cells are empty (8.33%), so data quality is good. Empty cells by column: region (1), sales (1).');
  });

  it('answerLegacy(ds, intent) finds the strongest correlation between measures', () => {
    const ds = dataset(str('r', ['a', 'b', 'c']), num('x', [10, 20, 30]), num('y', [1, 2, 3]));
    // pairs (10,1), (20,2), (30,3): r = 1
    expect(answerLegacy(ds, 'correlation', undefined, []).text).toBe('The strongest correlation is between x and y: r = 1 (strong, positive).');
    expect(answerLegacy(dataset(num('a', [1, 2])), 'correlation', undefined, []).text).toMatch(/^At least two measures/);
  });

  it('answerLegacy(ds, intent, column) reports Tukey outliers of the named measure', () => {
    // temp sorted −2, 1.5, 3, 4, 5, 6: Q1 = 1.5 + 0.25 × 1.5 = 1.875, Q3 = 4 + 0.75 × 1 = 4.75, IQR 2.875 → fences −2.44 and 9.06
    const a = answerLegacy(sales, 'outliers', 'temp', ['please']);
    expect(a.text).toBe('No outliers in temp: every value lies between -2.44 and 9.06.');
    expect(a.work).toMatchObject({ rowsUsed: 6, unusedWords: ['please'] });
  });

  it('answerLegacy(ds, intent) states the trend of the first measure', () => {
    expect(answerLegacy(sales, 'trend', undefined, []).text).toMatch(/^The trend of sales is /);
    expect(answerLegacy(dataset(str('a', ['x'])), 'trend', undefined, []).intent).toBe('declined');
  });
});
