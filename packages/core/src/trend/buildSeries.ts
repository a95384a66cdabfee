import { MAX_TREND_POINTS } from '../constants.js';
import type { DateColumn, NumberColumn } from '../dataset/types.js';
import { groupByTime } from './groupByTime.js';
import type { Series, TrendCombine } from './types.js';

export interface BuiltSeries extends Series {
  /** Rows left out: empty value, or empty/invalid date when ordering by date. */
  readonly skipped: number;
  /** Distinct dates that more than one row shared (their values were combined). */
  readonly sharedDates: number;
}

/**
 * The series to analyse. Without a date column: the column's numbers in row order,
 * labelled 'Period n' (n counts kept rows from 1). With one: one point per distinct
 * date in ascending order, labelled by the date as the file first wrote it; rows
 * sharing a date are combined by `combine` — 'sum' by default, because the measures a
 * business CSV holds per row (sales, units, amounts) add up: two sales on one day are
 * that day's sales. Use 'mean' for levels (prices, temperatures, scores).
 * Rows with an empty value, or an empty or invalid date, are skipped and counted.
 *
 * @example
 * buildSeries(sales, day).labels; // ['2024-01-01', '2024-01-02', …]
 */
export function buildSeries(column: NumberColumn, dateColumn: DateColumn | undefined, combine: TrendCombine = 'sum'): BuiltSeries {
  const v = column.values;
  const n = v.length;
  if (!dateColumn) {
    const values: number[] = [];
    for (let i = 0; i < n; i++) if (!Number.isNaN(v[i]!)) values.push(v[i]!);
    // Labels only for series short enough to be shown point by point (bucketing makes its own).
    const labels = values.length <= MAX_TREND_POINTS ? values.map((_, i) => `Period ${i + 1}`) : [];
    return { values, labels, skipped: n - values.length, sharedDates: 0 };
  }
  const t = dateColumn.values;
  let sorted = true;
  let last = -Infinity;
  let kept = 0;
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(v[i]!) || Number.isNaN(t[i]!)) continue;
    kept++;
    if (t[i]! < last) sorted = false;
    last = t[i]!;
  }
  const times: number[] = [];
  const sums: number[] = [];
  const counts: number[] = [];
  const firstRow: number[] = [];
  if (sorted) {
    for (let i = 0; i < n; i++) {
      const x = v[i]!;
      const ti = t[i]!;
      if (Number.isNaN(x) || Number.isNaN(ti)) continue;
      const k = times.length - 1;
      if (k >= 0 && times[k] === ti) {
        sums[k]! += x;
        counts[k]!++;
      } else {
        times.push(ti);
        sums.push(x);
        counts.push(1);
        firstRow.push(i);
      }
    }
  } else {
    const g = groupByTime(v, t);
    const order = Float64Array.from(g.times.keys()).sort((a, b) => g.times[a]! - g.times[b]!);
    const perm = Array.from(order);
    return finish(perm.map((k) => g.times[k]!), perm.map((k) => g.sums[k]!), perm.map((k) => g.counts[k]!), perm.map((k) => g.firstRow[k]!));
  }
  return finish(times, sums, counts, firstRow);

  function finish(ts: number[], ss: number[], cs: number[], rows: number[]): BuiltSeries {
    return {
      values: combine === 'mean' ? ss.map((s, k) => s / cs[k]!) : ss,
      labels: rows.map((r) => dateColumn!.dictionary[dateColumn!.codes[r]!]!),
      times: ts,
      skipped: n - kept,
      sharedDates: cs.reduce((a, c) => a + (c > 1 ? 1 : 0), 0),
    };
  }
}
