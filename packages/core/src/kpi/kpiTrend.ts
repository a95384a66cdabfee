import type { KpiTrend } from './types.js';

/** Relative change between the halves inside which a KPI counts as stable (±2%). */
export const KPI_STABLE_BAND = 0.02;

/**
 * A KPI's trend from its column, in row order: the mean of the later half of the
 * numeric values against the mean of the earlier half (the middle value of an odd
 * count is left out). The change is relative to |earlier mean|, or to the range
 * (max − min) when the earlier mean is 0. Inside ±2% (or fewer than 2 values,
 * or a constant column) it is 'stable'.
 *
 * @example
 * kpiTrend([10, 10, 12, 12]); // earlier 10, later 12: +20% → 'up'
 */
export function kpiTrend(values: ArrayLike<number>): KpiTrend {
  let n = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    n++;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const half = Math.floor(n / 2);
  if (half === 0) return 'stable';
  let k = 0;
  let earlierSum = 0;
  let laterSum = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    if (k < half) earlierSum += v;
    else if (k >= n - half) laterSum += v;
    k++;
  }
  const earlier = earlierSum / half;
  const later = laterSum / half;
  const scale = earlier !== 0 ? Math.abs(earlier) : hi - lo;
  if (scale === 0) return 'stable';
  const change = (later - earlier) / scale;
  if (change > KPI_STABLE_BAND) return 'up';
  if (change < -KPI_STABLE_BAND) return 'down';
  return 'stable';
}
