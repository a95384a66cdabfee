/**
 * Whether every byte is below 0x80 (then UTF-8 and Windows-1252 decode it identically).
 *
 * @example
 * isAscii(new Uint8Array([0x61, 0x2c])); // true
 * isAscii(new Uint8Array([0xc3, 0xa9])); // false
 */
export function isAscii(bytes: Uint8Array): boolean {
  let acc = 0;
  for (let i = 0; i < bytes.length; i++) {
    acc |= bytes[i]!;
    if ((i & 4095) === 4095 && acc >= 0x80) return false;
  }
  return acc < 0x80;
}
