/**
 * Whether every byte is below 0x80 (then UTF-8 and Windows-1252 decode it identically).
 * Reads four bytes at a time where the view is aligned.
 *
 * @example
 * isAscii(new Uint8Array([0x61, 0x2c])); // true
 * isAscii(new Uint8Array([0xc3, 0xa9])); // false
 */
export function isAscii(bytes: Uint8Array): boolean {
  const n = bytes.length;
  let i = 0;
  while (i < n && (bytes.byteOffset + i) % 4 !== 0) if (bytes[i++]! >= 0x80) return false;
  const words = (n - i) >> 2;
  if (words > 0) {
    const view = new Uint32Array(bytes.buffer, bytes.byteOffset + i, words);
    let acc = 0;
    for (let w = 0; w < words; w++) {
      acc |= view[w]!;
      if ((w & 1023) === 1023 && (acc & 0x80808080) !== 0) return false;
    }
    if ((acc & 0x80808080) !== 0) return false;
    i += words * 4;
  }
  while (i < n) if (bytes[i++]! >= 0x80) return false;
  return true;
}
