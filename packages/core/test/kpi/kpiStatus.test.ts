import { describe, expect, it } from 'vitest';
import { kpiStatus } from '../../src/kpi/kpiStatus.js';

describe('kpiStatus', () => {
  it('kpiStatus(kpi) is On Track from 90% of the target, At Risk from 70%, Behind below', () => {
    expect(kpiStatus({ current_value: 90, target_value: 100 })).toEqual({ status: 'On Track', ratio: 0.9, progress: 90 });
    expect(kpiStatus({ current_value: 75, target_value: 100 })).toEqual({ status: 'At Risk', ratio: 0.75, progress: 75 });
    expect(kpiStatus({ current_value: 69, target_value: 100 }).status).toBe('Behind');
    expect(kpiStatus({ current_value: 250, target_value: 100 })).toMatchObject({ status: 'On Track', progress: 100 });
  });
  it('kpiStatus(kpi with tolerance) counts typical changes short of the target instead of a ratio', () => {
    // shortfall 1 tolerance → 1 − 0.1 = 0.9: On Track; 2 → 0.8 At Risk; 3 → 0.7 At Risk; 4 → 0.6 Behind
    expect(kpiStatus({ current_value: 9, target_value: 10, tolerance: 1 })).toMatchObject({ status: 'On Track', ratio: 0.9 });
    expect(kpiStatus({ current_value: 8, target_value: 10, tolerance: 1 }).status).toBe('At Risk');
    expect(kpiStatus({ current_value: 7, target_value: 10, tolerance: 1 }).status).toBe('At Risk');
    expect(kpiStatus({ current_value: 6, target_value: 10, tolerance: 1 }).status).toBe('Behind');
    // −3 °C against −1 °C with a typical change of 4: half a change short → 0.95, On Track (a ratio would say 300%)
    expect(kpiStatus({ current_value: -3, target_value: -1, tolerance: 4 })).toMatchObject({ status: 'On Track', progress: 95 });
    expect(kpiStatus({ current_value: 12, target_value: 10, tolerance: 1 })).toMatchObject({ ratio: 1, progress: 100 });
    expect(kpiStatus({ current_value: 9, target_value: 10, tolerance: 0 }).status).toBe('Behind');
  });
  it('kpiStatus(kpi) handles a target of 0 and NaN', () => {
    expect(kpiStatus({ current_value: 0, target_value: 0 }).ratio).toBe(1);
    expect(kpiStatus({ current_value: -1, target_value: 0 }).status).toBe('Behind');
    expect(kpiStatus({ current_value: NaN, target_value: 5 })).toMatchObject({ ratio: 0, status: 'Behind', progress: 0 });
  });
});

describe('kpiStatus (lower is better)', () => {
  it('kpiStatus(kpi with better lower) reads the ratio the other way: target / current', () => {
    // deaths 2,087 against 10,201: fell, so On Track; costs 125 against 100 → 100/125 = 0.8 At Risk; 150 → 0.667 Behind
    expect(kpiStatus({ current_value: 2087, target_value: 10201, better: 'lower' })).toMatchObject({ status: 'On Track', progress: 100 });
    expect(kpiStatus({ current_value: 125, target_value: 100, better: 'lower' })).toEqual({ status: 'At Risk', ratio: 0.8, progress: 80 });
    expect(kpiStatus({ current_value: 150, target_value: 100, better: 'lower' }).status).toBe('Behind');
    expect(kpiStatus({ current_value: 0, target_value: 260, better: 'lower' })).toMatchObject({ status: 'On Track', ratio: 1 });
  });
  it('kpiStatus(kpi with tolerance and better lower) counts typical changes above the target', () => {
    // 12 against 10 with a typical change of 1: 2 above → 1 − 0.2 = 0.8 At Risk; 8 is below: ratio 1
    expect(kpiStatus({ current_value: 12, target_value: 10, tolerance: 1, better: 'lower' })).toMatchObject({ status: 'At Risk', ratio: 0.8 });
    expect(kpiStatus({ current_value: 8, target_value: 10, tolerance: 1, better: 'lower' }).ratio).toBe(1);
  });
});

describe('kpiStatus (no better direction)', () => {
  it('kpiStatus(kpi with better none) only compares: Above target, Below target, At target', () => {
    // wind 3.2 against 4: ratio 0.8 draws the bar, but the status is no judgement
    expect(kpiStatus({ current_value: 3.2, target_value: 4, better: 'none' })).toEqual({ status: 'Below target', ratio: 0.8, progress: 80 });
    expect(kpiStatus({ current_value: 284.5, target_value: 121.8, better: 'none' }).status).toBe('Above target');
    expect(kpiStatus({ current_value: 5, target_value: 5, better: 'none' }).status).toBe('At target');
    // by difference (temperatures): 8.38 against 10.14 is below, whatever the tolerance
    expect(kpiStatus({ current_value: 8.38, target_value: 10.14, tolerance: 0.5, better: 'none' }).status).toBe('Below target');
  });
});

