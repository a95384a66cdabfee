import { describe, expect, it } from 'vitest';
import { bandScale } from './scales.js';

describe('bandScale', () => {
  it('bandScale(keys, width, 0.25) lays bands out as d3.scaleBand().padding(0.25) does', () => {
    // 3 bands in 532 px: step 532 / (3 − 0.25 + 2 × 0.25) = 163.692; the bands start at (532 − 2.75 × 163.692) / 2 = 40.923,
    // then every step; each 0.75 × 163.692 = 122.769 px wide
    const x = bandScale(['a', 'b', 'c'], 532, 0.25);
    expect(x('a')).toBeCloseTo(40.923, 3);
    expect(x('b')).toBeCloseTo(204.615, 3);
    expect(x('c')).toBeCloseTo(368.308, 3);
    expect(x.bandwidth()).toBeCloseTo(122.769, 3);
    expect(x.domain()).toEqual(['a', 'b', 'c']);
    expect(x.range()).toEqual([0, 532]);
  });

  it('bandScale(keys, width, 0) splits the width into equal bands (a line puts its points at their centres)', () => {
    const x = bandScale(['a', 'b', 'c', 'd'], 400, 0);
    expect([x('a'), x('b'), x('c'), x('d')]).toEqual([0, 100, 200, 300]);
    expect(x.bandwidth()).toBe(100);
  });

  it('bandScale answers undefined for a key it does not hold, and one band fills the width less its padding', () => {
    expect(bandScale(['a'], 100, 0)('z')).toBeUndefined();
    // 1 band: step 100 / max(1, 1 − 0.25 + 0.5) = 80, start (100 − 0.75 × 80) / 2 = 20, width 60
    const one = bandScale(['a'], 100, 0.25);
    expect(one('a')).toBe(20);
    expect(one.bandwidth()).toBe(60);
  });

  it('bandScale([], width, padding) has no bands', () => {
    const none = bandScale([], 300, 0.25);
    expect(none.domain()).toEqual([]);
    expect(none('a')).toBeUndefined();
  });
});
