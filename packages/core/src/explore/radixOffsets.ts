/**
 * Turns the counts of one radix digit (`counts[base, base + size)`, over `n` keys) into start offsets, in place;
 * false when every key has the same digit (nothing to move, the pass can be skipped). Shared by the integer-key and
 * the token-key sorts: one small function, compiled once for both.
 */
export function toOffsets(counts: Uint32Array, base: number, size: number, n: number): boolean {
  let sum = 0;
  let varies = true;
  for (let d = 0; d < size; d++) {
    const c = counts[base + d]!;
    if (c === n) varies = false;
    counts[base + d] = sum;
    sum += c;
  }
  return varies;
}
