import type { TrendPoint } from './types.js';

/**
 * The trend's observed and forecast point counts (spec app.md §2 trend cards "Data Points" and
 * "Predictions", and the report's prediction tile).
 *
 * @example
 * trendPointCounts(trend.data); // { historical: 36, predicted: 5 }
 */
export function trendPointCounts(points: readonly Pick<TrendPoint, 'predicted'>[]): { historical: number; predicted: number } {
  let predicted = 0;
  for (const p of points) if (p.predicted) predicted++;
  return { historical: points.length - predicted, predicted };
}
