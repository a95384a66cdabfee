import { writeCollationUnits } from './collationKey.js';
import { compareText } from './compareText.js';
import { sortByTokens, type SortedTexts } from './sortByTokens.js';
import { sortByUnits } from './sortByUnits.js';

/**
 * The rank of each of `texts` (distinct or not) in `compareText` order, texts that compare equal ("a",
 * "A", "á") sharing one, and the highest rank. Texts with collation units (ASCII and accented Latin, see
 * `writeCollationUnits`) are ordered with no collator call: by their words when the column repeats words
 * (`sortByTokens`: notes, descriptions), else by a radix sort of their units written out whole; the others
 * are sorted with the collator and merged in by binary search, so a few texts in other scripts cost a
 * few collator calls each, not a collator sort of the whole column.
 *
 * @example
 * rankDistinct(['b', 'a', 'A']); // { rank: Uint32Array [1, 0, 0], top: 1 }
 */
export function rankDistinct(texts: readonly string[]): { rank: Uint32Array; top: number } {
  return rankSorted(texts, sortDistinct(texts));
}

/**
 * `texts` in `compareText` order as far as their collation units go (`sortByTokens`, else `sortWhole`): `order` and
 * `fresh` for the texts with units, `others` (other scripts) left to the collator.
 */
export function sortDistinct(texts: readonly string[]): SortedTexts {
  return sortByTokens(texts) ?? sortWhole(texts);
}

/** `rankDistinct` from `sortDistinct(texts)`: the others merged in by binary search with the collator. */
export function rankSorted(texts: readonly string[], sorted: SortedTexts): { rank: Uint32Array; top: number } {
  const n = texts.length;
  const { order, fresh, others } = sorted;
  const keyedCount = order.length;
  const rank = new Uint32Array(n);
  let top = -1;
  if (others.length === 0) return { rank, top: Math.max(rankInOrder(order, fresh, rank), 0) };
  others.sort((a, b) => compareText(texts[a]!, texts[b]!));
  // merge: each other text goes before the first keyed text not below it
  let p = 0;
  let previous = -1; // the text ranked last, and whether it was keyed
  let previousKeyed = false;
  for (let q = 0; q <= others.length; q++) {
    const other = q < others.length ? others[q]! : -1;
    const stop = other < 0 ? keyedCount : lowerBound(order, p, keyedCount, texts, texts[other]!);
    for (; p < stop; p++) {
      const id = order[p]!;
      const same = previous >= 0 && (previousKeyed ? fresh[p] === 0 : compareText(texts[previous]!, texts[id]!) === 0);
      rank[id] = same ? top : ++top;
      previous = id;
      previousKeyed = true;
    }
    if (other < 0) break;
    const same = previous >= 0 && compareText(texts[previous]!, texts[other]!) === 0;
    rank[other] = same ? top : ++top;
    previous = other;
    previousKeyed = false;
  }
  return { rank, top: Math.max(top, 0) };
}

/** `sortByTokens`' result for texts of too many distinct words: each text's collation units written out whole and radix-sorted. */
function sortWhole(texts: readonly string[]): SortedTexts {
  const n = texts.length;
  let size = 16;
  for (let i = 0; i < n; i++) size += texts[i]!.length;
  let units = new Uint8Array(size + (size >> 3));
  const from = new Int32Array(n);
  const to = new Int32Array(n);
  const keyed = new Uint32Array(n);
  let keyedCount = 0;
  const others: number[] = [];
  let at = 0;
  for (let i = 0; i < n; i++) {
    const text = texts[i]!;
    const room = at + 2 * text.length + 2;
    if (room > units.length) {
      const bigger = new Uint8Array(Math.max(room, units.length * 2));
      bigger.set(units.subarray(0, at));
      units = bigger;
    }
    const end = writeCollationUnits(text, units, at);
    if (end < 0) {
      others.push(i);
      continue;
    }
    from[i] = at;
    to[i] = end;
    at = end;
    keyed[keyedCount++] = i;
  }
  const order = keyed.subarray(0, keyedCount);
  const fresh = new Uint8Array(keyedCount);
  sortByUnits(order, fresh, units, from, to);
  return { order, fresh, others };
}

/** rank[order[p]] = the count of fresh marks up to p, less one; returns the top rank (-1 for no texts). */
function rankInOrder(order: Uint32Array, fresh: Uint8Array, rank: Uint32Array): number {
  let top = -1;
  for (let p = 0; p < order.length; p++) rank[order[p]!] = fresh[p] === 1 ? ++top : top;
  return top;
}

/** The first position in `order[lo, hi)` whose text is not below `text`. */
function lowerBound(order: Uint32Array, lo: number, hi: number, texts: readonly string[], text: string): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareText(texts[order[mid]!]!, text) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
