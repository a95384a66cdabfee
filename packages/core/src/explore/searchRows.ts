import type { Dataset } from '../dataset/types.js';
import { buildSearchIndex } from './buildSearchIndex.js';

/**
 * Marks the rows where any cell contains `query` (case-insensitive): 1 in the returned array.
 * Returns null for a blank query (every row matches). The first call on a Dataset builds its index.
 *
 * @example
 * searchRows(parseCsv('city\nOslo\nLima\n'), 'LI'); // Uint8Array [0, 1]
 */
export function searchRows(ds: Dataset, query: string): Uint8Array | null {
  const needle = query.replaceAll('\u0000', '').replaceAll('\u0001', '').toLowerCase();
  if (needle.trim() === '') return null;
  const matches = new Uint8Array(ds.rowCount);
  for (const block of buildSearchIndex(ds)) {
    const { text, starts, firstRow } = block;
    let from = 0;
    let k = 0;
    for (;;) {
      const at = text.indexOf(needle, from);
      if (at < 0) break;
      while (starts[k + 1]! <= at) k++;
      matches[firstRow + k] = 1;
      from = starts[k + 1]!;
    }
  }
  return matches;
}
