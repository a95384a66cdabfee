import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText } from '../../src/explore/compareText.js';
import { rankDistinct } from '../../src/explore/rankDistinct.js';
import { sortByTokens } from '../../src/explore/sortByTokens.js';

/** What sortByTokens must give: the sortable texts in a collator sort (stable), equal neighbours marked 0, the others apart. */
function expectCollatorOrder(texts: string[], isOther: (t: string) => boolean = (t) => /[^\t\n\r\x20-\x7e\u00c0-\u024f]|[ßøØæÆðÐþÞłŁđĐħĦıĸŀŉŋŒœŦŧ]/.test(t)): void {
  const sorted = sortByTokens(texts);
  expect(sorted).not.toBeNull();
  const { order, fresh, others } = sorted!;
  const keyed = texts.map((_, i) => i).filter((i) => !others.includes(i));
  const expected = [...keyed].sort((a, b) => compareText(texts[a]!, texts[b]!) || a - b);
  // ties may come in any order: compare the texts' ranks, not their indexes
  expect(Array.from(order, (i) => texts[i]!).map((t, k, all) => (k > 0 && compareText(all[k - 1]!, t) === 0 ? 0 : 1))).toEqual(Array.from(fresh));
  expect(Array.from(order).every((i, k) => compareText(texts[i]!, texts[expected[k]!]!) === 0)).toBe(true);
  for (const i of others) expect(isOther(texts[i]!)).toBe(true);
}

describe('sortByTokens', { timeout: 60_000 }, () => {
  it('sortByTokens(texts) orders word texts as the collator does: tokens that are prefixes, separators against letters, case, accents, digits, ends', () => {
    const texts = [
      'late', 'later', 'late box', 'late, box', 'late  box', 'late box ', ' late', '', ' ', ',', 'Late Box', 'láte box', 'box', 'Box, late',
      'order 12', 'order 3', 'order 003', 'order 12b', 'said "box", then late', 'late\nbox', 'late\tbox', 'a-b', 'a b', 'ab', 'a', 'A',
    ];
    expectCollatorOrder(texts);
    const { order, fresh } = sortByTokens(['late box', 'box', 'Late, box'])!;
    expect([Array.from(order), Array.from(fresh)]).toEqual([[1, 0, 2], [1, 1, 1]]);
  });

  it('sortByTokens(texts) leaves texts in other scripts to the collator (others) and sorts the rest', () => {
    const { others } = sortByTokens(['box', 'Ωmega', 'straße', 'late 7', 'x'.repeat(3) + '1'.repeat(201)])!;
    expect(others).toEqual([1, 2, 4]);
  });

  it('sortByTokens matches a collator sort on random texts of a small vocabulary (randomized against the reference)', () => {
    const word = fc.constantFrom('fast', 'Fast', 'late', 'later', 'lat', 'box', 'Bóx', 'order', 'order 12', 'order 3', '007', '7', 'a', 'é');
    const separator = fc.constantFrom(' ', ', ', '  ', '-', '"', '\n', '');
    const text = fc.array(fc.tuple(separator, word), { maxLength: 7 }).chain((parts) => separator.map((end) => parts.map(([s, w]) => s + w).join('') + end));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 80 }), (texts) => expectCollatorOrder(texts)),
      { numRuns: 300 },
    );
  });

  it('sortByTokens sorts texts of more tokens than one key holds through the radix sort of token ranks', () => {
    let seed = 3;
    const next = (k: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % k;
    const words = Array.from({ length: 300 }, (_, k) => `w${String.fromCharCode(97 + (k % 26))}${String.fromCharCode(97 + Math.floor(k / 26))}`);
    const texts = Array.from({ length: 3000 }, () => Array.from({ length: 1 + next(30) }, () => words[next(words.length)]!).join(next(2) ? ' ' : ', '));
    expectCollatorOrder(texts);
  });

  it('sortByTokens orders texts that share their first tokens (one key word) by the rest: short runs and long runs of equal first words', () => {
    const words = Array.from({ length: 40 }, (_, k) => `w${String.fromCharCode(97 + (k % 26))}${k < 26 ? '' : 'x'}`);
    let seed = 5;
    const next = (k: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % k;
    const texts: string[] = [];
    // 300 texts on one 4-word stem (a run far longer than an insertion sort takes), 20 stems of a few each, the stems alone
    for (let i = 0; i < 300; i++) texts.push(`wa wb wc wd ${words[next(40)]} ${words[next(40)]}`);
    for (let s = 0; s < 20; s++) {
      const stem = Array.from({ length: 4 }, () => words[next(40)]).join(' ');
      texts.push(stem);
      for (let i = 0; i < 1 + next(5); i++) texts.push(`${stem}${next(2) ? ' ' : ', '}${words[next(40)]}${next(2) ? '' : ' ' + words[next(40)]}`);
    }
    texts.push('wa wb wc wd', 'wa wb wc', 'Wa wb wc wd wa');
    expectCollatorOrder(texts);
  });

  it('sortByTokens widens its trie as units are met: every printable character, digits and accents', () => {
    const chars = Array.from({ length: 95 }, (_, k) => String.fromCharCode(32 + k)).join('');
    const texts = Array.from({ length: 400 }, (_, k) => `${chars.slice(k % 90, (k % 90) + 5)} ${chars.slice((7 * k) % 90, ((7 * k) % 90) + 3)}é`);
    expectCollatorOrder(texts);
  });

  it('sortByTokens(texts) is null for a column without repeated words (its trie outgrows the cap), and rankDistinct still ranks it as the collator does', () => {
    let seed = 9;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
    const word = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + (next() % 26))).join('');
    const codes = Array.from({ length: 6000 }, () => `${word()}@${word()}.example`);
    expect(sortByTokens(codes)).toBeNull();
    // lower-case letters only: no two codes compare equal, so a code's rank is its place in a collator sort
    const place = new Map([...new Set(codes)].sort(compareText).map((c, k) => [c, k]));
    const { rank } = rankDistinct(codes);
    expect(codes.every((c, i) => rank[i] === place.get(c))).toBe(true);
  });
});
