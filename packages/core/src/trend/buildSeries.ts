import { groupByTime } from './groupByTime.js';

/** A column's numbers gathered per distinct time (or per row, in row order), before bucketing. */
export interface BuiltSeries {
  /** Distinct times (UTC ms), ascending; absent in row order. */
  readonly times?: number[];
  /** Per time: the sum of the values and the number of rows (per row in row order: the value and 1). */
  readonly sums: number[];
  readonly counts: number[];
  /** Rows left out: no number, or no valid time when ordering by time (rows outside `keep` are not counted). */
  readonly skipped: number;
}

/**
 * The numbers of a column, per distinct time in ascending order with their sum and row
 * count — so a later step can total them (additive measures) or average them over rows
 * (the others). Without `times`: the numbers in row order. `keep` (1 = keep) restricts
 * the rows, e.g. to one entity of a series key. Rows with an empty value or time are
 * skipped and counted.
 *
 * @example
 * buildSeries(Float64Array.of(5, 7, 1), Float64Array.of(2, 1, 2)); // { times: [1, 2], sums: [7, 6], counts: [1, 2], skipped: 0 }
 */
export function buildSeries(values: Float64Array, times?: Float64Array, keep?: Uint8Array): BuiltSeries {
  const n = values.length;
  let considered = n;
  if (keep) {
    considered = 0;
    for (let i = 0; i < n; i++) considered += keep[i]!;
  }
  if (!times) {
    const sums: number[] = [];
    for (let i = 0; i < n; i++) if (!Number.isNaN(values[i]!) && (!keep || keep[i] === 1)) sums.push(values[i]!);
    return { sums, counts: sums.map(() => 1), skipped: considered - sums.length };
  }
  const sorted = sortedTimes(values, times, keep);
  if (sorted) return { times: sorted.times, sums: sorted.sums, counts: sorted.counts, skipped: considered - sorted.kept };
  const g = groupByTime(values, times, keep);
  const order = Array.from(g.times.keys()).sort((a, b) => g.times[a]! - g.times[b]!);
  return {
    times: order.map((k) => g.times[k]!),
    sums: order.map((k) => g.sums[k]!),
    counts: order.map((k) => g.counts[k]!),
    skipped: considered - g.kept,
  };
}

/** One pass for rows already in time order (the common case); undefined as soon as a time goes back. */
function sortedTimes(values: Float64Array, times: Float64Array, keep?: Uint8Array) {
  const out = { times: [] as number[], sums: [] as number[], counts: [] as number[], kept: 0 };
  let last = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const t = times[i]!;
    if (Number.isNaN(v) || Number.isNaN(t) || (keep && keep[i] === 0)) continue;
    if (t < last) return undefined;
    out.kept++;
    if (t === last) {
      out.sums[out.sums.length - 1]! += v;
      out.counts[out.counts.length - 1]!++;
    } else {
      out.times.push(t);
      out.sums.push(v);
      out.counts.push(1);
      last = t;
    }
  }
  return out;
}
