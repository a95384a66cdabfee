import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../src/chat/analyzeQuestion.js';
import { answerQuestion } from '../../src/chat/answerQuestion.js';
import { columnOutliers } from '../../src/chat/columnOutliers.js';
import { detectIntent } from '../../src/chat/detectIntent.js';
import { findColumn } from '../../src/chat/findColumn.js';
import { suggestedQuestions } from '../../src/chat/suggestedQuestions.js';
import { dataset, num, str } from '../helpers/dataset.js';

const ds = dataset(
  str('region', ['North', 'South', 'North', '']),
  num('sales', [10, 20, 30, null]),
  num('unit_price', [1, 2, 3, 4]),
);

describe('chat', () => {
  it('answerQuestion(ds, question) gives null for a blank question', () => {
    expect(answerQuestion(ds, '')).toBeNull();
    expect(answerQuestion(ds, '   \n')).toBeNull();
  });

  it('answerQuestion(ds, question) counts rows and columns', () => {
    expect(answerQuestion(ds, 'How many rows are there?')).toBe('The dataset has 4 rows and 3 columns.');
  });

  it('answerQuestion(ds, question) computes statistics of the named column, case-insensitively', () => {
    // sales: (10 + 20 + 30) / 3 = 20 over 3 values
    expect(answerQuestion(ds, 'What is the average SALES?')).toBe('The average sales is 20 (over 3 values).');
    // unit_price named as 'unit price': 1 + 2 + 3 + 4 = 10
    expect(answerQuestion(ds, 'What is the total unit price?')).toBe('The total of unit_price is 10 (over 4 values).');
    expect(answerQuestion(ds, 'What are the minimum and maximum sales?')).toBe('The minimum sales is 10 and the maximum sales is 30.');
    expect(answerQuestion(ds, 'highest unit_price')).toBe('The maximum unit_price is 4.');
    expect(analyzeQuestion(ds, 'lowest value?')).toMatchObject({ intent: 'minimum', column: 'sales' }); // first numeric
  });

  it('answerQuestion(ds, question) lists top categories by row count', () => {
    expect(answerQuestion(ds, 'What are the top region categories?')).toBe('Top region values by row count: North (2), South (1); 2 distinct in all.');
  });

  it('answerQuestion(ds, question) reports missing values with the quality word', () => {
    // 2 of 12 cells empty = 16.67% → needs attention (15% or more)
    expect(answerQuestion(ds, 'Are there any missing values?')).toBe(
      '2 of 12 cells are empty (16.67%), so data quality is needs attention. Empty cells by column: region (1), sales (1).',
    );
  });

  it('answerQuestion(ds, question) finds the strongest correlation', () => {
    // pairs (10,1), (20,2), (30,3): r = 1
    expect(answerQuestion(ds, 'Which columns are most correlated?')).toBe('The strongest correlation is between sales and unit_price: r = 1 (strong, positive).');
    expect(answerQuestion(dataset(num('a', [1, 2])), 'correlation?')).toMatch(/^At least two numeric columns/);
  });

  it('answerQuestion(ds, question) reports outliers with Tukey fences', () => {
    // unit_price 1..4: Q1 1.75, Q3 3.25, IQR 1.5 → fences −0.5 and 5.5
    expect(answerQuestion(ds, 'Are there outliers in unit_price?')).toBe('No outliers in unit_price: every value lies between -0.5 and 5.5.');
    expect(columnOutliers([1, 2, 3, 4, 100])).toEqual({ count: 1, low: -1, high: 7, examples: [100] });
  });

  it('answerQuestion(ds, question) answers trend, types and overview questions', () => {
    expect(answerQuestion(ds, 'What is the trend of sales?')).toMatch(/^The trend of sales is upward\. sales \(total per row\) rose by 20 \(\+200%\) from Period 1 to Period 3 /); // line 10 → 30
    expect(answerQuestion(ds, 'What types are the columns?')).toBe('Column types: region (string), sales (number), unit_price (number).');
    expect(analyzeQuestion(ds, 'Give me a summary')?.intent).toBe('overview');
  });

  it('answerQuestion(ds, question) falls back to a list of what it can answer', () => {
    expect(analyzeQuestion(ds, 'Tell me a joke')).toMatchObject({ intent: 'help' });
    expect(answerQuestion(ds, 'Tell me a joke')).toMatch(/^I can answer questions about row and column counts/);
  });

  it('answerQuestion(ds, question) explains when there is nothing to compute from', () => {
    const text = dataset(str('a', ['x']));
    expect(answerQuestion(text, 'average?')).toBe('There is no numeric column to compute that from.');
    expect(answerQuestion(dataset(num('n', [1])), 'top categories')).toBe('There is no text column to group into categories.');
  });

  it('answerQuestion(ds, question) says so when the column has no numbers', () => {
    const blank = dataset(num('a', [null, null]));
    for (const q of ['average a?', 'trend of a?', 'outliers in a?']) expect(answerQuestion(blank, q)).toBe('a has no numeric values.');
  });

  it('detectIntent(question) follows the rule order', () => {
    expect(detectIntent('What is the total number of rows?')).toBe('count'); // count before sum
    expect(detectIntent('total sales')).toBe('sum');
    expect(detectIntent('is revenue increasing?')).toBe('trend');
    expect(detectIntent('data quality')).toBe('missing');
  });

  it('findColumn(ds, question) prefers the longest whole-word name', () => {
    const d = dataset(num('price', [1]), num('unit price', [2]), num('a', [3]));
    expect(findColumn(d, 'average unit price')?.name).toBe('unit price');
    expect(findColumn(d, 'what about apples')).toBeUndefined(); // 'a' is not a whole word there
  });

  it('suggestedQuestions(ds) gives 8 questions naming the data', () => {
    const q = suggestedQuestions(ds);
    expect(q).toHaveLength(8);
    expect(q[1]).toBe('What is the average sales?');
    expect(q[3]).toBe('What are the top region categories?');
    for (const question of q) expect(analyzeQuestion(ds, question)?.intent).not.toBe('help');
  });
});
