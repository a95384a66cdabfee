import { quantileSorted } from 'd3-array';

/**
 * Tukey's fences: values below Q1 − 1.5·IQR or above Q3 + 1.5·IQR (quartiles by
 * d3's R-7 interpolation). NaN values are ignored.
 *
 * @example
 * columnOutliers([1, 2, 3, 4, 100]); // Q1 2, Q3 4, fences −1 and 7 → { count: 1, low: -1, high: 7, examples: [100] }
 */
export function columnOutliers(values: ArrayLike<number>): { count: number; low: number; high: number; examples: number[] } {
  const finite: number[] = [];
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i]!)) finite.push(values[i]!);
  const sorted = finite.sort((a, b) => a - b);
  if (sorted.length === 0) return { count: 0, low: NaN, high: NaN, examples: [] };
  const q1 = quantileSorted(sorted, 0.25)!;
  const q3 = quantileSorted(sorted, 0.75)!;
  const low = q1 - 1.5 * (q3 - q1);
  const high = q3 + 1.5 * (q3 - q1);
  const out = sorted.filter((v) => v < low || v > high);
  const examples = [...out].sort((a, b) => Math.abs(b - (q1 + q3) / 2) - Math.abs(a - (q1 + q3) / 2)).slice(0, 3);
  return { count: out.length, low, high, examples };
}
