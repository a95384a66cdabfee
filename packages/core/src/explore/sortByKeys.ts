/** Widest radix digit: 2^11 counters stay in the first-level cache. */
const MAX_DIGIT_BITS = 11;

/**
 * Stable sort of `rows` by `keys` (one per row, 0…range), in as few LSD radix passes of at most
 * MAX_DIGIT_BITS bits as the range needs. Returns a new array.
 *
 * @example
 * sortByKeys(Uint32Array.of(7, 8, 9), Uint32Array.of(2, 0, 2), 2); // Uint32Array [8, 7, 9]
 */
export function sortByKeys(rows: Uint32Array, keys: Uint32Array, range: number): Uint32Array {
  const bits = range === 0 ? 0 : Math.floor(Math.log2(range)) + 1;
  if (bits === 0) return rows.slice();
  const passes = Math.ceil(bits / MAX_DIGIT_BITS);
  return radixSortByKey(rows, keys, passes, Math.ceil(bits / passes));
}

/** Stable LSD radix sort of `rows` by `keys` (one per row, `passes` digits of `width` bits); digits no key varies in are skipped. */
function radixSortByKey(rows: Uint32Array, keys: Uint32Array, passes: number, width: number): Uint32Array {
  const n = rows.length;
  const size = 1 << width;
  const mask = size - 1;
  const counts = new Uint32Array(passes * size);
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    for (let p = 0, shift = 0; p < passes; p++, shift += width) counts[p * size + ((k >>> shift) & mask)]!++;
  }
  let srcRows: Uint32Array = rows;
  let srcKeys: Uint32Array = keys;
  let dstRows: Uint32Array = new Uint32Array(n);
  let dstKeys: Uint32Array = passes > 1 ? new Uint32Array(n) : keys;
  for (let p = 0, shift = 0; p < passes; p++, shift += width) {
    const base = p * size;
    let sum = 0;
    let constant = false;
    for (let d = 0; d < size; d++) {
      const c = counts[base + d]!;
      if (c === n) constant = true;
      counts[base + d] = sum;
      sum += c;
    }
    if (constant) continue;
    const last = p === passes - 1;
    for (let i = 0; i < n; i++) {
      const k = srcKeys[i]!;
      const at = counts[base + ((k >>> shift) & mask)]!++;
      dstRows[at] = srcRows[i]!;
      if (!last) dstKeys[at] = k;
    }
    // the caller's rows are only read: the first pass moves them into arrays of our own
    const previous = srcRows;
    srcRows = dstRows;
    dstRows = previous === rows ? new Uint32Array(n) : previous;
    [srcKeys, dstKeys] = [dstKeys, srcKeys];
  }
  return srcRows === rows ? rows.slice() : srcRows;
}
