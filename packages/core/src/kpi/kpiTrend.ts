import type { KpiTrend } from './types.js';

/** Relative change between the halves inside which a KPI counts as stable (±2%). */
export const KPI_STABLE_BAND = 0.02;

/**
 * A KPI's trend from its column: the mean of the later values against the mean of
 * the earlier ones. Without `times`, in row order: the first and last ⌊n/2⌋ numbers
 * (the middle one of an odd count is left out). With `times` (a date column, UTC ms):
 * the numbers dated before / after the midpoint of the date range (rows without a date,
 * or exactly at the midpoint, are left out) — the same split the portfolio uses.
 * The change is relative to |earlier mean|, or to the range (max − min) when the
 * earlier mean is 0. Inside ±2% (or with an empty side, or a constant column) it is 'stable'.
 *
 * @example
 * kpiTrend([10, 10, 12, 12]); // earlier 10, later 12: +20% → 'up'
 * kpiTrend([12, 10], [Date.UTC(2024, 0, 2), Date.UTC(2024, 0, 1)]); // by date 10 → 12: 'up'
 */
export function kpiTrend(values: ArrayLike<number>, times?: ArrayLike<number>): KpiTrend {
  let n = 0;
  let lo = Infinity;
  let hi = -Infinity;
  let tMin = Infinity;
  let tMax = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    n++;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
    if (times) {
      const t = times[i]!;
      if (t < tMin) tMin = t;
      if (t > tMax) tMax = t;
    }
  }
  const half = Math.floor(n / 2);
  const mid = (tMin + tMax) / 2;
  let k = 0;
  let earlierSum = 0;
  let earlierCount = 0;
  let laterSum = 0;
  let laterCount = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    let side: number;
    if (times) {
      const t = times[i]!;
      side = t < mid ? -1 : t > mid ? 1 : 0;
    } else side = k < half ? -1 : k >= n - half ? 1 : 0;
    k++;
    if (side < 0) {
      earlierSum += v;
      earlierCount++;
    } else if (side > 0) {
      laterSum += v;
      laterCount++;
    }
  }
  if (earlierCount === 0 || laterCount === 0) return 'stable';
  const earlier = earlierSum / earlierCount;
  const later = laterSum / laterCount;
  const scale = earlier !== 0 ? Math.abs(earlier) : hi - lo;
  if (scale === 0) return 'stable';
  const change = (later - earlier) / scale;
  if (change > KPI_STABLE_BAND) return 'up';
  if (change < -KPI_STABLE_BAND) return 'down';
  return 'stable';
}
