import { describe, expect, it } from 'vitest';
import { fitSmoothing } from '../../src/trend/fitSmoothing.js';
import { forecastPoints } from '../../src/trend/forecastPoints.js';

// Repair costs with one spike: the naive forecast is the last value, 0, and its interval is symmetric around 0.
const costs = { values: [0, 0, 10, 0, 0], labels: ['Period 1', 'Period 2', 'Period 3', 'Period 4', 'Period 5'] };
const naive = fitSmoothing(costs.values, { method: 'naive', seasonPeriod: 0 });

describe('forecastPoints', () => {
  it('forecastPoints(series, fit, h, ratio) never forecasts a never-negative ratio quantity below 0', () => {
    const uncut = forecastPoints(costs, naive, 2, 'interval');
    const cut = forecastPoints(costs, naive, 2, 'ratio');
    expect(cut.map((p) => p.period)).toEqual(['Period 6', 'Period 7']);
    for (const [j, p] of cut.entries()) {
      // uncut: 0 ± z·sd, so the lower bounds are the upper ones negated; cut: lower bounds 0, upper ones kept
      expect(uncut[j]!.value).toBe(0);
      expect(uncut[j]!.lower80).toBeCloseTo(-uncut[j]!.upper80!, 9);
      expect(uncut[j]!.upper80).toBeGreaterThan(0);
      expect(p).toMatchObject({ value: 0, lower80: 0, lower95: 0, upper80: uncut[j]!.upper80, upper95: uncut[j]!.upper95, predicted: true });
    }
  });
  it('forecastPoints(series, fit, h, ratio) keeps negative bounds when the history has a negative value', () => {
    const profits = { ...costs, values: [0, 0, 10, -1, 0] };
    const p = forecastPoints(profits, fitSmoothing(profits.values, { method: 'naive', seasonPeriod: 0 }), 1, 'ratio')[0]!;
    expect(p.lower80).toBeCloseTo(-p.upper80!, 9);
    expect(p.lower80).toBeLessThan(0);
  });
});
