/** Distinct times with per-time sum and count, in first-seen order. */
export interface TimeGroups {
  readonly times: number[];
  readonly sums: number[];
  readonly counts: number[];
  /** Rows with a number and a valid time. */
  readonly kept: number;
}

const scratch = new Float64Array(1);
const bits = new Uint32Array(scratch.buffer);

/**
 * Groups rows by their time (UTC ms) with an open-addressing hash table on the
 * time's 64 bits: a Map would box every float key, which costs more than the
 * grouping itself on a million rows. Rows with NaN value or time, or with `keep[i]` 0
 * when a mask is given, are skipped.
 *
 * @example
 * groupByTime(Float64Array.from([5, 7, 1]), Float64Array.from([2, 1, 2])).sums; // [6, 7]
 */
export function groupByTime(values: ArrayLike<number>, times: ArrayLike<number>, keep?: Uint8Array): TimeGroups {
  let shift = 22;
  let cap = 1 << (32 - shift);
  let slots = new Int32Array(cap).fill(-1);
  const out = { times: [] as number[], sums: [] as number[], counts: [] as number[], kept: 0 };
  const slotOf = (t: number): number => {
    scratch[0] = t;
    let h = Math.imul(bits[0]! ^ Math.imul(bits[1]!, 0x85ebca6b), 0x9e3779b1) >>> shift;
    for (;;) {
      const g = slots[h]!;
      if (g < 0 || out.times[g] === t) return h;
      h = (h + 1) & (cap - 1);
    }
  };
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const t = times[i]!;
    if (Number.isNaN(v) || Number.isNaN(t) || (keep && keep[i] === 0)) continue;
    out.kept++;
    const h = slotOf(t);
    const g = slots[h]!;
    if (g >= 0) {
      out.sums[g]! += v;
      out.counts[g]!++;
      continue;
    }
    slots[h] = out.times.length;
    out.times.push(t);
    out.sums.push(v);
    out.counts.push(1);
    if (out.times.length * 2 > cap) {
      shift--;
      cap <<= 1;
      slots = new Int32Array(cap).fill(-1);
      for (let k = 0; k < out.times.length; k++) slots[slotOf(out.times[k]!)] = k;
    }
  }
  return out;
}
