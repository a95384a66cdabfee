/**
 * Stable ascending sort of `rows` by `keys[row]` (finite numbers, -0 equal to 0) with an LSD radix
 * sort on the float bits: linear time, no comparator calls. Returns a new array.
 *
 * @example
 * radixSortByFloat(Uint32Array.from([0, 1, 2]), Float64Array.from([3, -1, 3])); // Uint32Array [1, 0, 2]
 */
export function radixSortByFloat(rows: Uint32Array, keys: Float64Array): Uint32Array {
  const n = rows.length;
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  const little = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
  for (let i = 0; i < n; i++) {
    f[0] = keys[rows[i]!]! + 0;
    let h = little ? u[1]! : u[0]!;
    let l = little ? u[0]! : u[1]!;
    if (h & 0x80000000) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    } else h = (h | 0x80000000) >>> 0;
    hi[i] = h;
    lo[i] = l;
  }
  let order: Uint32Array = Uint32Array.from({ length: n }, (_, i) => i);
  for (const [key, shift] of [[lo, 0], [lo, 16], [hi, 0], [hi, 16]] as const) order = pass(order, key, shift);
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = rows[order[i]!]!;
  return out;
}

function pass(order: Uint32Array, key: Uint32Array, shift: number): Uint32Array {
  const counts = new Uint32Array(65537);
  for (let i = 0; i < order.length; i++) counts[((key[order[i]!]! >>> shift) & 0xffff) + 1]!++;
  let nonEmpty = 0;
  for (let d = 1; d <= 65536; d++) if (counts[d]! > 0) nonEmpty++;
  if (nonEmpty <= 1) return order; // every digit equal: this pass would not move anything
  for (let d = 1; d <= 65536; d++) counts[d]! += counts[d - 1]!;
  const next = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) {
    const o = order[i]!;
    next[counts[(key[o]! >>> shift) & 0xffff]!++] = o;
  }
  return next;
}
