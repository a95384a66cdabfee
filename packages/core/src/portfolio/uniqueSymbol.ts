import { SYMBOL_LENGTH } from '../constants.js';

/**
 * A ticker-like symbol for a name: its first 4 letters or digits upper-cased
 * ('ASSET' when it has none); when already taken, a number is appended
 * (NORT, NORT2, NORT3 …).
 *
 * @example
 * uniqueSymbol('North-East', new Set(['NORT'])); // 'NORT2'
 */
export function uniqueSymbol(name: string, taken: ReadonlySet<string>): string {
  const letters = name.replace(/[^\p{L}\p{N}]/gu, '').slice(0, SYMBOL_LENGTH).toUpperCase();
  const base = letters === '' ? 'ASSET' : letters;
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n++;
  return `${base}${n}`;
}
