import { describe, expect, it } from 'vitest';
import type { Kpi } from '../../src/kpi/types.js';
import { kpiArrowWords, kpiGap, kpiSummary } from '../../src/report/kpiSummary.js';

const base: Kpi = {
  id: 'k',
  name: 'Total precipitation',
  description: '',
  current_value: 284.5,
  target_value: 121.8,
  trend: 'up',
  category: 'Performance',
  formula: '',
  column: 'precipitation',
  aggregation: 'sum',
  unit: 'month',
  period: '2015-12',
  baseline: '2014-12',
};

describe('kpiSummary', () => {
  it('kpiSummary(kpis) names the periods compared, the gap and the status', () => {
    // 284.5 / 121.8 = 2.33579… → 233.58% of it, On Track; the arrow says what it compares, not a bare "trend up"
    expect(kpiSummary([base])).toBe(
      'Total precipitation: 284.5 in 2015-12 against 121.8 in 2014-12 (233.58% of it): On Track, up on 2014-12. ' +
        'Up or down compares the one period with the earlier one named; the trend analysis fits a line over all complete periods.',
    );
  });

  it('kpiGap(kpi) counts a temperature’s shortfall in typical changes, never as a percentage', () => {
    // 10.14 − 8.38 = 1.76 below; 1.76 / 1.24 = 1.419… typical changes
    const temp = { ...base, name: 'Mean temp_max', current_value: 8.38, target_value: 10.14, tolerance: 1.24 };
    expect(kpiGap(temp)).toBe('1.76 below it, 1.42 typical changes of 1.24');
    expect(kpiSummary([temp])).not.toMatch(/%/);
    expect(kpiGap({ ...temp, current_value: 11 })).toBe('0.86 above it');
  });

  it('kpiSummary(kpis) says when there was nothing earlier to compare with', () => {
    const { baseline: _b, ...single } = base;
    expect(kpiSummary([{ ...single, target_value: 284.5, trend: 'stable' }])).toBe('Total precipitation: 284.5 in 2015-12, with no earlier complete month to compare with: On Track.');
    const { unit: _u, period: _p, ...rows } = single;
    expect(kpiSummary([{ ...rows, target_value: 284.5, trend: 'stable' }])).toBe('Total precipitation: 284.5 over all rows, with no time column to compare an earlier period with: On Track.');
  });
});

describe('kpiSummary (lower is better)', () => {
  it('kpiSummary(kpis) of a falling death toll says On Track, lower is better', () => {
    // disasters.csv, all natural disasters: 2,087 deaths in 2017 against 10,201 in 2016 → 2087 / 10201 = 20.459…%
    const deaths: Kpi = { ...base, name: 'Total Deaths', column: 'Deaths', unit: 'year', period: '2017', baseline: '2016', current_value: 2087, target_value: 10201, trend: 'down', better: 'lower' };
    expect(kpiSummary([deaths])).toMatch(/^Total Deaths: 2,087 in 2017 against 10,201 in 2016 \(20\.46% of it\): On Track \(lower is better\), down on 2016\. Up or down compares/);
  });
});

describe('kpiArrowWords', () => {
  it('says what the arrow compares: the earlier period, the set target, or nothing', () => {
    expect(kpiArrowWords({ trend: 'up', baseline: '2014-12', current_value: 2, target_value: 1 })).toBe('up on 2014-12');
    expect(kpiArrowWords({ trend: 'stable', baseline: '2014-12', current_value: 1, target_value: 1 })).toBe('level with 2014-12');
    expect(kpiArrowWords({ trend: 'down', current_value: 15, target_value: 20 })).toBe('below the set target');
    expect(kpiArrowWords({ trend: 'stable', current_value: 15, target_value: 15 })).toBe('');
  });
});
