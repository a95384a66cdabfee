/** Display formatting only (no arithmetic on data): numbers as the step screens show them. */
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return Math.abs(value) >= 1000 ? integer.format(value) : compact.format(value);
}

export function formatDollars(value: number): string {
  return Number.isFinite(value) ? dollars.format(value) : '—';
}

/** Spec §2 portfolio: "signed percent, one decimal" → '+3.2%', '-1.0%', '0.0%'. */
export function formatSignedPercent(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = Math.abs(value).toFixed(1);
  if (text === '0.0') return '0.0%';
  return `${value > 0 ? '+' : '-'}${text}%`;
}

/** Spec §9 "Percentages shown to one decimal". */
export function formatPercent(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)}%` : '—';
}
