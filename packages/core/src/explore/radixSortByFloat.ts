/**
 * Stable sort of `rows` by `keys[row]` (finite numbers, -0 equal to 0), ascending unless `direction` is
 * 'desc' (rows of equal keys keep their order either way), with an LSD radix sort on the float bits: four
 * 16-bit passes that move keys with the rows (sequential reads), passes whose digit never varies skipped;
 * no comparator calls. Returns a new array.
 *
 * @example
 * radixSortByFloat(Uint32Array.from([0, 1, 2]), Float64Array.from([3, -1, 3])); // Uint32Array [1, 0, 2]
 */
export function radixSortByFloat(rows: Uint32Array, keys: Float64Array, direction: 'asc' | 'desc' = 'asc'): Uint32Array {
  const n = rows.length;
  let hi = new Uint32Array(n);
  let lo = new Uint32Array(n);
  let idx = rows.slice();
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  const desc = direction === 'desc';
  const little = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
  const H = little ? 1 : 0;
  const counts = [0, 1, 2, 3].map(() => new Uint32Array(65536));
  const [c0, c1, c2, c3] = counts as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  for (let i = 0; i < n; i++) {
    f[0] = keys[rows[i]!]! + 0;
    let h = u[H]!;
    let l = u[1 - H]!;
    if (h & 0x80000000) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    } else h = (h | 0x80000000) >>> 0;
    if (desc) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    }
    hi[i] = h;
    lo[i] = l;
    c0[l & 0xffff]!++;
    c1[l >>> 16]!++;
    c2[h & 0xffff]!++;
    c3[h >>> 16]!++;
  }
  let nextHi = new Uint32Array(n);
  let nextLo = new Uint32Array(n);
  let nextIdx = new Uint32Array(n);
  for (let p = 0; p < 4; p++) {
    const count = counts[p]!;
    if (n === 0 || count.includes(n)) continue; // one digit value for every row: nothing moves
    let sum = 0;
    for (let d = 0; d < 65536; d++) {
      const c = count[d]!;
      count[d] = sum;
      sum += c;
    }
    const source = p < 2 ? lo : hi;
    const shift = p % 2 === 0 ? 0 : 16;
    for (let i = 0; i < n; i++) {
      const at = count[(source[i]! >>> shift) & 0xffff]!++;
      nextHi[at] = hi[i]!;
      nextLo[at] = lo[i]!;
      nextIdx[at] = idx[i]!;
    }
    [hi, nextHi] = [nextHi, hi];
    [lo, nextLo] = [nextLo, lo];
    [idx, nextIdx] = [nextIdx, idx];
  }
  return idx;
}
