import { describe, expect, it } from 'vitest';
import { trendPointCounts } from '../../src/trend/trendPointCounts.js';

describe('trendPointCounts', () => {
  it('trendPointCounts(points) splits observed and forecast points', () => {
    const points = [false, false, false, true, true].map((predicted) => ({ predicted }));
    expect(trendPointCounts(points)).toEqual({ historical: 3, predicted: 2 });
  });

  it('trendPointCounts([]) is zero and zero', () => {
    expect(trendPointCounts([])).toEqual({ historical: 0, predicted: 0 });
  });
});
