import { describe, expect, it } from 'vitest';
import { fitSmoothing } from '../../src/trend/fitSmoothing.js';
import { trendInsights } from '../../src/trend/trendInsights.js';
import type { TrendModel, TrendPoint } from '../../src/trend/types.js';

const model: TrendModel = { method: 'holt', alpha: 0.5, beta: 0, gamma: 0, phi: 1, seasonPeriod: 0, sigma: 1 };
const p = (period: string, value: number, extra: Partial<TrendPoint> = {}): TrendPoint => ({ period, value, predicted: false, anomaly: false, ...extra });

describe('trendInsights', () => {
  it('trendInsights(input) states the change, seasonality, forecast range and anomalies in numbers', () => {
    const points = [
      p('Period 1', 100),
      p('Period 2', 300, { anomaly: true }),
      p('Period 3', 120),
      p('Period 4', 125, { predicted: true, lower80: 110, upper80: 140 }),
      p('Period 5', 130, { predicted: true, lower80: 105.5, upper80: 154.5 }),
    ];
    const text = trendInsights({ column: 'sales', points, model, threshold: 3.5, seasonStrength: 0, combine: 'sum', sharedDates: 0, skipped: 0 });
    expect(text).toEqual([
      'sales rose 20% from 100 (Period 1) to 120 (Period 3).', // (120 − 100) / 100
      'No regular seasonal pattern was found; the forecast follows the level and trend.',
      'Forecast for the next 2 periods: 125 (Period 4) to 130 (Period 5); 80% prediction interval at the last one 105.5 to 154.5.',
      '1 anomaly (robust z-score of the forecast error above 3.5): Period 2 (300).',
    ]);
  });

  it('trendInsights(input) notes seasonality, combined dates, skipped rows and bucketing', () => {
    const text = trendInsights({
      column: 'v',
      points: [p('a', 10), p('b', 5)],
      model: { ...model, method: 'holt-winters', seasonPeriod: 12 },
      threshold: 3.5,
      seasonStrength: 0.714,
      combine: 'mean',
      sharedDates: 3,
      skipped: 1200,
      bucketed: { from: 1000, to: 143, unit: 'week' },
    });
    expect(text).toEqual([
      'v fell 50% from 10 (a) to 5 (b).',
      'A repeating pattern every 12 periods was found (autocorrelation 0.71); the forecast follows it.',
      'No anomalies: no forecast error has a robust z-score above 3.5.',
      '3 dates had several rows; their values were averaged.',
      '1,200 rows without a usable value or date were left out.',
      'The series had 1,000 points; it is shown and forecast as 143 weeks, each the mean of its points.',
    ]);
  });
});

describe('fitSmoothing with fixed parameters', () => {
  it('fitSmoothing(y, m, fixed) runs the given α, β, γ, φ instead of the grid', () => {
    // l = 10, b = (16 − 10) / 4 = 1.5; t = 1: ŷ = 11.5, e = 0.5 → l = 11.5 + 0.5·0.5 = 11.75, b = 1.5
    const fit = fitSmoothing([10, 12, 13, 15, 16], 0, { alpha: 0.5, beta: 0, gamma: 0, phi: 1 });
    expect(fit).toMatchObject({ alpha: 0.5, beta: 0, phi: 1 });
    expect(fit.fitted[1]).toBe(11.5);
    expect(fit.fitted[2]).toBe(13.25); // 11.75 + 1.5
  });
});
