import type { CellBatch } from './createTokenizer.js';

/**
 * The text of cell `k` of a tokenizer batch (a range of the chunk, or a string of its own).
 *
 * @example
 * cellText(batch, batch.firstCell[0]!); // the first cell of the first record
 */
export function cellText(batch: CellBatch, k: number): string {
  const s = batch.starts[k]!;
  return s >= 0 ? batch.text.slice(s, batch.ends[k]!) : batch.strings[~s]!;
}
