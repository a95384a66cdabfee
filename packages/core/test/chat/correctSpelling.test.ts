import { describe, expect, it } from 'vitest';
import { correctSpelling, editDistance } from '../../src/chat/correctSpelling.js';
import { findMentions } from '../../src/chat/findMentions.js';
import { tokenizeQuestion } from '../../src/chat/tokenizeQuestion.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { sales } from './fixture.js';

/** The positions of the words no rule read, as readQuestion passes them. */
function unknownOf(ds: typeof sales, question: string) {
  const tokens = tokenizeQuestion(question);
  return { tokens, unknown: findMentions(ds, tokens).filter((m) => m.kind === 'unknown').map((m) => m.start) };
}

describe('correctSpelling', () => {
  it('editDistance(a, b, limit) counts edits, a swap of neighbours as one, and stops past the limit', () => {
    expect(editDistance('prcie', 'price', 2)).toBe(1); // p-r-c-i-e vs p-r-i-c-e: c and i swapped
    expect(editDistance('averge', 'average', 2)).toBe(1); // one insertion
    expect(editDistance('kitten', 'sitting', 5)).toBe(3); // k→s, e→i, +g
    expect(editDistance('abcd', 'wxyz', 1)).toBe(2); // past the limit: limit + 1
  });

  it('correctSpelling(ds, tokens, unknown) reads a misspelt question word, column and value as the closest one', () => {
    const { tokens, unknown } = unknownOf(sales, 'averge saels for Nroth');
    const { tokens: out, corrections } = correctSpelling(sales, tokens, unknown);
    expect(corrections).toEqual([
      { written: 'averge', as: 'average' },
      { written: 'saels', as: 'sales' },
      { written: 'Nroth', as: 'North' },
    ]);
    expect(out.map((t) => t.norm)).toEqual(['average', 'sales', 'for', 'north']);
  });

  it('correctSpelling(ds, tokens, unknown) leaves short words, relative dates, other first letters and ties alone', () => {
    const ds = dataset(str('part', ['card', 'cart', 'card']), num('cost', [1, 2, 3]));
    // cst: 3 letters; kard: first letter differs; carx: one edit from card and from cart
    for (const q of ['avg cst', 'cost for kard', 'cost for carx']) {
      const { tokens, unknown } = unknownOf(ds, q);
      expect(unknown.length, q).toBeGreaterThan(0);
      expect(correctSpelling(ds, tokens, unknown).corrections, q).toEqual([]);
    }
    // "last" is one edit from "least" but means a period before today: never corrected.
    expect(correctSpelling(ds, tokenizeQuestion('cost last year'), [1]).corrections).toEqual([]);
  });
});
