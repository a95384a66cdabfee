import { describe, expect, it } from 'vitest';
import { buildSeries } from '../../src/trend/buildSeries.js';

const v = Float64Array.of(5, 7, 1, 2, NaN);
const t = Float64Array.of(2, 1, 2, 3, 4);

describe('buildSeries', () => {
  it('buildSeries(values) keeps the numbers in row order', () => {
    // one exact-size typed array, not a number per row pushed into a growing array
    expect(buildSeries(v)).toEqual({ sums: Float64Array.of(5, 7, 1, 2), skipped: 1 });
  });
  it('buildSeries(values, times) sums rows per distinct time in time order and counts them', () => {
    // time 1: 7; time 2: 5 + 1 = 6 (2 rows); time 3: 2; time 4 has no value (skipped)
    expect(buildSeries(v, t)).toEqual({ times: [1, 2, 3], sums: [7, 6, 2], counts: [1, 2, 1], skipped: 1 });
  });
  it('buildSeries(values, sorted times) gives the same result in one pass', () => {
    expect(buildSeries(Float64Array.of(7, 5, 1, 2), Float64Array.of(1, 2, 2, 3))).toEqual({ times: [1, 2, 3], sums: [7, 6, 2], counts: [1, 2, 1], skipped: 0 });
  });
  it('buildSeries(values, times, keep) uses only the kept rows and counts only their gaps', () => {
    const keep = Uint8Array.of(1, 0, 1, 0, 1);
    expect(buildSeries(v, t, keep)).toEqual({ times: [2], sums: [6], counts: [2], skipped: 1 });
    expect(buildSeries(v, undefined, keep)).toEqual({ sums: Float64Array.of(5, 1), skipped: 1 });
  });
  it('buildSeries(values, times) skips rows with no time', () => {
    expect(buildSeries(Float64Array.of(1, 2), Float64Array.of(NaN, 5))).toEqual({ times: [5], sums: [2], counts: [1], skipped: 1 });
  });
});
