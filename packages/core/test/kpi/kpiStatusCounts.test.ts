import { describe, expect, it } from 'vitest';
import { kpiStatusCounts } from '../../src/kpi/kpiStatusCounts.js';

describe('kpiStatusCounts', () => {
  const k = (current_value: number, target_value: number) => ({ current_value, target_value });

  it('kpiStatusCounts(kpis) counts each status by the ratio current/target', () => {
    // ratios 0.95 and 0.9 → On Track; 0.7 → At Risk; 0.5 and NaN → Behind
    expect(kpiStatusCounts([k(95, 100), k(90, 100), k(70, 100), k(50, 100), k(NaN, 100)])).toEqual({ 'On Track': 2, 'At Risk': 1, Behind: 2, 'Above target': 0, 'Below target': 0, 'At target': 0, 'Not compared': 0 });
  });

  it('kpiStatusCounts([]) has every label at 0', () => {
    expect(kpiStatusCounts([])).toEqual({ 'On Track': 0, 'At Risk': 0, Behind: 0, 'Above target': 0, 'Below target': 0, 'At target': 0, 'Not compared': 0 });
    expect(kpiStatusCounts([{ current_value: 3, target_value: 4, better: 'none' }])['Below target']).toBe(1);
  });
});
