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
    for (const t of ['', 'soon', '2024/03/01', '03-01-2024', '1/2/24', '20240301', '2024-3-1']) expect(parseDate(t)).toBeNaN();
  });
});
