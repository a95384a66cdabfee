import { describe, expect, it } from 'vitest';
import { trendChange } from '../../src/trend/trendChange.js';

const series = { values: [10, 12, 14], labels: ['2024-01', '2024-02', '2024-03'] };
const line = { slope: 2, standardError: 0.5, start: 10, end: 14, rho: 0, clear: true };

describe('trendChange', () => {
  it('trendChange(line, series, ratio) gives units and percent of the line’s start', () => {
    // (14 − 10) / 10 = 40%
    expect(trendChange(line, series, 'ratio')).toEqual({ from: '2024-01', to: '2024-03', periods: 3, start: 10, end: 14, absolute: 4, percent: 40, first: 10, last: 14, slope: 2, standardError: 0.5, clear: true });
  });
  it('trendChange(line, series, scale) has no percent for interval quantities or a line starting or ending at or below 0', () => {
    expect(trendChange(line, series, 'interval').percent).toBeUndefined();
    expect(trendChange({ ...line, start: -1 }, series, 'ratio').percent).toBeUndefined();
    // a line from 10 down to −0.5 would read "−105%": a fall of more than everything
    expect(trendChange({ ...line, slope: -5.25, end: -0.5 }, series, 'ratio')).toMatchObject({ absolute: -10.5 });
    expect(trendChange({ ...line, slope: -5.25, end: -0.5 }, series, 'ratio').percent).toBeUndefined();
    expect(trendChange({ ...line, slope: -5, end: 0 }, series, 'ratio').percent).toBeUndefined();
  });
  it('trendChange(line, series, ratio) withholds the percent when the line starts far from the observed level', () => {
    // 30 periods: the first tenth (3) average (40 + 10 + 10) / 3 = 20; a line starting at 5 is 0.25 × that, below ⅔
    const values = [40, 10, 10, ...Array.from({ length: 27 }, (_, i) => 10 + i)];
    const s = { values, labels: values.map((_, i) => `p${i}`) };
    const c = trendChange({ slope: 1, standardError: 0.1, start: 5, end: 34, rho: 0, clear: true }, s, 'ratio');
    expect(c.percent).toBeUndefined();
    expect(c).toMatchObject({ percentWithheld: { level: 20, periods: 3 }, first: 40, last: 36, absolute: 29 });
    // at 14 (0.7 × 20) the line is near the data: (34 − 14) / 14
    expect(trendChange({ slope: 1, standardError: 0.1, start: 14, end: 34, rho: 0, clear: true }, s, 'ratio').percent).toBeCloseTo((20 / 14) * 100, 9);
    // a season of 12 widens the level to a full cycle
    expect(trendChange({ slope: 1, standardError: 0.1, start: 5, end: 34, rho: 0, clear: true }, s, 'ratio', 12).percentWithheld?.periods).toBe(12);
  });
});
