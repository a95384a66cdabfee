import type { DateOrder } from '../dataset/types.js';
import { dateOrderEvidence } from '../typing/dateOrderEvidence.js';

/**
 * Guesses how a/b/yyyy dates are ordered: a first part over 12 is evidence for DMY, a second part
 * over 12 for MDY; MDY wins only with strictly more evidence (the spec's format is dd/mm/yyyy).
 * Ingest applies it to the sample; each date column then checks it against all its own cells.
 *
 * @example
 * detectDateOrder(['12/31/2024']); // 'MDY'
 * detectDateOrder(['01/02/2024']); // 'DMY'
 */
export function detectDateOrder(cells: Iterable<string>): DateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const cell of cells) {
    const evidence = dateOrderEvidence(cell);
    if (evidence === 'DMY') dmy++;
    else if (evidence === 'MDY') mdy++;
  }
  return mdy > dmy ? 'MDY' : 'DMY';
}
