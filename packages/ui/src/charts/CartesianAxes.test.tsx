import { describe, expect, it } from 'vitest';
import { cartesianMargin, labelledBands, slantLabels } from './CartesianAxes.js';

const regions = ['North', 'South', 'East', 'West'].map((label) => ({ label, value: 1 }));
const long = ['Northern Territory', 'South Australia', 'Eastern Cape', 'Western Sahara'].map((label) => ({ label, value: 1 }));

describe('slantLabels', () => {
  it('slantLabels(width, data) keeps short labels level in a phone-sized plot', () => {
    // 4 bands in 245 px are 61 px each; "North" needs about 5 × 6.5 + 8 = 40.5 px.
    expect(slantLabels(245, regions)).toBe(false);
  });

  it('slantLabels(width, data) slants labels wider than their band', () => {
    // "Northern Terr…" (14 chars) needs about 14 × 6.5 + 8 = 99 px, more than 61 px.
    expect(slantLabels(245, long)).toBe(true);
    expect(slantLabels(800, long)).toBe(false); // 200 px bands
  });

  it('slantLabels(width, []) is false', () => {
    expect(slantLabels(100, [])).toBe(false);
  });

  it('cartesianMargin(width, data) leaves more room below for slanted labels', () => {
    expect(cartesianMargin(313, regions).bottom).toBe(36);
    expect(cartesianMargin(313, long).bottom).toBe(72);
  });

  it('labelledBands(domain, width, slanted) labels every k-th band when slanted labels would overlap', () => {
    const months = Array.from({ length: 48 }, (_, i) => `m${i}`);
    // 48 bands × 16 px = 768 px on a 300 px axis: every ⌈768 / 300⌉ = 3rd band
    expect(labelledBands(months, 300, true)).toEqual(months.filter((_, i) => i % 3 === 0));
    expect(labelledBands(months, 300, false)).toEqual(months);
  });
});

