import type { Dataset } from '../dataset/types.js';
import { blockSlots, makeBlock, type SearchBlock } from './searchBlocks.js';

/**
 * The blocks of `ds`'s search index one at a time, building (and caching) each only when asked for,
 * so a caller can spread the work: over idle time, or in a worker that posts each block to the
 * thread holding the same data (which hands it to `addSearchBlock`).
 *
 * @example
 * for (const block of searchIndexBlocks(ds)) postMessage({ type: 'index', block });
 */
export function* searchIndexBlocks(ds: Dataset): Generator<SearchBlock, void, undefined> {
  const slots = blockSlots(ds);
  for (let i = 0; i < slots.length; i++) {
    slots[i] ??= makeBlock(ds, i);
    yield slots[i]!;
  }
}
