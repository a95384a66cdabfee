import { groupByTime } from './groupByTime.js';

/** A column's numbers per distinct time, in ascending order, before bucketing. */
export interface DatedSeries {
  /** Distinct times (UTC ms), ascending. */
  readonly times: number[];
  /** Per time: the sum of the values and the number of rows. */
  readonly sums: number[];
  readonly counts: number[];
  /** Rows left out: no number or no valid time (rows outside `keep` are not counted). */
  readonly skipped: number;
}

/** A column's numbers in row order (each row counts once). */
export interface RowSeries {
  readonly times?: undefined;
  /** One exact-size typed array: a million rows pushed one by one into an array regrow it again and again. */
  readonly sums: Float64Array;
  /** Rows left out: no number (rows outside `keep` are not counted). */
  readonly skipped: number;
}

export type BuiltSeries = DatedSeries | RowSeries;

/**
 * The numbers of a column, per distinct time in ascending order with their sum and row
 * count — so a later step can total them (additive measures) or average them over rows
 * (the others). Without `times`: the numbers in row order, as a Float64Array. `keep` (1 = keep) restricts
 * the rows, e.g. to one entity of a series key. Rows with an empty value or time are
 * skipped and counted.
 *
 * @example
 * buildSeries(Float64Array.of(5, 7, 1), Float64Array.of(2, 1, 2)); // { times: [1, 2], sums: [7, 6], counts: [1, 2], skipped: 0 }
 * buildSeries(Float64Array.of(5, NaN, 1)); // { sums: Float64Array [5, 1], skipped: 1 }
 */
export function buildSeries(values: Float64Array, times: Float64Array, keep?: Uint8Array): DatedSeries;
export function buildSeries(values: Float64Array, times?: Float64Array, keep?: Uint8Array): BuiltSeries;
export function buildSeries(values: Float64Array, times?: Float64Array, keep?: Uint8Array): BuiltSeries {
  const n = values.length;
  let considered = n;
  if (keep) {
    considered = 0;
    for (let i = 0; i < n; i++) considered += keep[i]!;
  }
  if (!times) {
    let kept = 0;
    for (let i = 0; i < n; i++) if (values[i] === values[i] && (!keep || keep[i] === 1)) kept++;
    const sums = new Float64Array(kept);
    for (let i = 0, k = 0; i < n; i++) if (values[i] === values[i] && (!keep || keep[i] === 1)) sums[k++] = values[i]!;
    return { sums, skipped: considered - kept };
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
