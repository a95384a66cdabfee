/** What `distinctPairs` counted. */
export interface DistinctCount {
  /** Distinct keys seen (at most cap + 1: counting stops once it passes `cap`). */
  readonly distinct: number;
  /** Rows read before stopping (all rows unless the cap was passed). */
  readonly scanned: number;
  /** Rows read whose keys were all present (not NaN). */
  readonly nonEmpty: number;
}

const scratch = new Float64Array(1);
const bits = new Uint32Array(scratch.buffer);

/** 32 bits of hash of a float's 64 bits. */
function hashFloat(x: number, seed: number): number {
  scratch[0] = x;
  return Math.imul(bits[0]! ^ Math.imul(bits[1]! ^ seed, 0x85ebca6b), 0x9e3779b1);
}

/**
 * Counts distinct keys `a[i]` (or pairs `(a[i], b[i])` when `b` is given) with an open-addressing table of
 * typed arrays (a Map would box every float key). Rows with a NaN key are skipped. Stops once more than
 * `cap` keys are seen. Internal to roles/.
 *
 * @example
 * distinctPairs(Float64Array.from([1, 2, 1]), null, 100).distinct; // 2
 * distinctPairs(Float64Array.from([1, 1]), Float64Array.from([5, 6]), 100).distinct; // 2
 */
export function distinctPairs(a: ArrayLike<number>, b: ArrayLike<number> | null, cap: number): DistinctCount {
  let size = 1024;
  while (size < Math.min(cap, a.length) * 2) size *= 2;
  const slots = new Int32Array(size).fill(-1);
  const keysA = new Float64Array(cap + 1);
  const keysB = new Float64Array(cap + 1);
  const mask = size - 1;
  let distinct = 0;
  let nonEmpty = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b ? b[i]! : 0;
    if (x !== x || y !== y) continue;
    nonEmpty++;
    let h = (b ? hashFloat(y, hashFloat(x, 0)) : hashFloat(x, 0)) & mask;
    for (;;) {
      const k = slots[h]!;
      if (k < 0) {
        if (distinct === cap) return { distinct: cap + 1, scanned: i + 1, nonEmpty };
        slots[h] = distinct;
        keysA[distinct] = x;
        keysB[distinct] = y;
        distinct++;
        break;
      }
      if (keysA[k] === x && keysB[k] === y) break;
      h = (h + 1) & mask;
    }
  }
  return { distinct, scanned: a.length, nonEmpty };
}
