import { describe, expect, it } from 'vitest';
import { parseDate } from '../../src/typing/parseDate.js';

describe('parseDate', () => {
  it('parseDate(text) reads yyyy-mm-dd as UTC midnight', () => {
    expect(parseDate('2024-03-01')).toBe(Date.UTC(2024, 2, 1));
    expect(parseDate(' 2024-03-01 ')).toBe(Date.UTC(2024, 2, 1));
  });
  it('parseDate(text) reads dd/mm/yyyy (DMY) and mm/dd/yyyy (MDY)', () => {
    expect(parseDate('31/01/2024')).toBe(Date.UTC(2024, 0, 31));
    expect(parseDate('1/2/2024')).toBe(Date.UTC(2024, 1, 1));
    expect(parseDate('01/31/2024', 'MDY')).toBe(Date.UTC(2024, 0, 31));
    expect(parseDate('31.01.2024')).toBe(Date.UTC(2024, 0, 31));
  });
  it('parseDate(text) rejects impossible dates such as 31/02/2024', () => {
    expect(parseDate('31/02/2024')).toBeNaN();
    expect(parseDate('2023-02-29')).toBeNaN();
    expect(parseDate('2024-13-01')).toBeNaN();
    expect(parseDate('2024-00-10')).toBeNaN();
    expect(parseDate('01/31/2024', 'DMY')).toBeNaN();
  });
  it('parseDate(text) accepts 29 February in leap years only', () => {
    expect(parseDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseDate('2000-02-29')).toBe(Date.UTC(2000, 1, 29));
    expect(parseDate('1900-02-29')).toBeNaN();
  });
  it('parseDate(text) reads an ISO time and offset', () => {
    expect(parseDate('2024-03-01T10:30')).toBe(Date.UTC(2024, 2, 1, 10, 30));
    expect(parseDate('2024-03-01 10:30:15.250Z')).toBe(Date.UTC(2024, 2, 1, 10, 30, 15, 250));
    expect(parseDate('2024-03-01T10:30:00+02:00')).toBe(Date.UTC(2024, 2, 1, 8, 30));
    expect(parseDate('2024-03-01T24:00')).toBeNaN();
  });
  it('parseDate(text) keeps years below 100 as written (no 19xx remapping)', () => {
    expect(parseDate('0099-01-01')).toBe(new Date('0099-01-01T00:00:00Z').getTime());
  });
  it('parseDate(text) rejects other shapes', () => {
    for (const t of ['', 'soon', '03-01-2024', '1/2/24', '20240301', '2024-3-1', '2024-13', 'Foo 1 2000', 'Jan 32 2000']) expect(parseDate(t)).toBeNaN();
  });
  it('parseDate(text) reads yyyy/mm/dd with a time (github.csv: 2015/01/01 01:00:00)', () => {
    expect(parseDate('2024/03/01')).toBe(Date.UTC(2024, 2, 1));
    expect(parseDate('2015/01/01 01:00:00')).toBe(Date.UTC(2015, 0, 1, 1));
    expect(parseDate('2024/03-01')).toBeNaN();
  });
  it('parseDate(text) reads yyyy-mm as the first day of the month', () => {
    expect(parseDate('2000-01')).toBe(Date.UTC(2000, 0, 1));
    expect(parseDate('2019/12')).toBe(Date.UTC(2019, 11, 1));
  });
  it('parseDate(text) reads English month names (stocks.csv: Jan 1 2000)', () => {
    // 2000-01-01 is 30 years after 1970: 30 × 365 + 7 leap days (1972…1996) = 10,957 days
    expect(parseDate('Jan 1 2000')).toBe(10_957 * 86_400_000);
    expect(parseDate('January 1, 2000')).toBe(Date.UTC(2000, 0, 1));
    expect(parseDate('Sept. 30th 2001')).toBe(Date.UTC(2001, 8, 30));
    expect(parseDate('1 Jan 2000')).toBe(Date.UTC(2000, 0, 1));
    expect(parseDate('01-FEB-2001')).toBe(Date.UTC(2001, 1, 1));
    expect(parseDate('Mar 2002')).toBe(Date.UTC(2002, 2, 1));
    expect(parseDate('Feb 29 2001')).toBeNaN();
  });
});
