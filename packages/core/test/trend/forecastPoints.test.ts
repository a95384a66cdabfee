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
  it('forecastPoints(series with an incomplete last period) starts after it, as model step 2: later labels, wider intervals', () => {
    const weeks = [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 8), Date.UTC(2024, 0, 15)];
    const series = { values: [4, 6, 5], labels: ['Week of 2024-01-01', 'Week of 2024-01-08', 'Week of 2024-01-15'], times: weeks, unit: 'week' as const };
    const fit = fitSmoothing(series.values, { method: 'naive', seasonPeriod: 0 });
    const whole = forecastPoints(series, fit, 3, 'interval');
    const after = forecastPoints({ ...series, partialAfter: 1 }, fit, 2, 'interval');
    // Week of 2024-01-22 is the incomplete one: the forecast is for the two weeks after it
    expect(whole.map((p) => p.period)).toEqual(['Week of 2024-01-22', 'Week of 2024-01-29', 'Week of 2024-02-05']);
    expect(after.map((p) => p.period)).toEqual(['Week of 2024-01-29', 'Week of 2024-02-05']);
    expect(after.map((p) => p.time)).toEqual([Date.UTC(2024, 0, 29), Date.UTC(2024, 1, 5)]);
    // naive: the last value, a random walk whose spread grows as √step — steps 2 and 3, never step 1 again
    const spread = (p: (typeof after)[number]) => p.upper80! - p.value;
    expect(after.map((p) => p.value)).toEqual([5, 5]);
    expect(spread(after[0]!) / spread(whole[0]!)).toBeCloseTo(Math.SQRT2, 9);
    expect(spread(after[1]!) / spread(whole[0]!)).toBeCloseTo(Math.sqrt(3), 9);
  });
  it('forecastPoints(seasonal, incomplete last period) keeps the season phase of the weeks it forecasts', () => {
    // seasonal naive, season 4: step j repeats the value 4 steps before it — steps 2, 3, 4, 5 repeat 6, 7, 8, 5
    const y = [1, 2, 3, 4, 5, 6, 7, 8];
    const series = { values: y, labels: y.map((_, i) => `Period ${i + 1}`), partialAfter: 1 };
    const fit = fitSmoothing(y, { method: 'seasonal-naive', seasonPeriod: 4 });
    const points = forecastPoints(series, fit, 4, 'ratio');
    expect(points.map((p) => p.value)).toEqual([6, 7, 8, 5]);
    expect(points.map((p) => p.period)).toEqual(['Period 10', 'Period 11', 'Period 12', 'Period 13']); // Period 9 is the incomplete one
  });
  it('forecastPoints(series, fit, h, ratio) keeps negative bounds when the history has a negative value', () => {
    const profits = { ...costs, values: [0, 0, 10, -1, 0] };
    const p = forecastPoints(profits, fitSmoothing(profits.values, { method: 'naive', seasonPeriod: 0 }), 1, 'ratio')[0]!;
    expect(p.lower80).toBeCloseTo(-p.upper80!, 9);
    expect(p.lower80).toBeLessThan(0);
  });
});
