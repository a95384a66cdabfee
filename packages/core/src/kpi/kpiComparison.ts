import type { CalendarUnit } from '../trend/types.js';

/** Periods back to the baseline: the same period a year earlier (a week earlier for days, a day for hours). */
export const BASELINE_LAG: Readonly<Record<CalendarUnit, number>> = { hour: 24, day: 7, week: 52, month: 12, quarter: 4, year: 1 };

export interface KpiComparison {
  /** Index of the latest complete period and of its baseline. */
  readonly current: number;
  readonly baseline: number;
  /** Periods between them: BASELINE_LAG when the series reaches that far back, else 1 (the previous period). */
  readonly lag: number;
  /** Median |vₜ − vₜ₋lag| over the series: the typical change between compared periods. */
  readonly tolerance: number;
}

/**
 * Which complete periods a KPI compares: the latest against the same period a year
 * earlier (seasons cancel out) when the series reaches back that far, else against the
 * previous period; and the typical size of such a change. Undefined with fewer than 2 periods.
 * `lag` forces the distance (1: the previous period, when the year-earlier one has too few rows).
 *
 * @example
 * kpiComparison([5, 7, 6, 9], 'month'); // 4 months: previous month → { current: 3, baseline: 2, lag: 1, tolerance: 2 } (changes 2, 1, 3)
 */
export function kpiComparison(values: readonly number[], unit: CalendarUnit, lag = values.length > BASELINE_LAG[unit] ? BASELINE_LAG[unit] : 1): KpiComparison | undefined {
  const n = values.length;
  if (n < 2 || lag >= n) return undefined;
  const changes = Float64Array.from({ length: n - lag }, (_, i) => Math.abs(values[i + lag]! - values[i]!)).sort();
  const mid = changes.length >> 1;
  const tolerance = changes.length % 2 === 1 ? changes[mid]! : (changes[mid - 1]! + changes[mid]!) / 2;
  return { current: n - 1, baseline: n - 1 - lag, lag, tolerance };
}
