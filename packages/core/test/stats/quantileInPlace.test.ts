import { quantile } from 'd3-array';
import { describe, expect, it } from 'vitest';
import { quantileInPlace } from '../../src/stats/quantileInPlace.js';

describe('quantileInPlace', () => {
  it('quantileInPlace(a, p) interpolates like R-7', () => {
    // [1, 2, 3, 4]: h = 3 × 0.25 = 0.75 → 1 + 0.75 × (2 − 1) = 1.75
    expect(quantileInPlace(Float64Array.of(4, 1, 3, 2), 0.25)).toBe(1.75);
    expect(quantileInPlace(Float64Array.of(4, 1, 3, 2), 0.5)).toBe(2.5);
    expect(quantileInPlace(Float64Array.of(4, 1, 3, 2), 1)).toBe(4);
    expect(quantileInPlace(Float64Array.of(4, 1, 3, 2), 2)).toBe(4); // clamped
    expect(quantileInPlace(Float64Array.of(9), 0.3)).toBe(9);
  });

  it('quantileInPlace(a, p) agrees with d3-array quantile', () => {
    const xs = Array.from({ length: 101 }, (_, i) => ((i * 37) % 101) / 7);
    for (const p of [0, 0.1, 0.333, 0.5, 0.9, 0.99]) expect(quantileInPlace(Float64Array.from(xs), p)).toBeCloseTo(quantile(xs, p)!, 12);
  });

  it('quantileInPlace(a, p) is NaN for no numbers', () => {
    expect(quantileInPlace(new Float64Array(0), 0.5)).toBeNaN();
  });
});
