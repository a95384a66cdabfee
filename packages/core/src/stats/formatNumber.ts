const formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A number as generated English text shows it: en-US grouping, at most 2 decimals,
 * 'n/a' for NaN or ±Infinity.
 *
 * @example
 * formatNumber(1234.567); // '1,234.57'
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  const text = formatter.format(value);
  return text === '-0' ? '0' : text;
}
