const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
/** Jan 1 2000 · January 1, 2000 · Jan. 1st 2000 */
const MONTH_DAY_YEAR = /^([a-z]{3,9})\.?[ -](\d{1,2})(?:st|nd|rd|th)?,?[ -](\d{4})$/i;
/** 1 Jan 2000 · 01-Jan-2000 · 1 January, 2000 */
const DAY_MONTH_YEAR = /^(\d{1,2})[ -]([a-z]{3,9})\.?,?[ -](\d{4})$/i;
/** Jan 2000 · January, 2000 · Jan-2000 */
const MONTH_YEAR = /^([a-z]{3,9})\.?,?[ -](\d{4})$/i;

/**
 * A date written with an English month name (full, three letters, or 'Sept'; any case) as [year, month, day],
 * day 1 when absent, or null for any other shape. The date is not checked here (parseDate does). Internal to typing/.
 *
 * @example
 * parseMonthNameDate('Jan 1 2000'); // [2000, 1, 1]
 * parseMonthNameDate('01-Feb-2001'); // [2001, 2, 1]
 * parseMonthNameDate('March 2002'); // [2002, 3, 1]
 */
export function parseMonthNameDate(value: string): [number, number, number] | null {
  let m = MONTH_DAY_YEAR.exec(value);
  if (m) return withMonth(m[1]!, Number(m[3]), Number(m[2]));
  m = DAY_MONTH_YEAR.exec(value);
  if (m) return withMonth(m[2]!, Number(m[3]), Number(m[1]));
  m = MONTH_YEAR.exec(value);
  if (m) return withMonth(m[1]!, Number(m[2]), 1);
  return null;
}

function withMonth(name: string, year: number, day: number): [number, number, number] | null {
  const month = MONTHS[name.toLowerCase()];
  return month === undefined ? null : [year, month, day];
}
