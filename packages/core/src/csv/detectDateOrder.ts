import type { DateOrder } from '../dataset/types.js';

const SLASHED = /^\s*(\d{1,2})[/.](\d{1,2})[/.]\d{4}\s*$/;

/**
 * Guesses how a/b/yyyy dates are ordered: a first part over 12 is evidence for DMY, a second part
 * over 12 for MDY; MDY wins only with strictly more evidence (the spec's format is dd/mm/yyyy).
 *
 * @example
 * detectDateOrder(['12/31/2024']); // 'MDY'
 * detectDateOrder(['01/02/2024']); // 'DMY'
 */
export function detectDateOrder(cells: Iterable<string>): DateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const cell of cells) {
    const m = SLASHED.exec(cell);
    if (!m) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && b <= 12) dmy++;
    else if (b > 12 && a <= 12) mdy++;
  }
  return mdy > dmy ? 'MDY' : 'DMY';
}
