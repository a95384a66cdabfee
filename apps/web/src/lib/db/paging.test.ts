import { describe, expect, it } from 'vitest';
import { clampPage, containsPattern, pageCount, pageRange } from './paging.js';

describe('saved-work paging', () => {
  it('pageRange(page, size) is the inclusive row range of a 1-based page', () => {
    expect(pageRange(1, 20)).toEqual({ from: 0, to: 19 });
    expect(pageRange(2, 20)).toEqual({ from: 20, to: 39 });
    expect(pageRange(0, 20)).toEqual({ from: 0, to: 19 });
    expect(pageRange(2.7, 10)).toEqual({ from: 10, to: 19 });
  });

  it('pageCount(total, size): 25 entries at 20 a page are 2 pages; none is still 1 page', () => {
    expect(pageCount(25, 20)).toBe(2);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(-3, 20)).toBe(1);
  });

  it('clampPage keeps the page within 1..pageCount (a delete that empties the last page goes back one)', () => {
    expect(clampPage(2, 20, 20)).toBe(1);
    expect(clampPage(2, 21, 20)).toBe(2);
    expect(clampPage(-1, 50, 20)).toBe(1);
    expect(clampPage(9, 50, 20)).toBe(3);
  });

  it('containsPattern takes the search literally: % _ and \\ escaped, * as one character, trimmed, at most 100 characters', () => {
    expect(containsPattern(' weather ')).toBe('%weather%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('a*b')).toBe('%a_b%');
    expect(containsPattern('x'.repeat(300))).toBe(`%${'x'.repeat(100)}%`);
    expect(containsPattern('')).toBe('%%');
  });
});
