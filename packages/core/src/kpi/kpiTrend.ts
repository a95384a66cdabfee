import { mean } from 'd3-array';
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
  const finite: number[] = [];
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i]!)) finite.push(values[i]!);
  const half = Math.floor(finite.length / 2);
  if (half === 0) return 'stable';
  const earlier = mean(finite.slice(0, half))!;
  const later = mean(finite.slice(finite.length - half))!;
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of finite) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const scale = earlier !== 0 ? Math.abs(earlier) : hi - lo;
  if (scale === 0) return 'stable';
  const change = (later - earlier) / scale;
  if (change > KPI_STABLE_BAND) return 'up';
  if (change < -KPI_STABLE_BAND) return 'down';
  return 'stable';
}
