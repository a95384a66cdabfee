import { describe, expect, it } from 'vitest';
import { columnOutliers } from '../../src/chat/columnOutliers.js';

describe('columnOutliers', () => {
  it('columnOutliers(values) counts values outside the Tukey fences', () => {
    // Q1 2, Q3 4, IQR 2 → fences −1 and 7
    expect(columnOutliers([1, 2, 3, 4, 100])).toEqual({ count: 1, low: -1, high: 7, examples: [100] });
  });
  it('columnOutliers(values) gives NaN fences for no numbers', () => {
    expect(columnOutliers([NaN])).toEqual({ count: 0, low: NaN, high: NaN, examples: [] });
  });
});
