import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/chat/answerQuestion.js';
import { sales } from './fixture.js';

describe('answerQuestion', () => {
  it("answerQuestion(ds, question) is the answer's text, null for a blank question", () => {
    expect(answerQuestion(sales, 'How many rows are there?')).toBe('There are 6 rows.');
    // temp in 2015: (1.5 − 2 + 3) / 3 = 0.83
    expect(answerQuestion(sales, 'average temp in 2015')).toBe('The mean of temp where the year of day is 2015 is 0.83.');
    expect(answerQuestion(sales, '')).toBeNull();
  });
});
