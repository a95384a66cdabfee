import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../src/typing/daysInMonth.js';

describe('daysInMonth', () => {
  it('daysInMonth(year, 2) follows the Gregorian leap rules', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
  it('daysInMonth(year, month) has 30 days in April, June, September, November and 31 otherwise', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2024, m))).toEqual([31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});
