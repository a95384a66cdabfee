import type { Dataset } from '../dataset/types.js';
import { blockSlots, makeBlock, type SearchBlock } from './searchBlocks.js';

export type { SearchBlock } from './searchBlocks.js';

/**
 * The lower-cased full-text index that search scans with `indexOf`, built once per Dataset and
 * cached (freed with the Dataset). Cell text is what the table shows (`cellText`). Blocks already
 * there — from `searchIndexBlocks` or `addSearchBlock` — are reused; only the missing ones are built.
 *
 * @example
 * buildSearchIndex(parseCsv('a,b\nX,1\n'))[0].text; // 'x\u00011'
 */
export function buildSearchIndex(ds: Dataset): readonly SearchBlock[] {
  const slots = blockSlots(ds);
  for (let i = 0; i < slots.length; i++) slots[i] ??= makeBlock(ds, i);
  return slots as readonly SearchBlock[];
}
