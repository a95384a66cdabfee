// Issue 13: a column of bare month names (no year) is ordered by calendar month — a 12-month within-year profile —
// and never forecast: without a year there is no time line and no "next month".
import { describe, expect, it } from 'vitest';
import type { NumberColumn } from '../../src/dataset/types.js';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { calendarProfile } from '../../src/trend/calendarProfile.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsvRows } from '../helpers/publicCsv.js';

const NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// seattle-weather.csv with its dates cut to the month's name: 1,461 days, 4 Januaries in one group
const rows = publicCsvRows('seattle-weather.csv');
const month = rows.map((r) => NAMES[Number(r[0]!.slice(5, 7)) - 1]!.slice(0, 3)); // 'Jan', 'Feb', … as people write them
const rain = rows.map((r) => Number(r[1]));
const temp = rows.map((r) => Number(r[2]));
const ds = dataset(str('month', month), num('precipitation', rain), num('temp_max', temp));

/** Per month name, the total and the mean of `values`, worked out here. */
function byMonth(values: readonly number[]) {
  return NAMES.map((name) => {
    const xs = values.filter((_, i) => month[i] === name.slice(0, 3));
    const total = xs.reduce((a, b) => a + b, 0);
    return { name, total, mean: total / xs.length, rows: xs.length };
  });
}

describe('calendarProfile and the trend of a file with month names and no year', () => {
  it('orders the months January … December (never alphabetically) and totals an additive measure per month', () => {
    expect(ds.roles[0]).toMatchObject({ role: 'dimension', calendar: 'month' });
    const p = calendarProfile(ds, ds.column('precipitation') as NumberColumn, 'sum')!;
    const expected = byMonth(rain);
    expect(p.points.map((x) => x.period)).toEqual(NAMES);
    expect(p.points.map((x) => x.rows)).toEqual(expected.map((e) => e.rows));
    p.points.forEach((x, k) => expect(x.value).toBeCloseTo(expected[k]!.total, 9));
  });

  it('the trend is no time line and no forecast; its reason names the highest and lowest month', () => {
    const r = analyzeTrend(ds, { column: 'temp_max' });
    const expected = byMonth(temp);
    const high = expected.reduce((a, b) => (b.mean > a.mean ? b : a));
    const low = expected.reduce((a, b) => (b.mean < a.mean ? b : a));
    expect([high.name, low.name]).toEqual(['August', 'December']); // Seattle: warmest August, coldest December over 2012–2015
    expect(r.isSample).toBe(true); // nothing on the screens is drawn as this file's trend or forecast
    expect(r.profile).toMatchObject({ column: 'month', kind: 'month', aggregation: 'mean' });
    r.profile!.points.forEach((x, k) => expect(x.value).toBeCloseTo(expected[k]!.mean, 9));
    const f = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 });
    expect(r.noTime!.reason).toBe(
      'No trend of temp_max over time: month holds month names without a year, so the rows of one month in different years are one group — ' +
        `there is no time line to follow and no next month to forecast. By month of the year (12 of them, in calendar order), mean temp_max is highest in August (${f(high.mean)}) and lowest in December (${f(low.mean)}).`,
    );
  });

  it('row order stays the user\'s choice: then the rows in file order are the periods', () => {
    const r = analyzeTrend(ds, { column: 'precipitation', dateColumn: null });
    expect(r.profile).toBeUndefined();
    expect(r.isSample).toBe(false);
  });

  it('a file with no month-name column keeps the plain reason', () => {
    const plain = dataset(str('city', ['a', 'b', 'c', 'd']), num('sales', [1, 2, 3, 4]));
    expect(analyzeTrend(plain).profile).toBeUndefined();
  });
});
