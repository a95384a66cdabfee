import { describe, expect, it } from 'vitest';
import { kpiPeriodUnit } from '../../src/kpi/kpiPeriodUnit.js';

const DAY = 86_400_000;
const days = (count: number) => Array.from({ length: count }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY);

describe('kpiPeriodUnit', () => {
  it('kpiPeriodUnit(times) reads KPIs by month once 4 months are spanned, else by week or day', () => {
    expect(kpiPeriodUnit(days(1461))).toBe('month');
    expect(kpiPeriodUnit(days(40))).toBe('week'); // Jan 1 … Feb 9 spans 2 months, 6 weeks
    expect(kpiPeriodUnit(days(10))).toBe('day');
  });
  it('kpiPeriodUnit(times) keeps the data’s own unit from a month up', () => {
    expect(kpiPeriodUnit(Array.from({ length: 20 }, (_, i) => Date.UTC(2000 + i, 0, 1)))).toBe('year');
    expect(kpiPeriodUnit(Array.from({ length: 20 }, (_, i) => Date.UTC(2000, i * 3, 1)))).toBe('quarter');
  });
});
