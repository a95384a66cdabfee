import { describe, expect, it } from 'vitest';
import { kpiTrend } from '../../src/kpi/kpiTrend.js';

describe('kpiTrend', () => {
  it('kpiTrend(values) follows a clear fitted slope, else stable', () => {
    expect(kpiTrend([10, 11, 12, 13, 14])).toBe('up');
    expect(kpiTrend([14, 13, 12, 11, 10])).toBe('down');
    expect(kpiTrend([10, 12, 9, 11, 10])).toBe('stable');
    expect(kpiTrend([3])).toBe('stable');
  });
  it('kpiTrend(values, season) compares each calendar period with itself: a yearly cycle is not a trend', () => {
    const cycle = [5, 8, 12, 16, 19, 21, 20, 17, 13, 9, 6, 4];
    const flat = [...cycle, ...cycle, ...cycle.map((v) => v + 0.1)];
    expect(kpiTrend(flat, 12)).toBe('up'); // every month 0.1 higher in the third year: small, but the same in all 12
    expect(kpiTrend([...cycle, ...cycle, ...cycle], 12)).toBe('stable');
  });
});
