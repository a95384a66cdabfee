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

/**
 * A figure kept for people: two decimals, or four significant digits below 0.01 so a small
 * share or rate (0.0043) is not stored as 0.
 *
 * @example
 * roundFigure(1234.5678); // 1234.57
 * roundFigure(0.004312533); // 0.004313
 */
export function roundFigure(value: number): number {
  if (value !== 0 && Math.abs(value) < 0.01 && Number.isFinite(value)) return Number(value.toPrecision(4));
  return round(value, 2);
}
