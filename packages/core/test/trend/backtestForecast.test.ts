import { describe, expect, it } from 'vitest';
import { backtestForecast } from '../../src/trend/backtestForecast.js';

describe('backtestForecast', () => {
  it('backtestForecast(y, naive, h, first) scores every step from every origin', () => {
    // origins 5 and 6 (8 − 2 − 5 + 1 = 2): last seen 5 → 6, 7: errors 1, 2; last seen 6 → 7, 8: errors 1, 2
    const r = backtestForecast([1, 2, 3, 4, 5, 6, 7, 8], { method: 'naive', seasonPeriod: 0 }, 2, 5);
    expect(r.origins).toBe(2);
    expect(r.mae).toBe(1.5);
    expect(r.halves).toEqual([1.5, 1.5]);
    expect(r.errors.map((e) => Array.from(e))).toEqual([[1, 1], [2, 2]]);
  });

  it('backtestForecast(y, model, h, first) never lets a forecast see the value it forecasts', () => {
    const y = [3, 5, 4, 6, 8, 7, 9, 12, 10, 13, 12, 15];
    const changed = [...y.slice(0, 11), 1000];
    const a = backtestForecast(y, { method: 'smoothing', seasonPeriod: 0 }, 3, 6);
    const b = backtestForecast(changed, { method: 'smoothing', seasonPeriod: 0 }, 3, 6);
    // the last value only enters errors at step j from origin o with o − 1 + j = 11: the rest agree
    for (let j = 1; j <= 3; j++)
      for (let k = 0; k < a.origins; k++) if (6 + k - 1 + j !== 11) expect(b.errors[j - 1]![k]).toBe(a.errors[j - 1]![k]);
  });

  it('backtestForecast(y, model, h, first) has no origin when the series is too short', () => {
    expect(backtestForecast([1, 2, 3], { method: 'naive', seasonPeriod: 0 }, 2, 3)).toMatchObject({ origins: 0, mae: NaN });
  });
});
