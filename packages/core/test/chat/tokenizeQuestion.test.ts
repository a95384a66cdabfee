import { describe, expect, it } from 'vitest';
import { normalizeWords, tokenizeQuestion } from '../../src/chat/tokenizeQuestion.js';

describe('tokenizeQuestion', () => {
  it('tokenizeQuestion(question) splits words at underscores and punctuation, lower-cased', () => {
    expect(tokenizeQuestion("What's the average temp_max?").map((t) => t.norm)).toEqual(["what's", 'the', 'average', 'temp', 'max']);
    expect(tokenizeQuestion('Seattle-Tacoma').map((t) => t.text)).toEqual(['Seattle', 'Tacoma']);
  });

  it('tokenizeQuestion(question) reads numbers without $ , %, and keeps dates, ordinals and signs whole', () => {
    const t = tokenizeQuestion('price >= $1,000.5 on 2015-07-04 in 2015-07, 90th -3 5%');
    expect(t.map((x) => [x.kind, x.norm])).toEqual([
      ['word', 'price'],
      ['sign', '>='],
      ['number', '1000.5'],
      ['word', 'on'],
      ['date', '2015-07-04'],
      ['word', 'in'],
      ['date', '2015-07'],
      ['word', '90th'],
      ['number', '-3'],
      ['number', '5'],
    ]);
    expect(tokenizeQuestion('a <> b').map((x) => x.norm)).toEqual(['a', '!=', 'b']);
  });

  it('tokenizeQuestion(question) gives nothing for blank or punctuation-only text', () => {
    expect(tokenizeQuestion('  ?! ')).toEqual([]);
  });

  it('normalizeWords(text) reads a name or value as the matcher does', () => {
    expect(normalizeWords('Cost Total $')).toBe('cost total');
    expect(normalizeWords('east_asia_pacific')).toBe('east asia pacific');
    expect(normalizeWords('B-52')).toBe('b 52');
  });
});
