import { quantilesFinite } from '../stats/quantilesFinite.js';

/**
 * Tukey's fences: values below Q1 − 1.5·IQR or above Q3 + 1.5·IQR (quartiles by
 * d3's R-7 interpolation). NaN values are ignored. Examples are the up-to-3 values
 * furthest from the quartiles' midpoint.
 *
 * @example
 * columnOutliers([1, 2, 3, 4, 100]); // Q1 2, Q3 4, fences −1 and 7 → { count: 1, low: -1, high: 7, examples: [100] }
 */
export function columnOutliers(values: ArrayLike<number>): { count: number; low: number; high: number; examples: number[] } {
  const [q1, q3] = quantilesFinite(values, [0.25, 0.75]) as [number, number];
  if (Number.isNaN(q1)) return { count: 0, low: NaN, high: NaN, examples: [] };
  const low = q1 - 1.5 * (q3 - q1);
  const high = q3 + 1.5 * (q3 - q1);
  const mid = (q1 + q3) / 2;
  let count = 0;
  const examples: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!(v < low || v > high)) continue;
    count++;
    examples.push(v);
    if (examples.length > 3) {
      examples.sort((a, b) => Math.abs(b - mid) - Math.abs(a - mid));
      examples.length = 3;
    }
  }
  examples.sort((a, b) => Math.abs(b - mid) - Math.abs(a - mid));
  return { count, low, high, examples };
}
