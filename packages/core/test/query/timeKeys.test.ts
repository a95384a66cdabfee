import { describe, expect, it } from 'vitest';
import { dayKeys, timeKey, timeKeyLabel } from '../../src/query/timeKeys.js';
import { calendarIndex } from '../../src/trend/calendar.js';

const t = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const DAY = 86_400_000;

describe('timeKeys', () => {
  it('timeKey(t, unit) numbers buckets as the trend calendarIndex does', () => {
    for (const x of [t(1969, 12, 31), t(2015, 7, 4) + 3_600_000, t(2024, 2, 29)])
      for (const unit of ['day', 'week', 'month', 'quarter', 'year'] as const) expect(timeKey(x, unit)).toBe(calendarIndex(x, unit));
    expect(timeKey(NaN, 'year')).toBeNaN();
  });

  it('timeKey(t, part) gives month 1–12, quarter 1–4, day of month and ISO weekday', () => {
    const times = [t(2015, 7, 4), t(2016, 12, 31), t(1969, 12, 29)];
    expect(times.map((x) => timeKey(x, 'monthOfYear'))).toEqual([7, 12, 12]);
    expect(times.map((x) => timeKey(x, 'quarterOfYear'))).toEqual([3, 4, 4]);
    expect(times.map((x) => timeKey(x, 'dayOfMonth'))).toEqual([4, 31, 29]);
    // 2015-07-04 Saturday, 2016-12-31 Saturday, 1969-12-29 Monday
    expect(times.map((x) => timeKey(x, 'weekday'))).toEqual([6, 6, 1]);
  });

  it('dayKeys(times, key) holds the key of every day from the first instant to the last, once per column', () => {
    const times = Float64Array.of(t(2015, 12, 31) + 5, NaN, t(2016, 1, 2));
    const table = dayKeys(times, 'year')!;
    expect(table.first).toBe(t(2015, 12, 31) / DAY);
    expect(Array.from(table.keys)).toEqual([2015, 2016, 2016]);
    expect(dayKeys(times, 'year')).toBe(table);
  });

  it('dayKeys(times, key) is null past a million days apart or without instants', () => {
    expect(dayKeys(Float64Array.of(Date.UTC(-3000, 0, 1), t(2015, 7, 4)), 'year')).toBeNull();
    expect(dayKeys(Float64Array.of(NaN), 'year')).toBeNull();
  });

  it('timeKeyLabel(value, key) labels buckets as the trend does, parts by name', () => {
    expect(timeKeyLabel(calendarIndex(t(2015, 7, 4), 'month'), 'month')).toBe('2015-07');
    expect(timeKeyLabel(calendarIndex(t(2015, 7, 4), 'quarter'), 'quarter')).toBe('2015-Q3');
    expect(timeKeyLabel(7, 'monthOfYear')).toBe('July');
    expect(timeKeyLabel(7, 'weekday')).toBe('Sunday');
    expect(timeKeyLabel(2, 'quarterOfYear')).toBe('Q2');
  });
});
