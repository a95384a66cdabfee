import { MAX_TREND_POINTS } from '../constants.js';
import type { Series } from './types.js';

/**
 * An undated series of at most `max` (500) points. Shorter series come back as they are,
 * labelled 'Period n'; longer ones become consecutive chunks of k = ⌈n / max⌉ points,
 * each the mean of its points, labelled 'Period a-b' (rows in file order are not periods
 * of time, so a chunk is only a smoothing window and its mean keeps a short last chunk
 * comparable).
 *
 * @example
 * bucketRows([1, 2, 3, 4, 5], 2).labels; // ['Period 1-3', 'Period 4-5']
 */
export function bucketRows(values: ArrayLike<number>, max = MAX_TREND_POINTS): Series {
  const n = values.length;
  if (n <= max) return { values: Array.from(values), labels: Array.from({ length: n }, (_, i) => `Period ${i + 1}`) };
  const k = Math.ceil(n / max);
  const out: number[] = [];
  const labels: string[] = [];
  for (let a = 0; a < n; a += k) {
    const b = Math.min(n, a + k);
    let sum = 0;
    for (let i = a; i < b; i++) sum += values[i]!;
    out.push(sum / (b - a));
    labels.push(`Period ${a + 1}-${b}`);
  }
  return { values: out, labels, rowsPerBucket: k };
}
