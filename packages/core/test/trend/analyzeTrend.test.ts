import { describe, expect, it } from 'vitest';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { sampleTrend } from '../../src/trend/sampleTrend.js';
import { dataset, date, days, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

/** Least-squares line through y, written out independently of the code under test. */
function line(y: readonly number[]) {
  const n = y.length;
  const tm = (n - 1) / 2;
  const ym = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  y.forEach((v, t) => {
    sxy += (t - tm) * (v - ym);
    sxx += (t - tm) ** 2;
  });
  const b = sxy / sxx;
  return { start: ym - b * tm, end: ym + b * tm };
}
const history = (r: ReturnType<typeof analyzeTrend>) => r.data.filter((p) => !p.predicted);

describe('analyzeTrend', () => {
  it('analyzeTrend(ds) reports a clear rise from the fitted line, in units and percent for a ratio quantity', () => {
    // 70 days from 2024-01-01 valued 100 + 2t: the line runs exactly from 100 to 238: +138, 138 / 100 = +138%
    const r = analyzeTrend(dataset(date('day', days('2024-01-01', 70)), num('sales', Array.from({ length: 70 }, (_, t) => 100 + 2 * t))));
    expect(r).toMatchObject({ direction: 'Upward', unit: 'day', aggregation: 'sum', scale: 'ratio', horizon: 5, partial: [] });
    expect(r.change).toMatchObject({ from: '2024-01-01', to: '2024-03-10', periods: 70, clear: true });
    expect(r.change!.absolute).toBeCloseTo(138, 9);
    expect(r.change!.percent).toBeCloseTo(138, 9);
    expect(r.insights[0]).toBe('sales (total per day) rose by 138 (+138%) from 2024-01-01 to 2024-03-10 on a line fitted to 70 complete days (2 ± 0 per day).');
    expect(r.data.filter((p) => p.predicted).map((p) => p.period)).toEqual(['2024-03-11', '2024-03-12', '2024-03-13', '2024-03-14', '2024-03-15']);
  });

  it('analyzeTrend(flat noisy series) is "No clear trend", whatever its first and last values say', () => {
    // first 9, last 4.5: first-vs-last would say "fell 50%"
    const y = [9, 5, 7, 4, 8, 6, 3, 7, 9, 2, 6, 8, 4, 7, 5, 3, 6, 8, 5, 4.5];
    const r = analyzeTrend(dataset(num('v', y)), { dateColumn: null });
    expect(r.direction).toBe('No clear trend');
    expect(r.insights[0]).toMatch(/^v \(total per row\) shows no clear trend from Period 1 to Period 20/);
    expect(r.insights.join(' ')).not.toMatch(/fell/);
  });

  it('analyzeTrend(ds, { horizon }) forecasts that many periods with nested intervals', () => {
    const r = analyzeTrend(dataset(num('v', [3, 5, 4, 6, 8, 7, 9, 12, 10, 13, 12, 15, 14, 16, 18])), { horizon: 8, dateColumn: null });
    const predicted = r.data.filter((p) => p.predicted);
    expect(predicted).toHaveLength(8);
    expect(r.horizon).toBe(8);
    for (const p of predicted) {
      expect(p.lower95!).toBeLessThanOrEqual(p.lower80!);
      expect(p.lower80!).toBeLessThanOrEqual(p.value);
      expect(p.upper80!).toBeLessThanOrEqual(p.upper95!);
    }
  });

  it('analyzeTrend(ds, { horizon }) refuses a horizon that is not a whole number from 1 to 500', () => {
    const ds = dataset(num('v', [1, 2, 3]));
    for (const horizon of [0, 2.5, 501, NaN]) expect(() => analyzeTrend(ds, { horizon })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('analyzeTrend(ds, { column }) refuses a text column and an unknown entity', () => {
    const ds = dataset(str('city', ['a', 'b']), num('v', [1, 2]));
    expect(() => analyzeTrend(ds, { column: 'city' })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => analyzeTrend(ds, { seriesKey: 'city', entity: 'z' })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('analyzeTrend(ds) flags a spike, and only the spike, as an anomaly', () => {
    const y = Array.from({ length: 30 }, (_, t) => 50 + Math.sin(t) * 2);
    y[17] = y[17]! + 60;
    const r = analyzeTrend(dataset(num('v', y)), { dateColumn: null });
    expect(r.data.filter((p) => p.anomaly).map((p) => p.period)).toEqual(['Period 18']);
    expect(r.anomalies).toBe(1);
  });

  it('analyzeTrend(ds) with no numeric column or no number is the spec sample', () => {
    expect(analyzeTrend(dataset(str('name', ['a', 'b'])))).toEqual(sampleTrend());
    expect(analyzeTrend(dataset(num('v', [null, null])))).toEqual(sampleTrend());
  });
});

describe('analyzeTrend on public CSVs (issue 13 regressions)', () => {
  it('analyzeTrend(stocks) follows one symbol — never the five spliced — and never says "rose 461.5%"', () => {
    const ds = publicCsv('stocks.csv');
    const rows = publicCsvRows('stocks.csv');
    for (const symbol of ['MSFT', 'AMZN', 'IBM', 'GOOG', 'AAPL']) {
      const r = analyzeTrend(ds, { entity: symbol });
      const prices = rows.filter((row) => row[0] === symbol).map((row) => Number(row[2]));
      // one row per month per symbol, already in date order: the series is exactly that symbol's prices
      expect(history(r).map((p) => p.value)).toEqual(prices);
      expect(r).toMatchObject({ seriesKey: 'symbol', entity: symbol, entities: ['MSFT', 'AMZN', 'IBM', 'GOOG', 'AAPL'], aggregation: 'mean', unit: 'month' });
      expect(r.insights.join(' ')).not.toContain('461');
      const fitted = line(prices);
      expect(r.change!.start).toBeCloseTo(fitted.start, 9);
      // a % only when the line starts above 0 and near the first 13 months' mean (within ⅔ to 1.5 ×: AMZN's 11.4 against 41.9 is not)
      const level = prices.slice(0, Math.ceil(prices.length / 10)).reduce((a, b) => a + b, 0) / Math.ceil(prices.length / 10);
      const near = fitted.start > 0 && fitted.start >= (level * 2) / 3 && fitted.start <= level * 1.5;
      expect(r.change!.percent).toEqual(near ? expect.closeTo(((fitted.end - fitted.start) / fitted.start) * 100, 9) : undefined);
      expect(r.season?.period ?? 0).not.toBe(14);
    }
    // the default entity is the one with the most rows; MSFT, AMZN, IBM and AAPL have 123 each (first seen wins), GOOG 68
    expect(analyzeTrend(ds).entity).toBe('MSFT');
  });

  it('analyzeTrend(seattle-weather) leaves the partial first and last weeks out of the trend', () => {
    const r = analyzeTrend(publicCsv('seattle-weather.csv'));
    // 2012-01-01 is a Sunday (its week started 2011-12-26); 2015-12-31 is a Thursday (its week ends 2016-01-03)
    expect(r).toMatchObject({ column: 'precipitation', aggregation: 'sum', unit: 'week', partial: ['Week of 2011-12-26', 'Week of 2015-12-28'] });
    const h = history(r);
    expect([h[0]!.period, h[h.length - 1]!.period]).toEqual(['Week of 2012-01-02', 'Week of 2015-12-21']);
    expect(r.change).toMatchObject({ from: 'Week of 2012-01-02', to: 'Week of 2015-12-21', periods: 208 });
    // the first complete week is the total of 2012-01-02 … 2012-01-08, from the raw rows
    const week = publicCsvRows('seattle-weather.csv').filter((row) => row[0]! >= '2012-01-02' && row[0]! <= '2012-01-08');
    expect(h[0]!.value).toBeCloseTo(week.reduce((s, row) => s + Number(row[1]), 0), 9);
    expect(r.insights[1]).toBe(
      'Left out as incomplete: Week of 2011-12-26 and Week of 2015-12-28 — a partial week is not a trend, and the forecast starts after Week of 2015-12-28.',
    );
  });

  it('analyzeTrend(seattle-weather) forecasts from the week after the partial last week, never the partial week itself', () => {
    const r = analyzeTrend(publicCsv('seattle-weather.csv'));
    // the data ends on Thursday 2015-12-31: that week (2015-12-28 … 2016-01-03) is known for 4 of its 7 days, so it is
    // neither an actual nor a forecast; the 5 forecast weeks are the Mondays after it, counted here by hand
    const forecast = r.data.filter((p) => p.predicted);
    expect(forecast.map((p) => p.period)).toEqual(['Week of 2016-01-04', 'Week of 2016-01-11', 'Week of 2016-01-18', 'Week of 2016-01-25', 'Week of 2016-02-01']);
    expect(forecast.map((p) => p.time)).toEqual([4, 11, 18, 25, 32].map((d) => Date.UTC(2016, 0, d)));
    expect(r.data.some((p) => p.period === 'Week of 2015-12-28')).toBe(false);
    expect(history(r).at(-1)!.period).toBe('Week of 2015-12-21');
    // the headline, the incomplete-period note and the forecast sentence name the same weeks
    expect(r.insights[0]).toContain('to Week of 2015-12-21');
    expect(r.insights.find((s) => s.startsWith('Forecast for the next 5 weeks'))).toMatch(/\(Week of 2016-01-04\) to .* \(Week of 2016-02-01\)/);
  });

  it('analyzeTrend(daily data ending on a Sunday) has no partial last week: the forecast starts the next Monday', () => {
    // seattle-weather.csv cut at Sunday 2015-12-27: its last week is whole
    const rows = publicCsvRows('seattle-weather.csv').filter((row) => row[0]! <= '2015-12-27');
    const ds = dataset(date('date', rows.map((row) => row[0]!)), num('precipitation', rows.map((row) => Number(row[1]))));
    const r = analyzeTrend(ds);
    expect(r.partial).toEqual(['Week of 2011-12-26']);
    expect(history(r).at(-1)!.period).toBe('Week of 2015-12-21');
    expect(r.data.filter((p) => p.predicted)[0]!.period).toBe('Week of 2015-12-28');
    expect(r.insights[1]).toBe('Left out as incomplete: Week of 2011-12-26 — a partial week is not a trend.');
  });

  it('analyzeTrend(seattle-weather, temp_max) gives the change in degrees, never in percent', () => {
    const r = analyzeTrend(publicCsv('seattle-weather.csv'), { column: 'temp_max' });
    expect(r).toMatchObject({ aggregation: 'mean', scale: 'interval' });
    expect(r.change!.percent).toBeUndefined();
    expect(r.insights[0]).not.toContain('%');
    expect(r.insights[0]).toMatch(/^temp_max \(mean per week\) /);
  });

  it('analyzeTrend(weekly precipitation) has no 3-period season: only 52 weeks may be one', () => {
    const r = analyzeTrend(publicCsv('seattle-weather.csv'));
    expect([null, 52]).toContain(r.season?.period ?? null);
    expect(new Set(r.backtest.map((b) => b.seasonPeriod))).toEqual(new Set([0, 52]));
  });

  it('analyzeTrend(daily temperature) has no season of 11: a day series may only have a 7-day one, and this one has none', () => {
    const all = publicCsv('seattle-weather.csv');
    const rows = publicCsvRows('seattle-weather.csv').filter((row) => row[0]!.startsWith('2015'));
    const ds = dataset(date('date', rows.map((row) => row[0]!)), num('temp_max', rows.map((row) => Number(row[2]))));
    const r = analyzeTrend(ds);
    expect(r.unit).toBe('day');
    expect(r.season).toBeNull();
    expect(new Set(r.backtest.map((b) => b.seasonPeriod))).toEqual(new Set([0, 7]));
    expect([null, 52]).toContain(analyzeTrend(all, { column: 'temp_max' }).season?.period ?? null);
  });

  it('analyzeTrend(daily temperature and daily S&P closes) is never worse than naive on its own backtest', () => {
    const temp = analyzeTrend(publicCsv('seattle-weather.csv'), { column: 'temp_max' });
    const closes = analyzeTrend(publicCsv('sp500-2000.csv'), { column: 'close' });
    for (const r of [temp, closes]) expect(r.quality!.relativeToNaive).toBeLessThanOrEqual(1);
    expect(closes.unit).toBe('month'); // 5,105 trading days over 20 years
  });

  it('analyzeTrend(global-temp) reads the year column as time and reports the warming in degrees', () => {
    const r = analyzeTrend(publicCsv('global-temp.csv'));
    const temps = publicCsvRows('global-temp.csv').map((row) => Number(row[1]));
    const fitted = line(temps);
    expect(r).toMatchObject({ dateColumn: 'year', unit: 'year', scale: 'interval', direction: 'Upward', season: null });
    expect(r.change!.absolute).toBeCloseTo(fitted.end - fitted.start, 9);
    expect(r.change!.percent).toBeUndefined();
  });
});
