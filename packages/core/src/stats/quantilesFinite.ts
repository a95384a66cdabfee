import { quantileInPlace } from './quantileInPlace.js';

/**
 * Quantiles (R-7 interpolation, as d3-array's `quantile`) of a column's numbers, NaN
 * skipped, in O(n) with d3-array's `quickselect` on one Float64Array copy instead of a
 * full sort. Empty input gives NaN for every p.
 *
 * @example
 * quantilesFinite([1, 2, 3, 4, NaN], [0.25, 0.75]); // [1.75, 3.25]
 */
export function quantilesFinite(values: ArrayLike<number>, ps: readonly number[]): number[] {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i]!)) n++;
  const a = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i]!)) a[k++] = values[i]!;
  return ps.map((p) => quantileInPlace(a, p));
}
