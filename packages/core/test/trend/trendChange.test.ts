import { describe, expect, it } from 'vitest';
import { trendChange } from '../../src/trend/trendChange.js';

const series = { values: [1, 2, 3], labels: ['2024-01', '2024-02', '2024-03'] };
const line = { slope: 2, standardError: 0.5, start: 10, end: 14, rho: 0, clear: true };

describe('trendChange', () => {
  it('trendChange(line, series, ratio) gives units and percent of the line’s start', () => {
    // (14 − 10) / 10 = 40%
    expect(trendChange(line, series, 'ratio')).toEqual({ from: '2024-01', to: '2024-03', periods: 3, start: 10, end: 14, absolute: 4, percent: 40, slope: 2, standardError: 0.5, clear: true });
  });
  it('trendChange(line, series, scale) has no percent for interval quantities or a line starting or ending at or below 0', () => {
    expect(trendChange(line, series, 'interval').percent).toBeUndefined();
    expect(trendChange({ ...line, start: -1 }, series, 'ratio').percent).toBeUndefined();
    // a line from 10 down to −0.5 would read "−105%": a fall of more than everything
    expect(trendChange({ ...line, slope: -5.25, end: -0.5 }, series, 'ratio')).toMatchObject({ absolute: -10.5 });
    expect(trendChange({ ...line, slope: -5.25, end: -0.5 }, series, 'ratio').percent).toBeUndefined();
    expect(trendChange({ ...line, slope: -5, end: 0 }, series, 'ratio').percent).toBeUndefined();
  });
});
