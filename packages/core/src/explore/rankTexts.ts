import { compareText } from './compareText.js';

/**
 * Stable sort of `rows` by `texts[i]` (the text of rows[i]) in `compareText` order: distinct texts
 * are sorted once, then rows are placed by rank with a counting sort, so a million rows of a few
 * hundred categories cost a few hundred comparisons. Returns a new array.
 *
 * @example
 * rankTexts(Uint32Array.from([5, 6, 7]), ['b', 'a', 'b'], 'asc'); // Uint32Array [6, 5, 7]
 */
export function rankTexts(rows: Uint32Array, texts: readonly string[], direction: 'asc' | 'desc'): Uint32Array {
  const ids = new Map<string, number>();
  const rowId = new Uint32Array(rows.length);
  const distinct: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const t = texts[i]!;
    let id = ids.get(t);
    if (id === undefined) {
      id = distinct.length;
      ids.set(t, id);
      distinct.push(t);
    }
    rowId[i] = id;
  }
  const order = distinct.map((_, i) => i).sort((a, b) => compareText(distinct[a]!, distinct[b]!) || a - b);
  // equal-comparing texts ("a" and "A") share a rank so they keep their row order
  const rank = new Uint32Array(distinct.length);
  let r = 0;
  order.forEach((id, k) => {
    if (k > 0 && compareText(distinct[order[k - 1]!]!, distinct[id]!) !== 0) r++;
    rank[id] = r;
  });
  const top = r;
  const counts = new Uint32Array(top + 2);
  const key = (i: number): number => (direction === 'asc' ? rank[rowId[i]!]! : top - rank[rowId[i]!]!);
  for (let i = 0; i < rows.length; i++) counts[key(i) + 1]!++;
  for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
  const out = new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[counts[key(i)]!++] = rows[i]!;
  return out;
}
