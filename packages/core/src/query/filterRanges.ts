import type { Bounds } from './filterBounds.js';
import type { FilterOp } from './types.js';

/** A union of closed ranges [lo[j], hi[j]], ascending and apart, and whether NaN (no value) is in it. */
export interface Ranges {
  readonly lo: readonly number[];
  readonly hi: readonly number[];
  readonly nan: boolean;
}

const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);

/** The next double after x towards +∞ (x > y is x ≥ nextUp(y)). */
function nextUp(x: number): number {
  if (x === Infinity) return x;
  if (x === 0) return Number.MIN_VALUE;
  f64[0] = x;
  i64[0]! += x > 0 ? 1n : -1n;
  return f64[0];
}
const nextDown = (x: number): number => -nextUp(-x);

/**
 * A comparison as the set of keys it accepts, so every filter is tested as "inside one of a few closed
 * ranges": '<' 10 is [−∞, the double before 10], '!=' 3 is [−∞, before 3] ∪ [after 3, ∞], 'in' is the
 * union of its values' ranges, 'empty' is NaN alone.
 *
 * @example
 * filterRanges('>=', [{ lo: 10, hi: 10 }]); // { lo: [10], hi: [Infinity], nan: false }
 */
export function filterRanges(op: FilterOp, b: readonly Bounds[]): Ranges {
  const one = b[0] ?? { lo: NaN, hi: NaN };
  switch (op) {
    case 'empty':
      return { lo: [], hi: [], nan: true };
    case 'notEmpty':
      return { lo: [-Infinity], hi: [Infinity], nan: false };
    case '<':
      return { lo: [-Infinity], hi: [nextDown(one.lo)], nan: false };
    case '<=':
      return { lo: [-Infinity], hi: [one.hi], nan: false };
    case '>':
      return { lo: [nextUp(one.hi)], hi: [Infinity], nan: false };
    case '>=':
      return { lo: [one.lo], hi: [Infinity], nan: false };
    case 'between':
      return { lo: [one.lo], hi: [b[1]!.hi], nan: false };
    case '=':
    case 'in':
      return union(b);
    case '!=':
    case 'notIn':
      return complement(union(b));
  }
}

function union(b: readonly Bounds[]): Ranges {
  const sorted = [...b].sort((x, y) => x.lo - y.lo);
  const lo: number[] = [];
  const hi: number[] = [];
  for (const r of sorted) {
    const last = hi.length - 1;
    if (last >= 0 && r.lo <= nextUp(hi[last]!)) hi[last] = Math.max(hi[last]!, r.hi);
    else {
      lo.push(r.lo);
      hi.push(r.hi);
    }
  }
  return { lo, hi, nan: false };
}

function complement(r: Ranges): Ranges {
  const lo: number[] = [];
  const hi: number[] = [];
  let from = -Infinity;
  for (let j = 0; j < r.lo.length; j++) {
    if (r.lo[j]! > from) {
      lo.push(from);
      hi.push(nextDown(r.lo[j]!));
    }
    from = nextUp(r.hi[j]!);
  }
  if (from <= Infinity && (r.hi.length === 0 || r.hi[r.hi.length - 1] !== Infinity)) {
    lo.push(from);
    hi.push(Infinity);
  }
  return { lo, hi, nan: false };
}
