import { median } from 'd3-array';

/** 0.6745 = Φ⁻¹(0.75): makes the MAD of a normal sample comparable to its standard deviation. */
const MAD_SCALE = 0.6745;

/**
 * Modified z-scores (Iglewicz & Hoaglin): 0.6745 · (x − median) / MAD.
 * NaN inputs give NaN. When the MAD is 0 the mean absolute deviation × 1.2533
 * stands in for it (½√(2π)·meanAD estimates σ); when that is 0 too, every score is 0.
 *
 * @example
 * robustZScores([1, 2, 3, 4, 100]); // median 3, MAD 1 → [-1.349, -0.6745, 0, 0.6745, 65.43]
 */
export function robustZScores(values: ArrayLike<number>): Float64Array {
  const out = new Float64Array(values.length);
  const m = median(Array.from(values));
  if (m === undefined) return out.fill(NaN);
  const deviations = Array.from(values, (v) => Math.abs(v - m));
  const mad = median(deviations) ?? 0;
  let scale: number;
  if (mad > 0) scale = mad / MAD_SCALE;
  else {
    let sum = 0;
    let n = 0;
    for (const d of deviations) if (!Number.isNaN(d)) {
      sum += d;
      n++;
    }
    scale = n > 0 ? (sum / n) * 1.2533 : 0;
  }
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    out[i] = Number.isNaN(v) ? NaN : scale > 0 ? (v - m) / scale : 0;
  }
  return out;
}
