import { describe, expect, it } from 'vitest';
import { titleWithShown } from './chartShown.js';

describe('titleWithShown (issue 13: a top-10 chart of 12 states says so)', () => {
  it("adds 'top N of M' to the title, or fills in core's '(top 5)'", () => {
    expect(titleWithShown('count of rows by state', { shown: 10, of: 12 })).toBe('count of rows by state (top 10 of 12)');
    expect(titleWithShown('count of rows by state (top 5)', { shown: 5, of: 12 })).toBe('count of rows by state (top 5 of 12)');
    expect(titleWithShown('count of rows by zip', { shown: 10, of: 41_000 })).toBe('count of rows by zip (top 10 of 41,000)');
  });

  it('a summary table ranked one bar per row: core already says "top 10 of 12", said once', () => {
    expect(titleWithShown('revenue per product (one row each, top 10 of 12)', { shown: 10, of: 12 })).toBe('revenue per product (one row each, top 10 of 12)');
  });

  it('every group drawn: the title stays', () => {
    expect(titleWithShown('sum amount by region', null)).toBe('sum amount by region');
  });
});
