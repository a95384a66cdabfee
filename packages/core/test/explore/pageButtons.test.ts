import { describe, expect, it } from 'vitest';
import { pageButtons } from '../../src/explore/pageButtons.js';

describe('pageButtons', () => {
  it('pageButtons(page, pageCount) shows at most 5 buttons starting at 1 near the start', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });
  it('pageButtons(page, pageCount) centres the current page in the middle', () => {
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });
  it('pageButtons(page, pageCount) ends at the last page near the end', () => {
    expect(pageButtons(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('pageButtons(page, pageCount) shows every page when there are 5 or fewer', () => {
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 1)).toEqual([1]);
  });
  it('pageButtons(page, 0) is empty and an out-of-range page is clamped', () => {
    expect(pageButtons(1, 0)).toEqual([]);
    expect(pageButtons(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(-3, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});
