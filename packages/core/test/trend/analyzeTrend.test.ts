import { describe, expect, it } from 'vitest';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { sampleTrend } from '../../src/trend/sampleTrend.js';
import { dataset, date, days, months, num, str } from '../helpers/dataset.js';

const SEASON = [3, -1, -3, 1];
const seasonal = (n: number) => Array.from({ length: n }, (_, t) => 10 + t + SEASON[t % 4]!);

describe('analyzeTrend', () => {
  it('analyzeTrend(ds) forecasts 5 periods of an exact trend + season', () => {
    const r = analyzeTrend(dataset(num('sales', seasonal(16))));
    const predicted = r.data.filter((p) => p.predicted);
    expect(r.data).toHaveLength(21);
    expect(predicted.map((p) => p.period)).toEqual(['Period 17', 'Period 18', 'Period 19', 'Period 20', 'Period 21']);
    // 10 + t + s(t mod 4) for t = 16..20
    expect(predicted.map((p) => Math.round(p.value * 1e6) / 1e6)).toEqual([29, 26, 25, 30, 33]);
    expect(r.model).toMatchObject({ method: 'holt-winters', seasonPeriod: 4 });
    expect(r.anomalies).toBe(0);
    // sixth-from-last is Period 16 (25 + 1 = 26) > Period 1 (10 + 3 = 13)
    expect(r.direction).toBe('Upward');
    expect(r.isSample).toBe(false);
  });

  it('analyzeTrend(ds) flags a spike, and only the spike, as an anomaly with a robust score', () => {
    const y = seasonal(24).map((v, t) => v + ((t * 7) % 5) * 0.3); // small deterministic wiggle
    y[13] = y[13]! + 40;
    const r = analyzeTrend(dataset(num('sales', y)));
    const flagged = r.data.filter((p) => p.anomaly).map((p) => p.period);
    // the refit on the cleaned series keeps the point after the spike from being flagged too
    expect(flagged).toEqual(['Period 14']);
    expect(r.anomalies).toBe(1);
    expect(Math.abs(r.data[13]!.score!)).toBeGreaterThan(3.5);
    expect(r.insights.some((s) => s.includes('Period 14'))).toBe(true);
  });

  it('analyzeTrend(ds) gives nested prediction intervals on forecast points only', () => {
    const r = analyzeTrend(dataset(num('v', [3, 5, 4, 6, 8, 7, 9, 12, 10, 13])));
    for (const p of r.data.filter((x) => x.predicted)) {
      expect(p.lower95!).toBeLessThanOrEqual(p.lower80!);
      expect(p.lower80!).toBeLessThan(p.value);
      expect(p.upper80!).toBeGreaterThan(p.value);
      expect(p.upper95!).toBeGreaterThanOrEqual(p.upper80!);
    }
    expect(r.data.filter((x) => !x.predicted).every((p) => p.lower80 === undefined)).toBe(true);
  });

  it('analyzeTrend(ds) orders by the first date column, sums shared dates and labels by date', () => {
    const ds = dataset(
      num('sales', [1, 2, 3, 4]),
      date('day', ['2024-01-03', '2024-01-01', '2024-01-03', '2024-01-02']),
    );
    const r = analyzeTrend(ds);
    expect(r.dateColumn).toBe('day');
    // Jan 1: 2, Jan 2: 4, Jan 3: 1 + 3 = 4
    expect(r.data.filter((p) => !p.predicted).map((p) => [p.period, p.value])).toEqual([
      ['2024-01-01', 2],
      ['2024-01-02', 4],
      ['2024-01-03', 4],
    ]);
    expect(r.data[3]!.period).toBe('2024-01-04');
    expect(r.insights).toContain('1 dates had several rows; their values were summed.');
  });

  it('analyzeTrend(ds, { column, dateColumn: null, combine }) follows the choices', () => {
    const ds = dataset(num('a', [1, 2, 3]), num('b', [9, 8, 7]), date('day', ['2024-01-02', '2024-01-01', '2024-01-01']));
    const rowOrder = analyzeTrend(ds, { column: 'b', dateColumn: null });
    expect(rowOrder.data.slice(0, 3).map((p) => p.value)).toEqual([9, 8, 7]);
    expect(rowOrder.column).toBe('b');
    const mean = analyzeTrend(ds, { column: 'b', combine: 'mean' });
    expect(mean.data.slice(0, 2).map((p) => p.value)).toEqual([7.5, 9]); // Jan 1: (8 + 7) / 2
  });

  it('analyzeTrend(ds) buckets series longer than 500 points and says so', () => {
    const n = 730;
    const r = analyzeTrend(dataset(num('v', Array.from({ length: n }, (_, i) => 100 + (i % 7))), date('d', days('2023-01-02', n))));
    // 730 days from Mon 2023-01-02 span 105 weeks
    expect(r.bucketed).toEqual({ from: 730, to: 105, unit: 'week' });
    expect(r.data[0]!.period).toBe('Week of 2023-01-02');
    expect(r.insights.some((s) => s.startsWith('The series had 730 points'))).toBe(true);
    const monthly = analyzeTrend(dataset(num('v', Array.from({ length: 600 }, (_, i) => i)), date('m', months(1950, 1, 600))));
    // 600 months span more than 500 months → quarters: 600 / 3 = 200
    expect(monthly.bucketed).toEqual({ from: 600, to: 200, unit: 'quarter' });
    expect(monthly.data[0]!.value).toBe(1); // (0 + 1 + 2) / 3
  });

  it('analyzeTrend(ds) skips empty values and handles one or two points', () => {
    const one = analyzeTrend(dataset(num('v', [null, 7, null])));
    expect(one.data.map((p) => p.value)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(one.model.method).toBe('naive');
    expect(one.insights).toContain('2 rows without a usable value or date were left out.');
    expect(one.direction).toBe('Downward'); // 7 is not greater than 7
  });

  it('analyzeTrend(ds) is the sample without numbers, and deterministic otherwise', () => {
    expect(analyzeTrend(dataset(str('s', ['a'])))).toEqual(sampleTrend());
    expect(analyzeTrend(dataset(num('v', [null])))).toEqual(sampleTrend());
    const make = () => dataset(num('v', [5, 3, 8, 6, 9, 7, 11, 10, 12]));
    expect(analyzeTrend(make())).toEqual(analyzeTrend(make()));
  });
});

describe('sampleTrend', () => {
  it('sampleTrend() is 12 periods with 2 anomalies plus 5 forecasts', () => {
    const s = sampleTrend();
    expect(s.data.filter((p) => !p.predicted)).toHaveLength(12);
    expect(s.data.filter((p) => p.predicted)).toHaveLength(5);
    expect(s.anomalies).toBe(2);
    expect(s.data.filter((p) => p.anomaly).map((p) => p.period)).toEqual(['Period 4', 'Period 9']);
    expect(s.direction).toBe('Upward'); // Period 12: 1720 > Period 1: 1200
    expect(s.isSample).toBe(true);
    expect(sampleTrend()).toEqual(s);
  });
});
