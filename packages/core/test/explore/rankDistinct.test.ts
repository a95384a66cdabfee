import fc from 'fast-check';
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

/** The same ranks in O(n log n): each distinct string's rank from one collator sort (for the larger cases). */
function sortedRanks(texts: string[]): number[] {
  const sorted = [...new Set(texts)].sort(compareText);
  const rankOf = new Map<string, number>();
  let rank = 0;
  sorted.forEach((t, k) => {
    if (k > 0 && compareText(sorted[k - 1]!, t) < 0) rank++;
    rankOf.set(t, rank);
  });
  return texts.map((t) => rankOf.get(t)!);
}

describe('rankDistinct, radix order against the collator', { timeout: 60_000 }, () => {
  it('rankDistinct(texts) matches the collator on texts sharing long prefixes, case, accents, digit runs and other scripts', () => {
    // a small alphabet makes shared prefixes, ties and equal-but-different texts ('Ab' and 'ab'); ß, ø, Ω and a
    // combining mark have no collation units, so those texts are merged in by the collator
    const unit = fc.constantFrom(...'aAbBéÉ 0190-,'.split(''), 'ß', 'ø', 'Ω', '\u0301');
    const texts = fc.array(fc.string({ unit, maxLength: 12 }), { maxLength: 120 });
    fc.assert(
      fc.property(texts, (list) => {
        const { rank, top } = rankDistinct(list);
        const expected = sortedRanks(list);
        expect(Array.from(rank)).toEqual(expected);
        expect(top).toBe(list.length === 0 ? 0 : Math.max(...expected));
      }),
      { numRuns: 400 },
    );
  });

  it('rankDistinct(thousands of texts) ranks as the collator does through several radix passes', () => {
    const texts: string[] = [];
    for (let i = 0; i < 6000; i++) {
      const n = (i * 7919) % 1500;
      texts.push(
        i % 5 === 0 ? `Customer called about order ${n}` : i % 5 === 1 ? `customer called about order ${n} again` : i % 5 === 2 ? `item ${String(n).padStart(5, '0')}` : i % 5 === 3 ? `Ítem ${n}` : `café ${n % 40} Ω`,
      );
    }
    texts.push('', ' ', 'customer called about order', 'CUSTOMER CALLED ABOUT ORDER');
    expect(Array.from(rankDistinct(texts).rank)).toEqual(sortedRanks(texts));
  });
});

describe('placeByRank', () => {
  it('placeByRank(rows, ranks, top, direction) is a stable counting sort both ways', () => {
    // ranks 1, 0, 1, 2 → asc: row 11 (0), rows 10 and 12 (1, in order), row 13 (2); desc: 13, 10, 12, 11
    expect(Array.from(placeByRank(Uint32Array.of(10, 11, 12, 13), Uint32Array.of(1, 0, 1, 2), 2, 'asc'))).toEqual([11, 10, 12, 13]);
    expect(Array.from(placeByRank(Uint32Array.of(10, 11, 12, 13), Uint32Array.of(1, 0, 1, 2), 2, 'desc'))).toEqual([13, 10, 12, 11]);
  });
});
