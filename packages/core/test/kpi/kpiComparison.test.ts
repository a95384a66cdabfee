import { describe, expect, it } from 'vitest';
import { kpiComparison } from '../../src/kpi/kpiComparison.js';

describe('kpiComparison', () => {
  it('kpiComparison(values, unit) compares with the previous period when a year is not covered', () => {
    // changes |7 − 5| = 2, |6 − 7| = 1, |9 − 6| = 3 → median 2
    expect(kpiComparison([5, 7, 6, 9], 'month')).toEqual({ current: 3, baseline: 2, lag: 1, tolerance: 2 });
  });
  it('kpiComparison(values, month) compares with the same month a year earlier once 13 months exist', () => {
    const y = Array.from({ length: 14 }, (_, t) => t * 2); // yearly changes are all 24
    expect(kpiComparison(y, 'month')).toEqual({ current: 13, baseline: 1, lag: 12, tolerance: 24 });
  });
  it('kpiComparison(values, unit) uses a week for days and a day for hours; none with a single period', () => {
    expect(kpiComparison(Array.from({ length: 8 }, (_, t) => t), 'day')).toMatchObject({ baseline: 0, lag: 7 });
    expect(kpiComparison(Array.from({ length: 25 }, (_, t) => t), 'hour')).toMatchObject({ baseline: 0, lag: 24 });
    expect(kpiComparison([4], 'month')).toBeUndefined();
  });
});
