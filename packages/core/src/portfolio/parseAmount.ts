/**
 * A form field as a number (spec app.md §5: non-numeric is treated as 0).
 * Numbers pass through (NaN → 0); text is trimmed and read with Number().
 *
 * @example
 * parseAmount('12.5'); // 12.5
 * parseAmount('abc'); // 0
 */
export function parseAmount(input: number | string): number {
  const n = typeof input === 'number' ? input : input.trim() === '' ? 0 : Number(input.trim());
  return Number.isFinite(n) ? n : 0;
}
