import { describe, expect, it } from 'vitest';
import { bucketSeries } from '../../src/trend/bucketSeries.js';
import type { DatedSeries } from '../../src/trend/buildSeries.js';

const DAY = 86_400_000;
/** One row per day from `y-m-d`, valued by the day of the month. */
function daily(from: [number, number, number], count: number): DatedSeries {
  const t0 = Date.UTC(from[0], from[1] - 1, from[2]);
  const times = Array.from({ length: count }, (_, i) => t0 + i * DAY);
  return { times, sums: times.map((t) => new Date(t).getUTCDate()), counts: times.map(() => 1), skipped: 0 };
}

/** Weekdays only (Monday to Friday) from `from` to `to` inclusive, valued 1: stock closes. */
function tradingDays(from: [number, number, number], to: [number, number, number]): DatedSeries {
  const times: number[] = [];
  for (let t = Date.UTC(from[0], from[1] - 1, from[2]); t <= Date.UTC(to[0], to[1] - 1, to[2]); t += DAY) if (![0, 6].includes(new Date(t).getUTCDay())) times.push(t);
  return { times, sums: times.map(() => 1), counts: times.map(() => 1), skipped: 0 };
}

describe('bucketSeries (trading days)', () => {
  it('bucketSeries(trading days, month) keeps a month that starts on Monday the 3rd and one that ends on Friday the 31st', () => {
    // 2000-01-01/02 are a Saturday and a Sunday; 2000-03-31 is a Friday: no weekday is missing
    expect(bucketSeries(tradingDays([2000, 1, 3], [2000, 3, 31]), 'month', 'mean').partial).toEqual([]);
    // ending Thursday 2000-03-30 misses one weekday — perhaps a holiday: still complete
    expect(bucketSeries(tradingDays([2000, 1, 3], [2000, 3, 30]), 'month', 'mean').partial).toEqual([]);
  });
  it('bucketSeries(trading days, month) leaves out a month missing two weekdays or more', () => {
    // from Wednesday 2000-01-05 (Mon 3, Tue 4 missing) to Wednesday 2000-03-29 (Thu 30, Fri 31 missing)
    const b = bucketSeries(tradingDays([2000, 1, 5], [2000, 3, 29]), 'month', 'mean');
    expect(b.partial).toEqual(['2000-01', '2000-03']);
    expect(b.labels).toEqual(['2000-02']);
  });
});

describe('bucketSeries', () => {
  it('bucketSeries(daily, week, sum) leaves out a first week that starts mid-week', () => {
    // Wed 2024-01-03 … Sun 2024-01-14: the week of Mon 01-01 misses Mon and Tue; the week of 01-08 is whole
    const b = bucketSeries(daily([2024, 1, 3], 12), 'week', 'sum');
    expect(b.labels).toEqual(['Week of 2024-01-08']);
    expect(b.values).toEqual([77]); // 8 + 9 + … + 14
    expect(b.partial).toEqual(['Week of 2024-01-01']);
  });

  it('bucketSeries(daily, week, mean) leaves out a last week that ends before Sunday', () => {
    // Mon 2024-01-01 … Sat 2024-01-13: the second week misses Sunday
    const b = bucketSeries(daily([2024, 1, 1], 13), 'week', 'mean');
    expect(b.values).toEqual([4]); // (1 + … + 7) / 7
    expect(b.partial).toEqual(['Week of 2024-01-08']);
    expect(b.times).toEqual([Date.UTC(2024, 0, 1)]);
  });

  it('bucketSeries(rows, day, sum | mean) totals or averages the rows of a period', () => {
    const built: DatedSeries = { times: [0, DAY, 2 * DAY], sums: [6, 7, 2], counts: [2, 1, 1], skipped: 0 };
    expect(bucketSeries(built, 'day', 'sum').values).toEqual([6, 7, 2]);
    expect(bucketSeries(built, 'day', 'mean').values).toEqual([3, 7, 2]); // 6 / 2
  });

  it('bucketSeries(monthly, month, sum) keeps every month: one point per period is complete', () => {
    const times = [Date.UTC(2000, 0, 1), Date.UTC(2000, 1, 1), Date.UTC(2000, 2, 1)];
    const b = bucketSeries({ times, sums: [1, 2, 3], counts: [1, 1, 1], skipped: 0 }, 'month', 'sum');
    expect(b).toMatchObject({ values: [1, 2, 3], labels: ['2000-01', '2000-02', '2000-03'], partial: [], filled: 0 });
  });

  it('bucketSeries(monthly, quarter, sum) leaves out quarters with months missing at either end', () => {
    // Feb … Aug 2000: Q1 lacks January, Q3 lacks September
    const times = Array.from({ length: 7 }, (_, i) => Date.UTC(2000, 1 + i, 1));
    const b = bucketSeries({ times, sums: [1, 2, 3, 4, 5, 6, 7], counts: times.map(() => 1), skipped: 0 }, 'quarter', 'sum');
    expect(b.labels).toEqual(['2000-Q2']);
    expect(b.values).toEqual([3 + 4 + 5]); // April, May, June
    expect(b.partial).toEqual(['2000-Q1', '2000-Q3']);
  });

  it('bucketSeries(weekly with a gap, week, sum) fills an empty week on a straight line and counts it', () => {
    const monday = Date.UTC(2024, 0, 1);
    const times = [0, 1, 3].map((w) => monday + w * 7 * DAY);
    const b = bucketSeries({ times, sums: [10, 20, 40], counts: [1, 1, 1], skipped: 0 }, 'week', 'sum');
    expect(b.values).toEqual([10, 20, 30, 40]);
    expect(b.filled).toBe(1);
  });

  it('bucketSeries(one partial week, week, sum) keeps it rather than leaving nothing', () => {
    const b = bucketSeries(daily([2024, 1, 3], 3), 'week', 'sum');
    expect(b).toMatchObject({ values: [3 + 4 + 5], partial: [] });
  });

  it('bucketSeries(no times) is empty', () => {
    expect(bucketSeries({ times: [], sums: [], counts: [], skipped: 0 }, 'day', 'sum')).toMatchObject({ values: [], labels: [] });
  });
});
