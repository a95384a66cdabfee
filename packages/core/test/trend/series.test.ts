import { describe, expect, it } from 'vitest';
import type { DateColumn, NumberColumn } from '../../src/dataset/types.js';
import { bucketSeries } from '../../src/trend/bucketSeries.js';
import { buildSeries } from '../../src/trend/buildSeries.js';
import { calendarIndex, calendarLabel, calendarStart } from '../../src/trend/calendar.js';
import { forecastLabels } from '../../src/trend/forecastLabels.js';
import { date, days, num } from '../helpers/dataset.js';

const sales = num('sales', [5, 7, 1, 2, null]) as NumberColumn;
const day = date('day', ['2024-01-02', '2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']) as DateColumn;

describe('buildSeries', () => {
  it('buildSeries(column) keeps numbers in row order labelled Period n', () => {
    expect(buildSeries(sales, undefined)).toMatchObject({ values: [5, 7, 1, 2], labels: ['Period 1', 'Period 2', 'Period 3', 'Period 4'], skipped: 1 });
  });
  it('buildSeries(column, dateColumn) sums rows sharing a date, in date order, labelled as written', () => {
    // Jan 1: 7; Jan 2: 5 + 1 = 6; Jan 3: 2; Jan 4 has no value (skipped)
    const s = buildSeries(sales, day);
    expect(s.values).toEqual([7, 6, 2]);
    expect(s.labels).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
    expect(s.times).toEqual([Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 2), Date.UTC(2024, 0, 3)]);
    expect([s.sharedDates, s.skipped]).toEqual([1, 1]);
  });
  it("buildSeries(column, dateColumn, 'mean') averages rows sharing a date", () => {
    expect(buildSeries(sales, day, 'mean').values).toEqual([7, 3, 2]); // (5 + 1) / 2 = 3
  });
  it('buildSeries(column, dateColumn) on sorted dates gives the same result as the map path', () => {
    const sorted = date('d', ['2024-01-01', '2024-01-02', '2024-01-02', '2024-01-03']) as DateColumn;
    expect(buildSeries(num('v', [7, 5, 1, 2]) as NumberColumn, sorted).values).toEqual([7, 6, 2]);
  });
});

describe('calendar', () => {
  it('calendarIndex / calendarStart / calendarLabel agree for each unit', () => {
    const t = Date.UTC(2024, 1, 15); // Thursday 2024-02-15
    expect(calendarLabel(calendarIndex(t, 'day'), 'day')).toBe('2024-02-15');
    expect(calendarLabel(calendarIndex(t, 'week'), 'week')).toBe('Week of 2024-02-12'); // Monday
    expect(calendarIndex(t, 'month')).toBe(2024 * 12 + 1);
    expect(calendarLabel(calendarIndex(t, 'quarter'), 'quarter')).toBe('2024-Q1');
    expect(calendarStart(calendarIndex(t, 'year'), 'year')).toBe(Date.UTC(2024, 0, 1));
    expect(calendarLabel(calendarIndex(Date.UTC(1969, 11, 31), 'month'), 'month')).toBe('1969-12');
  });
});

describe('bucketSeries', () => {
  it('bucketSeries(series) leaves 500 points or fewer alone', () => {
    const s = { values: [1, 2], labels: ['a', 'b'] };
    expect(bucketSeries(s)).toBe(s);
  });
  it('bucketSeries(series) buckets dated series by the finest calendar unit spanning ≤ 500, mean per bucket', () => {
    // 1000 days from Mon 2024-01-01 span 143 weeks (1000 / 7 = 142.9); each full week averages its 7 values
    const labels = days('2024-01-01', 1000);
    const times = labels.map((l) => Date.parse(`${l}T00:00:00Z`));
    const b = bucketSeries({ values: times.map((_, i) => i), labels, times });
    expect(b.unit).toBe('week');
    expect(b.values).toHaveLength(143);
    expect(b.labels[0]).toBe('Week of 2024-01-01');
    expect(b.values[0]).toBe(3); // (0 + … + 6) / 7
    expect(b.values[142]).toBe(996.5); // 142 full weeks hold days 0..993; the last holds 994..999: (994 + … + 999) / 6
  });
  it('bucketSeries(series) groups undated series into ⌈n/500⌉ consecutive points', () => {
    const values = Array.from({ length: 1001 }, (_, i) => i + 1);
    const b = bucketSeries({ values, labels: values.map((v) => `Period ${v}`) });
    // k = ⌈1001 / 500⌉ = 3 → 334 buckets; first (1+2+3)/3 = 2; last holds 1000, 1001 → 1000.5
    expect(b.values).toHaveLength(334);
    expect(b.values[0]).toBe(2);
    expect(b.values[333]).toBe(1000.5);
    expect(b.labels[333]).toBe('Period 1000-1001');
    expect(b.rowsPerBucket).toBe(3);
  });
});

describe('forecastLabels', () => {
  it('forecastLabels(series, h) continues Period n', () => {
    expect(forecastLabels({ values: [1, 2], labels: ['Period 1', 'Period 2'] }, 2).labels).toEqual(['Period 3', 'Period 4']);
    expect(forecastLabels({ values: [1, 2], labels: ['Period 1-3', 'Period 4-6'], rowsPerBucket: 3 }, 1).labels).toEqual(['Period 7-9']);
  });
  it('forecastLabels(series, h) steps monthly series by calendar month, clamping the day', () => {
    const times = [Date.UTC(2024, 0, 31), Date.UTC(2024, 1, 29), Date.UTC(2024, 2, 31)];
    expect(forecastLabels({ values: [1, 2, 3], labels: ['a', 'b', 'c'], times }, 2).labels).toEqual(['2024-04-30', '2024-05-31']);
  });
  it('forecastLabels(series, h) steps daily, bucketed and irregular series', () => {
    const d = [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 2)];
    expect(forecastLabels({ values: [1, 2], labels: ['x', 'y'], times: d }, 1).labels).toEqual(['2024-01-03']);
    const q = { values: [1], labels: ['2024-Q4'], times: [Date.UTC(2024, 9, 1)], unit: 'quarter' as const };
    expect(forecastLabels(q, 2).labels).toEqual(['2025-Q1', '2025-Q2']);
    const odd = [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 4), Date.UTC(2024, 0, 7)]; // every 3 days
    expect(forecastLabels({ values: [1, 2, 3], labels: ['a', 'b', 'c'], times: odd }, 1).labels).toEqual(['2024-01-10']);
  });
});
