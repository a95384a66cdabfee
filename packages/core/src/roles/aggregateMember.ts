import type { StringColumn } from '../dataset/types.js';
import { headerWords } from '../typing/headerWords.js';

/** A group value whose rows are the total of the other groups' rows, per time. */
export interface AggregateMember {
  /** The group value ('All natural disasters'). */
  readonly name: string;
  /** Its code in the group column (rows with this code are the aggregate's). */
  readonly code: number;
  /** The evidence in plain words. */
  readonly reason: string;
}

/** Names that announce a total row; such a member needs only to be close to the sum. */
const TOTAL_NAMES = new Set(['all', 'total', 'totals', 'world', 'overall', 'global', 'sum', 'everything']);
/** "Equal within rounding": 1% of the value (disasters.csv's 2014: 20,882 against 20,870, 0.06%). */
const EXACT = 0.01;
/** "About the sum" for a member whose name says total: within 10%. */
const CLOSE = 0.1;
/** Share of the compared times that must match: 90% when equal within rounding, 75% for a named total. */
const EXACT_SHARE = 0.9;
const CLOSE_SHARE = 0.75;
/** Fewest times compared before a match counts as evidence. */
const MIN_TIMES = 3;
/** Group columns with more values are not checked (a total row belongs to a short list of entities). */
const MAX_GROUPS = 1000;
/** Time × group cells compared at most (8 bytes each): beyond it the table is no entity-per-time table. */
const MAX_CELLS = 4_000_000;

/**
 * The member of a group column that is itself the total of the others — disasters.csv's `All natural
 * disasters`, which holds the sum of the other entities' deaths for each year — or undefined. Adding it
 * to the others counts every death twice (it "had the largest share, 50%"). For each time where the
 * member and at least one other group have values, the member's sum is compared with the sum of the
 * others: it is the aggregate when they are equal within 1% for ≥ 90% of at least 3 times, or when its
 * name says all/total/world/overall/global and they are within 10% for ≥ 75%. Only meaningful for an
 * additive measure and with a time column (the caller checks). Empty values are skipped.
 *
 * @example
 * aggregateMember(ds.column('Entity'), ds.column('Deaths').values, columnTimes(ds, 'Year'))?.name; // 'All natural disasters'
 */
export function aggregateMember(group: StringColumn, values: ArrayLike<number>, times: ArrayLike<number>): AggregateMember | undefined {
  const groups = group.dictionary.length;
  // dictionary[0] is the empty cell: a total needs at least two parts besides itself
  if (groups < 4 || groups > MAX_GROUPS + 1) return undefined;
  // dense index per distinct time; a total beside two parts needs 3 rows per time, so more times than a third of the rows rules it out
  const { codes } = group;
  const timeIndex = new Map<number, number>();
  for (let i = 0; i < values.length; i++) {
    const t = times[i]!;
    if (t === t && !timeIndex.has(t)) {
      timeIndex.set(t, timeIndex.size);
      if (timeIndex.size * 3 > values.length || timeIndex.size * groups > MAX_CELLS) return undefined;
    }
  }
  const sums = new Float64Array(timeIndex.size * groups);
  const present = new Uint8Array(timeIndex.size * groups);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const t = times[i]!;
    const c = codes[i]!;
    if (v !== v || t !== t || c === 0) continue;
    const cell = timeIndex.get(t)! * groups + c;
    sums[cell] = sums[cell]! + v;
    present[cell] = 1;
  }
  const compared = new Float64Array(groups);
  const exact = new Float64Array(groups);
  const close = new Float64Array(groups);
  for (let row = 0; row < timeIndex.size; row++) {
    const base = row * groups;
    let total = 0;
    let members = 0;
    for (let c = 1; c < groups; c++) {
      if (!present[base + c]) continue;
      total += sums[base + c]!;
      members++;
    }
    // a time where every value is 0 matches anything: no evidence
    if (members < 2 || total === 0) continue;
    for (let c = 1; c < groups; c++) {
      if (!present[base + c]) continue;
      const own = sums[base + c]!;
      const gap = Math.abs(own - (total - own));
      compared[c] = compared[c]! + 1;
      if (gap <= EXACT * Math.abs(own)) exact[c] = exact[c]! + 1;
      if (gap <= CLOSE * Math.abs(own)) close[c] = close[c]! + 1;
    }
  }
  let best: AggregateMember | undefined;
  let bestShare = 0;
  for (let c = 1; c < groups; c++) {
    const n = compared[c]!;
    if (n < MIN_TIMES) continue;
    const name = group.dictionary[c]!;
    const named = headerWords(name).some((w) => TOTAL_NAMES.has(w));
    const share = exact[c]! / n;
    const closeShare = close[c]! / n;
    let reason: string | undefined;
    if (share >= EXACT_SHARE) reason = `${name} equals the sum of the other ${group.name} values (within 1%) at ${exact[c]} of ${n} times: it is their total`;
    else if (named && closeShare >= CLOSE_SHARE) reason = `${name} is named as a total and is within 10% of the sum of the other ${group.name} values at ${close[c]} of ${n} times`;
    if (reason && Math.max(share, closeShare) > bestShare) {
      best = { name, code: c, reason };
      bestShare = Math.max(share, closeShare);
    }
  }
  return best;
}
