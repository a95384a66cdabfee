import type { TrendDirection } from './types.js';

/**
 * Spec app.md §2: 'Upward' if the value at the sixth-from-last point is greater than
 * the first point's value, else 'Downward'. The points include the 5 forecasts, so
 * the sixth-from-last is the last observed value. With fewer than 6 points the last
 * point stands in; with none, or equal values, it is 'Downward' (the spec's "else").
 *
 * @example
 * trendDirection([{ value: 1 }, { value: 3 }, …5 forecasts]); // 3 > 1 → 'Upward'
 */
export function trendDirection(points: readonly { readonly value: number }[]): TrendDirection {
  const first = points[0];
  const probe = points[points.length >= 6 ? points.length - 6 : points.length - 1];
  if (!first || !probe) return 'Downward';
  return probe.value > first.value ? 'Upward' : 'Downward';
}
