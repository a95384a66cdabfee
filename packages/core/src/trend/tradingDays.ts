const DAY = 86_400_000;

/** Weekdays (Monday to Friday, UTC) from `from` up to but not including `to`, both at midnight. */
export function weekdaysBetween(from: number, to: number): number {
  let count = 0;
  for (let t = from; t < to; t += DAY) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) count++;
  }
  return count;
}

/**
 * Whether dated points are trading days: one day apart at the median, at midnight, and never
 * on a Saturday or Sunday (stock closes, business-day ledgers). Their weekends are not gaps.
 *
 * @example
 * isTradingDays([Date.UTC(2000, 0, 3), Date.UTC(2000, 0, 4)], 86_400_000); // true: a Monday and a Tuesday
 */
export function isTradingDays(times: readonly number[], step: number): boolean {
  if (step !== DAY) return false;
  for (const t of times) {
    if (t % DAY !== 0) return false;
    const day = new Date(t).getUTCDay();
    if (day === 0 || day === 6) return false;
  }
  return true;
}
