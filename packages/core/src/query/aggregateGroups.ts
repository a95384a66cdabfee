import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { quantileInPlace } from '../stats/quantileInPlace.js';
import { encodeColumn } from './encodeColumn.js';
import type { QueryAggregate } from './types.js';

/** Per group: the aggregate and how many of its rows had a value for it. */
export interface GroupValues {
  readonly values: (number | string | null)[];
  readonly used: Int32Array;
}

const OPS = new Set(['count', 'sum', 'mean', 'median', 'min', 'max', 'distinct', 'mode', 'percentile']);
const NUMERIC = new Set(['sum', 'mean', 'median', 'percentile', 'min', 'max']);

/**
 * Aggregates the listed rows (all rows when `rows` is null) per group in one pass over typed arrays:
 * count, sum, mean, min, max; median and percentile by quickselect on each group's numbers; distinct
 * and mode over the column's dictionary codes (mode ties go to the value met first). Sum of no numbers
 * is 0, the other numeric aggregates of no numbers are null. Min and max of a date column are epoch ms.
 * Throws CoreError INVALID_ARGUMENT for a numeric aggregate of a text column or a p outside 0..1.
 *
 * @example
 * aggregateGroups(ds, { op: 'sum', column: 'sales' }, null, Int32Array.of(0, 1, 0), 2).values; // [40, 20]
 */
export function aggregateGroups(ds: Dataset, agg: QueryAggregate, rows: Int32Array | null, groupOf: Int32Array, groups: number): GroupValues {
  if (!OPS.has(agg.op)) throw new CoreError('INVALID_ARGUMENT', `Unknown aggregate ${JSON.stringify(agg.op)}.`);
  const n = groupOf.length;
  const used = new Int32Array(groups);
  if (agg.column === undefined) {
    if (agg.op !== 'count') throw new CoreError('INVALID_ARGUMENT', `The ${agg.op} aggregate needs a column.`);
    for (let i = 0; i < n; i++) used[groupOf[i]!]!++;
    return { values: Array.from(used), used };
  }
  const column = ds.column(agg.column);
  if (NUMERIC.has(agg.op) && column.type === 'string') {
    throw new CoreError('INVALID_ARGUMENT', `The ${agg.op} of "${agg.column}" needs numbers; the column holds text.`);
  }
  if (column.type !== 'string' && (agg.op === 'count' || NUMERIC.has(agg.op))) {
    const v = column.values;
    if (agg.op === 'median' || agg.op === 'percentile') return quantiles(v, agg, rows, groupOf, groups, used);
    const adds = agg.op === 'sum' || agg.op === 'mean';
    const acc = new Float64Array(groups).fill(agg.op === 'min' ? Infinity : agg.op === 'max' ? -Infinity : 0);
    // Neumaier's compensation: 0.1 + 0.2 + … adds up as written, not as 1225.9999999999989.
    const lost = new Float64Array(adds ? groups : 0);
    for (let i = 0; i < n; i++) {
      const x = v[rows ? rows[i]! : i]!;
      if (x !== x) continue;
      const g = groupOf[i]!;
      used[g]!++;
      if (adds) {
        const a = acc[g]!;
        const t = a + x;
        lost[g]! += Math.abs(a) >= Math.abs(x) ? a - t + x : x - t + a;
        acc[g] = t;
      } else if (agg.op === 'min' ? x < acc[g]! : agg.op === 'max' && x > acc[g]!) acc[g] = x;
    }
    const values = Array.from(acc, (a, g): number | null => {
      if (agg.op === 'count') return used[g]!;
      if (agg.op === 'sum') return a + lost[g]!;
      if (used[g] === 0) return null;
      return agg.op === 'mean' ? (a + lost[g]!) / used[g]! : a;
    });
    return { values, used };
  }
  return byCode(ds, agg, rows, groupOf, groups, used);
}

function quantiles(v: Float64Array, agg: QueryAggregate, rows: Int32Array | null, groupOf: Int32Array, groups: number, used: Int32Array): GroupValues {
  const p = agg.op === 'median' ? 0.5 : (agg.p ?? NaN);
  if (!(p >= 0 && p <= 1)) throw new CoreError('INVALID_ARGUMENT', `A percentile needs p between 0 and 1, not ${String(agg.p)}.`);
  const n = groupOf.length;
  for (let i = 0; i < n; i++) {
    const x = v[rows ? rows[i]! : i]!;
    if (x === x) used[groupOf[i]!]!++;
  }
  // Counting sort of the numbers by group: group g owns start[g] .. start[g + 1].
  const start = new Int32Array(groups + 1);
  for (let g = 0; g < groups; g++) start[g + 1] = start[g]! + used[g]!;
  const next = start.slice(0, groups);
  const byGroup = new Float64Array(start[groups]!);
  for (let i = 0; i < n; i++) {
    const x = v[rows ? rows[i]! : i]!;
    if (x === x) byGroup[next[groupOf[i]!]!++] = x;
  }
  const values = Array.from({ length: groups }, (_, g) => (used[g] === 0 ? null : quantileInPlace(byGroup.subarray(start[g], start[g + 1]), p)));
  return { values, used };
}

/** Past this many (group, value) pairs, the tally is a Map instead of a flat array. */
const FLAT_TALLY = 1 << 22;

/**
 * count, distinct and mode on dictionary codes. Only values count: for number and date columns a
 * cell that did not fit the type is skipped. Mode ties go to the value met first (as d3-array's `mode`).
 */
function byCode(ds: Dataset, agg: QueryAggregate, rows: Int32Array | null, groupOf: Int32Array, groups: number, used: Int32Array): GroupValues {
  const column = ds.column(agg.column!);
  const { codes, labels, sortKeys } = encodeColumn(column);
  const size = labels.length;
  const isValue = Uint8Array.from(labels, (l, c) => Number(l !== null && (column.type === 'string' || typeof sortKeys[c] === 'number')));
  const n = groupOf.length;
  const flat = groups * size <= FLAT_TALLY ? new Int32Array(groups * size) : null;
  const tally = new Map<number, number>();
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = codes[rows ? rows[i]! : i]!;
    if (isValue[c] === 0) continue;
    const g = groupOf[i]!;
    used[g]!++;
    if (agg.op === 'count') continue;
    const key = g * size + c;
    const k = (flat ? flat[key]! : (tally.get(key) ?? 0)) + 1;
    if (flat) flat[key] = k;
    else tally.set(key, k);
    if (k === 1) order.push(key);
  }
  const distinct = new Int32Array(groups);
  const best = new Int32Array(groups).fill(-1);
  const bestCount = new Int32Array(groups);
  for (const key of order) {
    const g = Math.floor(key / size);
    const k = flat ? flat[key]! : tally.get(key)!;
    distinct[g]!++;
    if (k > bestCount[g]!) {
      bestCount[g] = k;
      best[g] = key - g * size;
    }
  }
  const values = Array.from({ length: groups }, (_, g): number | string | null => {
    if (agg.op === 'count') return used[g]!;
    if (agg.op === 'distinct') return distinct[g]!;
    const c = best[g]!;
    if (c < 0) return null;
    return column.type === 'number' ? (sortKeys[c] as number) : labels[c]!;
  });
  return { values, used };
}
