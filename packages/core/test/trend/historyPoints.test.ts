import { describe, expect, it } from 'vitest';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { historyPoints } from '../../src/trend/historyPoints.js';
import { isRightSkewed } from '../../src/trend/scoreResiduals.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

describe('historyPoints', () => {
  it('historyPoints(series, naive, 3.5) flags the spike only: the point after it is scored against the cleaned run', () => {
    // naive one-step errors of 10, 12, 11, 30, 12, 11, 12, 11: 2, −1, 19, −18, −1, 1, −1
    // median −1, |e + 1| = 3, 0, 20, 17, 0, 2, 0 → MAD 2; z = 0.6745 (e + 1) / 2: 6.745 at t = 3, −5.73 at t = 4 → both flagged
    // cleaned run: t = 3 treated as its forecast 11 (t = 4 too), so ŷ₄ = 11 and e₄ = 1; rescored, only t = 3 stays above 3.5
    const { points } = historyPoints({ values: [10, 12, 11, 30, 12, 11, 12, 11], labels: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }, { method: 'naive', seasonPeriod: 0 }, 3.5);
    expect(points.filter((p) => p.anomaly).map((p) => p.period)).toEqual(['d']);
    expect(points[4]!.fitted).toBe(11);
    expect(points[0]).toEqual({ period: 'a', value: 10, predicted: false, anomaly: false });
  });
  it('historyPoints(series, spec, threshold) carries the bucket time of dated points', () => {
    const { points } = historyPoints({ values: [1, 2], labels: ['x', 'y'], times: [0, 86_400_000], unit: 'day' }, { method: 'naive', seasonPeriod: 0 }, 3.5);
    expect(points.map((p) => p.time)).toEqual([0, 86_400_000]);
  });
});

describe('historyPoints (right-skewed quantities)', () => {
  it('isRightSkewed(values) needs 30 never-negative points with skewness above 1', () => {
    const rain = Array.from({ length: 40 }, (_, t) => [0, 2, 5, 0, 12, 30, 1, 0, 8, 3][t % 10]!);
    // mean 6.1; skewness of the ten-value cycle ≈ 1.85 (> 1)
    expect(isRightSkewed(rain)).toBe(true);
    expect(isRightSkewed(rain.slice(0, 20))).toBe(false); // too few points
    expect(isRightSkewed(rain.map((v) => v - 1))).toBe(false); // negatives: no log scale
    expect(isRightSkewed(Array.from({ length: 40 }, (_, t) => 50 + Math.sin(t)))).toBe(false); // symmetric
  });

  it('analyzeTrend(seattle-weather) flags no ordinary storm week of weekly rainfall (it flagged 12), a 400 mm week still stands out', () => {
    const weather = publicCsv('seattle-weather.csv');
    // weekly totals from the raw rows are right-skewed: a few wet weeks, many dry ones
    const byWeek = new Map<number, number>();
    for (const r of publicCsvRows('seattle-weather.csv')) {
      const t = Date.parse(`${r[0]}T00:00:00Z`) / 86_400_000;
      const monday = Math.floor((t + 3) / 7); // 1970-01-01 was a Thursday
      byWeek.set(monday, (byWeek.get(monday) ?? 0) + Number(r[1]));
    }
    const weeks = [...byWeek.values()];
    expect(isRightSkewed(weeks)).toBe(true);
    const t = analyzeTrend(weather);
    expect(t.unit).toBe('week');
    expect(t.anomalies).toBe(0);
    // the same series with one week of 400 mm (3.3 times the wettest real week, 122 mm): that one is flagged
    const history = t.data.filter((p) => !p.predicted);
    const values = history.map((p) => p.value);
    expect(Math.max(...values)).toBeCloseTo(Math.max(...weeks.slice(1, -1)), 6);
    values[100] = 400;
    const { points } = historyPoints({ values, labels: history.map((p) => p.period) }, { method: 'smoothing', seasonPeriod: 0, trend: false }, 3.5);
    expect(points.filter((p) => p.anomaly).map((p) => p.period)).toEqual([history[100]!.period]);
  });
});
