/**
 * Rounds to `digits` decimals, half away from zero, judged on the value's
 * 15-significant-digit form so 2.345 rounds to 2.35 despite binary floats. NaN stays NaN.
 *
 * @example
 * round(2.345, 2); // 2.35
 */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  const scaled = Number((Math.abs(value) * f).toPrecision(15));
  const r = (Math.sign(value) * Math.round(scaled)) / f;
  return r === 0 ? 0 : r;
}
