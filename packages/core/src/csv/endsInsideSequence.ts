/**
 * Whether the bytes may end inside a UTF-8 multi-byte sequence (so a streaming decoder could be
 * holding bytes). Conservative: says true when the chunk's tail gives no complete answer.
 *
 * @example
 * endsInsideSequence(new Uint8Array([0x61, 0xc3])); // true
 * endsInsideSequence(new Uint8Array([0xc3, 0xa9])); // false
 */
export function endsInsideSequence(bytes: Uint8Array): boolean {
  const n = bytes.length;
  for (let i = n - 1; i >= 0 && i >= n - 4; i--) {
    const b = bytes[i]!;
    if (b < 0x80) return i !== n - 1;
    if (b >= 0xc0) {
      const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return i + length > n;
    }
  }
  return true;
}
