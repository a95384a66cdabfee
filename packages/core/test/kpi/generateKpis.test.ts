import { describe, expect, it } from 'vitest';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { kpiStatus } from '../../src/kpi/kpiStatus.js';
import { sampleKpis } from '../../src/kpi/sampleKpis.js';
import { dataset, num, str } from '../helpers/dataset.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const seattle = publicCsvRows('seattle-weather.csv');
/** Column `col` of seattle-weather in month `ym`, from the raw rows. */
const month = (ym: string, col: number) => seattle.filter((r) => r[0]!.startsWith(ym)).map((r) => Number(r[col]));
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;

describe('generateKpis', () => {
  it('generateKpis(seattle-weather) totals precipitation in the latest complete month against the same month a year earlier', () => {
    const [rain] = generateKpis(publicCsv('seattle-weather.csv'));
    expect(rain).toMatchObject({
      name: 'Total precipitation',
      column: 'precipitation',
      aggregation: 'sum',
      unit: 'month',
      period: '2015-12',
      baseline: '2014-12',
      current_value: Math.round(sum(month('2015-12', 1)) * 100) / 100,
      target_value: Math.round(sum(month('2014-12', 1)) * 100) / 100,
      formula: 'SUM(precipitation) in 2015-12 vs 2014-12',
      category: 'Performance',
    });
    expect(rain!.tolerance).toBeUndefined(); // a ratio quantity: the spec's ratio rule
    expect(rain!.description).toBe(
      'Total precipitation in the latest complete month (2015-12) against the same month a year earlier (2014-12) as the target. precipitation has no better direction (nothing marks it as money, sales, a count or a cost), so it is not judged: the status says only Above target, Below target or At target. The arrow points up when the value is above the target, down when below.',
    );
  });

  it('generateKpis(seattle-weather) judges no weather: every measure has no better direction and a neutral status with the arrow of the same comparison', () => {
    const kpis = generateKpis(publicCsv('seattle-weather.csv'));
    expect(kpis.map((k) => [k.column, k.better])).toEqual([
      ['precipitation', 'none'],
      ['temp_max', 'none'],
      ['temp_min', 'none'],
      ['wind', 'none'],
    ]);
    const cols = { precipitation: 1, temp_max: 2, temp_min: 3, wind: 4 } as const;
    for (const k of kpis) {
      const col = cols[k.column as keyof typeof cols];
      const agg = k.aggregation === 'sum' ? sum : mean;
      const now = agg(month('2015-12', col));
      const before = agg(month('2014-12', col));
      const word = now > before ? 'Above target' : now < before ? 'Below target' : 'At target';
      expect([kpiStatus(k).status, k.trend], k.column).toEqual([word, now > before ? 'up' : now < before ? 'down' : 'stable']);
      expect(k.description).not.toMatch(/higher is better|On Track/);
    }
    // December 2015's rain 284.5 against 121.8 a year earlier: above, up — never "On Track"
    expect(kpiStatus(kpis[0]!).status).toBe('Above target');
  });

  it('generateKpis(stocks) points every arrow the way its card compares (MSFT 2010-03 against 2009-03)', () => {
    const kpis = generateKpis(publicCsv('stocks.csv'));
    const rows = publicCsvRows('stocks.csv');
    for (const k of kpis) {
      const price = (d: string) => Number(rows.find((r) => r[0] === k.entity && r[1] === d)![2]);
      const [now, before] = [price('Mar 1 2010'), price('Mar 1 2009')];
      expect(k.trend, k.entity).toBe(now > before ? 'up' : now < before ? 'down' : 'stable');
      // a price is better higher only for a holder, and nothing in stocks.csv shows holdings: compared, not judged
      expect(k.better).toBe('none');
    }
    // MSFT 28.8 against 17.99 a year earlier: up (the fitted-line arrow said "→")
    expect(kpis.find((k) => k.entity === 'MSFT')).toMatchObject({ current_value: 28.8, target_value: 17.99, trend: 'up' });
  });

  it('generateKpis(seattle-weather) judges temperatures by difference in typical year-on-year changes, not by ratio', () => {
    const kpis = generateKpis(publicCsv('seattle-weather.csv'));
    const temp = kpis.find((k) => k.column === 'temp_max')!;
    // monthly means of temp_max, 2012-01 … 2015-12; the typical change = median |m_t − m_{t−12}|
    const months = Array.from({ length: 48 }, (_, i) => `${2012 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const means = months.map((m) => mean(month(m, 2)));
    const changes = means.slice(12).map((m, i) => Math.abs(m - means[i]!)).sort((a, b) => a - b);
    const typical = (changes[17]! + changes[18]!) / 2; // 36 changes
    expect(temp).toMatchObject({ name: 'Mean temp_max', aggregation: 'mean', current_value: Math.round(means[47]! * 100) / 100, target_value: Math.round(means[35]! * 100) / 100 });
    expect(temp.tolerance).toBeCloseTo(typical, 4);
    const shortfall = means[35]! - means[47]!;
    expect(kpiStatus(temp).ratio).toBeCloseTo(shortfall <= 0 ? 1 : 1 - (0.1 * shortfall) / typical, 3);
    expect(temp.description).toContain('temp_max is compared by difference, not ratio');
  });

  it('generateKpis(seattle-weather) never makes every KPI Behind: targets are earlier periods, not 80% of a maximum', () => {
    const statuses = generateKpis(publicCsv('seattle-weather.csv')).map((k) => kpiStatus(k).status);
    expect(statuses).toHaveLength(4);
    expect(statuses.every((s) => s === 'Behind')).toBe(false);
  });

  it('generateKpis(stocks) follows one symbol per KPI, never the five together', () => {
    const kpis = generateKpis(publicCsv('stocks.csv'));
    const rows = publicCsvRows('stocks.csv');
    // MSFT, AMZN, IBM and AAPL have 123 months each, GOOG 68: the four with the most rows, first seen on a tie
    expect(kpis.map((k) => k.entity)).toEqual(['MSFT', 'AMZN', 'IBM', 'AAPL']);
    for (const k of kpis) {
      const price = (d: string) => Number(rows.find((r) => r[0] === k.entity && r[1] === d)![2]);
      expect(k).toMatchObject({ name: `Mean price (${k.entity})`, period: '2010-03', baseline: '2009-03', current_value: price('Mar 1 2010'), target_value: price('Mar 1 2009') });
      expect(k.formula).toBe(`AVG(price) for ${k.entity} in 2010-03 vs 2009-03`);
    }
  });

  it('generateKpis(disasters) measures Deaths per entity by year and never makes Year a KPI', () => {
    const kpis = generateKpis(publicCsv('disasters.csv'));
    const rows = publicCsvRows('disasters.csv');
    expect(kpis.some((k) => k.column === 'Year')).toBe(false);
    const first = kpis[0]!;
    const deaths = (year: string) => Number(rows.find((r) => r[0] === first.entity && r[1] === year)![2]);
    expect(first).toMatchObject({ column: 'Deaths', unit: 'year', period: '2017', baseline: '2016', current_value: deaths('2017'), target_value: deaths('2016') });
  });

  it('generateKpis(ds) without a time column measures all rows and sets no target of its own', () => {
    const [income] = generateKpis(publicCsv('gapminder-health-income.csv'));
    // four names hold a quoted comma ("Congo, Rep."): income is the fourth field from the end
    const values = publicCsvRows('gapminder-health-income.csv').map((r) => Number(r[r.length - 4]));
    expect(income).toMatchObject({ name: 'Mean income', current_value: Math.round(mean(values) * 100) / 100, formula: 'AVG(income) over all rows vs itself' });
    expect(income!.target_value).toBe(income!.current_value);
    expect(income!.description).toContain('no time column');
  });

  it('generateKpis(ds, { columns, targets }) measures the chosen columns against targets that are set', () => {
    const ds = dataset(str('region', ['a', 'b']), num('sales', [10, 20]), num('units', [1, 3]));
    const [k] = generateKpis(ds, { columns: ['units'], targets: { units: 4 } });
    // no time column: units total 1 + 3 = 4 (sum unless the header names a level), against the set 4
    expect(k).toMatchObject({ column: 'units', target_value: 4, formula: expect.stringMatching(/ vs 4$/) });
    expect(k!.description).toContain('against a set target of 4');
  });

  it('generateKpis(ds) makes at most 4 KPIs, the same for the same data', () => {
    const make = () => dataset(...['a', 'b', 'c', 'd', 'e'].map((n) => num(n, [1, 2, 2])));
    expect(generateKpis(make())).toHaveLength(4);
    expect(generateKpis(make())).toEqual(generateKpis(make()));
  });

  it('generateKpis(ds) falls back to the three sample KPIs without a measure or a number', () => {
    expect(generateKpis(dataset(str('a', ['x'])))).toEqual(sampleKpis());
    expect(generateKpis(dataset(num('a', [null, null])))).toEqual(sampleKpis());
  });
});
