/**
 * Stable counting sort: `rows` ordered by `rowRank[i]` (the rank of rows[i], 0…top), ascending or
 * descending, rows of equal rank keeping their order. Returns a new array.
 *
 * @example
 * placeByRank(Uint32Array.of(5, 6, 7), Uint32Array.of(1, 0, 1), 1, 'asc'); // Uint32Array [6, 5, 7]
 */
export function placeByRank(rows: Uint32Array, rowRank: Uint32Array, top: number, direction: 'asc' | 'desc'): Uint32Array {
  const counts = new Uint32Array(top + 2);
  if (direction === 'desc') for (let i = 0; i < rowRank.length; i++) rowRank[i] = top - rowRank[i]!;
  for (let i = 0; i < rows.length; i++) counts[rowRank[i]! + 1]!++;
  for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
  const out = new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[counts[rowRank[i]!]!++] = rows[i]!;
  return out;
}
