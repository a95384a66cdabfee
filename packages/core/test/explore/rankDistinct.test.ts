import { describe, expect, it } from 'vitest';
import { compareText } from '../../src/explore/compareText.js';
import { rankDistinct } from '../../src/explore/rankDistinct.js';
import { placeByRank } from '../../src/explore/placeByRank.js';

/** Independent ranks: sort with the collator, count the steps where the order strictly rises. */
function collatorRanks(texts: string[]): number[] {
  const sorted = [...texts].sort(compareText);
  return texts.map((t) => {
    let rank = 0;
    for (let k = 1; k < sorted.length && compareText(sorted[k]!, t) <= 0; k++) if (compareText(sorted[k - 1]!, sorted[k]!) < 0) rank++;
    return rank;
  });
}

describe('rankDistinct', () => {
  it('rankDistinct(ascii texts) ranks as the collator orders, equal texts sharing a rank', () => {
    const texts = ['item 10', 'Item 2', 'item 2', '', 'b', 'A', 'a b', 'ab', '007', '7', '-1'];
    expect(Array.from(rankDistinct(texts).rank)).toEqual(collatorRanks(texts));
    expect(rankDistinct(texts).top).toBe(Math.max(...collatorRanks(texts)));
  });

  it('rankDistinct(texts with accents) falls back to the collator and ranks the same way', () => {
    const texts = ['école', 'Ecole', 'zèbre', 'apple', 'Äpfel'];
    expect(Array.from(rankDistinct(texts).rank)).toEqual(collatorRanks(texts));
  });
});

describe('placeByRank', () => {
  it('placeByRank(rows, ranks, top, direction) is a stable counting sort both ways', () => {
    // ranks 1, 0, 1, 2 → asc: row 11 (0), rows 10 and 12 (1, in order), row 13 (2); desc: 13, 10, 12, 11
    expect(Array.from(placeByRank(Uint32Array.of(10, 11, 12, 13), Uint32Array.of(1, 0, 1, 2), 2, 'asc'))).toEqual([11, 10, 12, 13]);
    expect(Array.from(placeByRank(Uint32Array.of(10, 11, 12, 13), Uint32Array.of(1, 0, 1, 2), 2, 'desc'))).toEqual([13, 10, 12, 11]);
  });
});
