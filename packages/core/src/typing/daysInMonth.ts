/**
 * Number of days in `month` (1–12) of `year` in the Gregorian calendar.
 *
 * @example
 * daysInMonth(2024, 2); // 29
 * daysInMonth(2023, 2); // 28
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
