import { quickselect } from 'd3-array';

/**
 * The p-quantile (R-7 interpolation, as d3-array's `quantile`) of numbers with no NaN, in O(n) with
 * d3-array's `quickselect`, which reorders `a` in place. NaN for an empty array; p is clamped to 0..1.
 *
 * @example
 * quantileInPlace(Float64Array.of(4, 1, 3, 2), 0.25); // 1.75
 */
export function quantileInPlace(a: Float64Array, p: number): number {
  const n = a.length;
  if (n === 0) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const i0 = Math.floor(h);
  quickselect(a, i0);
  const v0 = a[i0]!;
  if (i0 + 1 >= n || h === i0) return v0;
  let v1 = Infinity;
  for (let i = i0 + 1; i < n; i++) if (a[i]! < v1) v1 = a[i]!;
  return v0 + (v1 - v0) * (h - i0);
}
