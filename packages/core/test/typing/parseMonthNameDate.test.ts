import { describe, expect, it } from 'vitest';
import { parseMonthNameDate } from '../../src/typing/parseMonthNameDate.js';

describe('parseMonthNameDate', () => {
  it('parseMonthNameDate(text) reads month-day-year, day-month-year and month-year', () => {
    expect(parseMonthNameDate('Jan 1 2000')).toEqual([2000, 1, 1]);
    expect(parseMonthNameDate('december 25, 2020')).toEqual([2020, 12, 25]);
    expect(parseMonthNameDate('01-Feb-2001')).toEqual([2001, 2, 1]);
    expect(parseMonthNameDate('March 2002')).toEqual([2002, 3, 1]);
  });
  it('parseMonthNameDate(text) is null for unknown month names and other shapes', () => {
    expect(parseMonthNameDate('Foo 1 2000')).toBeNull();
    expect(parseMonthNameDate('Jan')).toBeNull();
    expect(parseMonthNameDate('2000-01-01')).toBeNull();
  });
});
