import type { TextCodes } from './types.js';

/**
 * A zeroed code array of `length` rows, as narrow as `dictionarySize` entries allow:
 * 8 bits up to 256 entries, 16 bits up to 65,536, else 32.
 *
 * @example
 * codeArray(3, 200); // Uint8Array [0, 0, 0]
 */
export function codeArray(length: number, dictionarySize: number): TextCodes {
  if (dictionarySize <= 0x100) return new Uint8Array(length);
  if (dictionarySize <= 0x10000) return new Uint16Array(length);
  return new Uint32Array(length);
}
