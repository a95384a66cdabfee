import { CoreError } from '../errors.js';
import type { Dataset } from '../dataset/types.js';
import { BLOCK_ROWS, blockSlots, type SearchBlock } from './searchBlocks.js';

/**
 * Puts a search-index block built elsewhere (by `searchIndexBlocks` on a copy of the same data,
 * e.g. in the parse worker) into `ds`'s index, so search does not build it again. A block already
 * there is kept. Throws INVALID_ARGUMENT for a block that cannot belong to `ds` (wrong first row or row count).
 *
 * @example
 * worker.onmessage = (e) => addSearchBlock(ds, e.data.block);
 */
export function addSearchBlock(ds: Dataset, block: SearchBlock): void {
  const slots = blockSlots(ds);
  const index = block.firstRow / BLOCK_ROWS;
  const rows = Math.min(BLOCK_ROWS, ds.rowCount - block.firstRow);
  if (!Number.isInteger(index) || index < 0 || index >= slots.length || block.starts.length !== rows + 1) {
    throw new CoreError('INVALID_ARGUMENT', `A search block for rows from ${block.firstRow} (${block.starts.length - 1} rows) does not fit this dataset.`);
  }
  slots[index] ??= block;
}
