/**
 * Pearson correlation of two equal-length numeric arrays over the rows where both
 * are numbers. NaN with fewer than 2 such rows or when either side is constant.
 *
 * @example
 * pearson([1, 2, 3], [2, 4, 7]); // 0.9934
 */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  let n = 0;
  let mx = 0;
  let my = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  const len = Math.min(x.length, y.length);
  for (let i = 0; i < len; i++) {
    const a = x[i]!;
    const b = y[i]!;
    if (Number.isNaN(a) || Number.isNaN(b)) continue;
    n++;
    const dx = a - mx;
    const dy = b - my;
    mx += dx / n;
    my += dy / n;
    sxx += dx * (a - mx);
    syy += dy * (b - my);
    sxy += dx * (b - my);
  }
  if (n < 2 || sxx === 0 || syy === 0) return NaN;
  return sxy / Math.sqrt(sxx * syy);
}
