import { describe, expect, it } from 'vitest';
import { trendModelName } from '../../src/trend/trendModelName.js';

describe('trendModelName', () => {
  it('trendModelName(model) names each model in words', () => {
    expect(trendModelName({ method: 'naive', trend: false, phi: 1, seasonPeriod: 0 })).toBe('naive (the last value)');
    expect(trendModelName({ method: 'seasonal-naive', trend: false, phi: 1, seasonPeriod: 52 })).toBe('seasonal naive (the value 52 periods earlier)');
    expect(trendModelName({ method: 'smoothing', trend: false, phi: 1, seasonPeriod: 0 })).toBe('simple exponential smoothing');
    expect(trendModelName({ method: 'smoothing', trend: true, phi: 1, seasonPeriod: 0 })).toBe('exponential smoothing with a linear trend');
    expect(trendModelName({ method: 'holt-winters', trend: true, phi: 0.9, seasonPeriod: 12 })).toBe('Holt-Winters with a damped trend and a season of 12');
    expect(trendModelName({ method: 'holt-winters', trend: false, phi: 1, seasonPeriod: 4 })).toBe('Holt-Winters with a season of 4');
  });
});
