import { daysFromCivil } from './daysFromCivil.js';
import { daysInMonth } from './daysInMonth.js';

/**
 * Fast path for a plain `yyyy-mm-dd` in `text[start, start + 10)`: UTC epoch milliseconds, NaN for an
 * impossible date, or -Infinity when the range does not have that exact shape (read it with `parseDate`).
 *
 * @example
 * parseIsoDay('2024-03-01', 0); // 1709251200000
 * parseIsoDay('2024-02-30', 0); // NaN
 * parseIsoDay('1/2/2024', 0); // -Infinity
 */
export function parseIsoDay(text: string, start: number): number {
  if (text.charCodeAt(start + 4) !== 45 || text.charCodeAt(start + 7) !== 45) return -Infinity;
  let y = 0;
  let m = 0;
  let d = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const c = text.charCodeAt(start + i) - 48;
    if (!(c >= 0 && c <= 9)) return -Infinity;
    if (i < 4) y = y * 10 + c;
    else if (i < 7) m = m * 10 + c;
    else d = d * 10 + c;
  }
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return NaN;
  return daysFromCivil(y, m, d) * 86_400_000;
}
