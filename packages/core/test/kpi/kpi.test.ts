import { describe, expect, it } from 'vitest';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { kpiStatus } from '../../src/kpi/kpiStatus.js';
import { kpiTrend } from '../../src/kpi/kpiTrend.js';
import { sampleKpis } from '../../src/kpi/sampleKpis.js';
import { dataset, date, num, str } from '../helpers/dataset.js';

describe('kpiStatus', () => {
  const k = (current_value: number, target_value: number) => ({ current_value, target_value });
  it('kpiStatus(kpi) is On Track from 90% of target up', () => {
    expect(kpiStatus(k(90, 100))).toEqual({ status: 'On Track', ratio: 0.9, progress: 90 });
    expect(kpiStatus(k(150, 100))).toEqual({ status: 'On Track', ratio: 1.5, progress: 100 }); // capped at 100
  });
  it('kpiStatus(kpi) is At Risk from 70% up to 90%', () => {
    expect(kpiStatus(k(70, 100)).status).toBe('At Risk');
    expect(kpiStatus(k(89.99, 100)).status).toBe('At Risk');
  });
  it('kpiStatus(kpi) is Behind under 70%', () => {
    expect(kpiStatus(k(69.99, 100))).toEqual({ status: 'Behind', ratio: 0.6999, progress: 70 }); // 69.99 → one decimal 70.0
    expect(kpiStatus(k(-5, 100)).progress).toBe(0);
  });
  it('kpiStatus(kpi) with a zero or NaN target', () => {
    expect(kpiStatus(k(0, 0)).status).toBe('On Track'); // ratio 1 when current ≥ 0
    expect(kpiStatus(k(-1, 0)).status).toBe('Behind');
    expect(kpiStatus(k(NaN, 10)).ratio).toBe(0);
  });
});

describe('kpiTrend', () => {
  it('kpiTrend(values) compares the later half mean with the earlier half mean', () => {
    expect(kpiTrend([10, 10, 12, 12])).toBe('up'); // 10 → 12: +20%
    expect(kpiTrend([12, 12, 10, 10])).toBe('down'); // 12 → 10: −16.7%
    expect(kpiTrend([100, 0, 101])).toBe('stable'); // middle left out; 100 → 101: +1% inside ±2%
  });
  it('kpiTrend(values) is stable for short, constant or empty columns and uses the range when the earlier mean is 0', () => {
    expect(kpiTrend([5])).toBe('stable');
    expect(kpiTrend([])).toBe('stable');
    expect(kpiTrend([3, 3, 3, 3])).toBe('stable');
    expect(kpiTrend([-1, 1, 2, 4])).toBe('up'); // earlier mean 0 → scale = range 5; later 3 → +60%
    expect(kpiTrend(Float64Array.from([NaN, 1, NaN, 2]))).toBe('up'); // NaN ignored: 1 → 2
  });
});

describe('generateKpis', () => {
  it('generateKpis(ds) averages each numeric column and targets 80% of its maximum', () => {
    const ds = dataset(str('region', ['a', 'b', 'c', 'd']), num('sales', [10, 20, 30, 40]), num('units', [4, null, 2, 2]));
    const [sales, units] = generateKpis(ds);
    // sales: mean 100/4 = 25, target 0.8 × 40 = 32; halves 15 → 35: up
    expect(sales).toMatchObject({ name: 'sales', current_value: 25, target_value: 32, trend: 'up', category: 'Performance', formula: 'AVG(sales)' });
    // units: mean 8/3 = 2.67, target 0.8 × 4 = 3.2; halves [4] → [2]: down
    expect(units).toMatchObject({ current_value: 2.67, target_value: 3.2, trend: 'down', formula: 'AVG(units)' });
  });
  it('generateKpis(ds) makes at most 4 KPIs', () => {
    const cols = ['a', 'b', 'c', 'd', 'e'].map((n) => num(n, [1, 2]));
    expect(generateKpis(dataset(...cols)).map((k) => k.name)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('generateKpis(ds, { columns, targets }) measures the chosen columns against given targets', () => {
    const ds = dataset(num('sales', [10, 20]), num('units', [1, 3]));
    const [k] = generateKpis(ds, { columns: ['units'], targets: { units: 4 } });
    expect(k).toMatchObject({ name: 'units', current_value: 2, target_value: 4 });
    expect(generateKpis(ds, { columns: ['units'] })).toHaveLength(1);
  });
  it('generateKpis(ds) falls back to the three sample KPIs without numeric columns or numbers', () => {
    expect(generateKpis(dataset(str('a', ['x'])))).toEqual(sampleKpis());
    expect(generateKpis(dataset(num('a', [null, null])))).toEqual(sampleKpis());
    expect(sampleKpis()).toHaveLength(3);
  });
  it('generateKpis(ds) gives the same ids and values for the same data', () => {
    const make = () => dataset(num('sales', [1, 2, 3]));
    expect(generateKpis(make())).toEqual(generateKpis(make()));
  });
});

describe('kpiTrend with dates', () => {
  it('kpiTrend(values, times) splits at the midpoint of the date range', () => {
    const d = (day: number) => Date.UTC(2024, 0, day);
    // Jan 1..4, midpoint Jan 2.5: earlier Jan 1 (12), Jan 2 (12) → 12; later Jan 3 (10), Jan 4 (10) → 10: −16.7% → down
    expect(kpiTrend([10, 12, 10, 12], [d(4), d(1), d(3), d(2)])).toBe('down');
    // the same values in row order: [10, 12] → 11, [10, 12] → 11: stable
    expect(kpiTrend([10, 12, 10, 12])).toBe('stable');
    expect(kpiTrend([5, 6], [d(1), d(1)])).toBe('stable'); // one date: no earlier or later side
  });
  it('generateKpis(ds) uses the first date column for the trend unless dateColumn is null', () => {
    const ds = dataset(num('sales', [10, 12, 10, 12]), date('day', ['2024-01-04', '2024-01-01', '2024-01-03', '2024-01-02']));
    expect(generateKpis(ds)[0]!.trend).toBe('down');
    expect(generateKpis(ds, { dateColumn: null })[0]!.trend).toBe('stable');
  });
});
