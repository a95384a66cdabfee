// Issue 13 acceptance on real public CSVs (vega-datasets) and a generated order file: each test is a
// symptom of the "Why" list, with the expected values worked out from the raw rows here.
// docs/issue-13-acceptance.md lists every symptom with what Tallyline does now.
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../src/chat/analyzeQuestion.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { kpiStatus } from '../../src/kpi/kpiStatus.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { generateReport } from '../../src/report/generateReport.js';
import { isHoldings } from '../../src/report/portfolioSummary.js';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { orderFile } from '../helpers/orderFile.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const now = new Date('2026-11-25T00:00:00Z');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;

describe('issue 13 acceptance: stocks.csv', () => {
  const stocks = publicCsv('stocks.csv');
  const rows = publicCsvRows('stocks.csv');

  it('reads "Jan 1 2000" as a date and follows one symbol: never five spliced, never "rose 461.5%", no 14-period season', () => {
    const symbols = [...new Set(rows.map((r) => r[0]!))];
    const t = analyzeTrend(stocks);
    expect(t.dateColumn).toBe('date');
    expect(t.seriesKey).toBe('symbol');
    expect([...(t.entities ?? [])].sort()).toEqual([...symbols].sort());
    // MSFT, AMZN, IBM and AAPL have 123 rows each, GOOG 68: the first of the largest is shown
    expect(t.entity).toBe('MSFT');
    const msft = rows.filter((r) => r[0] === 'MSFT').map((r) => Number(r[2]));
    expect(t.data.filter((p) => !p.predicted).map((p) => p.value)).toEqual(msft);
    expect(t.insights.join(' ')).not.toContain('461.5');
    expect(t.season?.period ?? 0).not.toBe(14);
  });

  it('answers "average price for AAPL" over AAPL only', () => {
    const aapl = mean(rows.filter((r) => r[0] === 'AAPL').map((r) => Number(r[2])));
    expect(analyzeQuestion(stocks, 'average price for AAPL')?.result?.value).toBeCloseTo(aapl, 9);
  });
});

describe('issue 13 acceptance: seattle-weather.csv', () => {
  const weather = publicCsv('seattle-weather.csv');
  const rows = publicCsvRows('seattle-weather.csv');

  it('leaves the partial first and last weeks out and reports temperatures in degrees, never in percent', () => {
    // 2012-01-01 is a Sunday (its Monday-start week began 2011-12-26); 2015-12-31 is a Thursday
    const t = analyzeTrend(weather, { column: 'temp_max' });
    expect(t.partial).toEqual(['Week of 2011-12-26', 'Week of 2015-12-28']);
    expect(t.change?.percent).toBeUndefined();
    expect(t.insights[0]).not.toMatch(/%/);
  });

  it('reports a season only when it is a calendar one, and its forecast is never worse than naive on its backtest', () => {
    for (const column of ['temp_max', 'precipitation', 'wind']) {
      const t = analyzeTrend(weather, { column });
      expect([0, 52]).toContain(t.season?.period ?? 0);
      expect(t.quality!.relativeToNaive).toBeLessThanOrEqual(1);
    }
  });

  it('compares rainfall KPIs with a stated earlier period, not 80% of the maximum, and not every KPI is Behind', () => {
    const total = (month: string) => sum(rows.filter((r) => r[0]!.startsWith(month)).map((r) => Number(r[1])));
    const kpis = generateKpis(weather);
    const rain = kpis.find((k) => k.column === 'precipitation')!;
    expect(rain).toMatchObject({ period: '2015-12', baseline: '2014-12' });
    expect(rain.current_value).toBeCloseTo(total('2015-12'), 6);
    expect(rain.target_value).toBeCloseTo(total('2014-12'), 6);
    expect(rain.description).toContain('2014-12');
    expect(kpis.every((k) => kpiStatus(k).status === 'Behind')).toBe(false);
  });

  it('answers the three weather questions with their conditions', () => {
    const in2015 = mean(rows.filter((r) => r[0]!.startsWith('2015')).map((r) => Number(r[2])));
    expect(analyzeQuestion(weather, 'average temp_max in 2015')?.result?.value).toBeCloseTo(in2015, 9);
    expect(analyzeQuestion(weather, 'how many days had snow')?.result?.value).toBe(rows.filter((r) => r[5] === 'snow').length);
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r[5]!, (counts.get(r[5]!) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(analyzeQuestion(weather, 'which weather type is most common')?.result).toMatchObject({ value: top[1], top: [top[0]] });
  });

  it('words rainfall as rainfall: no dollar sign, no portfolio-concentration advice, no "% of" a temperature', () => {
    const p = generatePortfolio(weather);
    expect(p).toMatchObject({ groupColumn: 'weather', valueColumn: 'precipitation', money: false });
    const r = generateReport(weather, { now });
    const text = [...r.sections.map((s) => s.content), ...r.recommendations].join(' ');
    expect(text).not.toContain('$');
    expect(text).not.toMatch(/concentration|Total Value/i);
    // KPIs name both periods; the temperature's gap is in degrees
    expect(r.sections[2]!.content).toMatch(/Total precipitation: 284\.5 in 2015-12 against 121\.8 in 2014-12/);
    expect(r.sections[2]!.content).toMatch(/Mean temp_max: 8\.38 in 2015-12 against 10\.14 in 2014-12 \(1\.76 below it/);
    expect(text).not.toMatch(/raising their targets/);
  });
});

describe('issue 13 acceptance: disasters.csv', () => {
  const disasters = publicCsv('disasters.csv');
  const rows = publicCsvRows('disasters.csv');
  const deaths = (year: string) => Number(rows.find((r) => r[0] === 'All natural disasters' && r[1] === year)![2]);

  it('treats Year as time, never a measure, and judges a falling death toll as good', () => {
    expect(disasters.roles.find((r) => r.column === 'Year')?.role).toBe('time');
    const k = generateKpis(disasters).find((x) => x.entity === 'All natural disasters')!;
    expect(k).toMatchObject({ column: 'Deaths', period: '2017', baseline: '2016', better: 'lower' });
    expect([k.current_value, k.target_value]).toEqual([deaths('2017'), deaths('2016')]);
    // fewer deaths than the year before: On Track, not "Behind"
    expect(deaths('2017')).toBeLessThan(deaths('2016'));
    expect(kpiStatus(k).status).toBe('On Track');
  });

  it('gives no percentage off a fitted line that ends below 0, and never forecasts negative deaths', () => {
    const t = analyzeTrend(disasters);
    expect(t.change!.end).toBeLessThan(0);
    expect(t.change!.percent).toBeUndefined();
    expect(t.insights[0]).not.toMatch(/%/);
    for (const p of t.data.filter((x) => x.predicted)) expect(Math.min(p.value, p.lower80!, p.lower95!)).toBeGreaterThanOrEqual(0);
  });
});

describe('issue 13 acceptance: sp500-2000.csv (daily S&P, trading days)', () => {
  it('keeps January 2000 (its first weekday, Monday the 3rd, is there) and leaves out April 2020 (ends Friday the 17th)', () => {
    const rows = publicCsvRows('sp500-2000.csv');
    expect([rows[0]![0], rows[rows.length - 1]![0]]).toEqual(['2000-01-03', '2020-04-17']);
    const t = analyzeTrend(publicCsv('sp500-2000.csv'), { column: 'close' });
    expect(t.unit).toBe('month');
    expect(t.partial).toEqual(['2020-04']);
    expect(t.data[0]!.period).toBe('2000-01');
    expect(t.quality!.relativeToNaive).toBeLessThanOrEqual(1);
  });
});

describe('issue 13 acceptance: sp500.csv, birdstrikes.csv, zipcodes.csv', () => {
  it('a report on data with no category does not describe the made-up sample portfolio as the data’s', () => {
    const r = generateReport(publicCsv('sp500.csv'), { now });
    const text = [...r.sections.map((s) => s.content), ...r.recommendations].join(' ');
    expect(text).not.toMatch(/Technology Fund|\$100,000|portfolio is spread out/);
    expect(r.sections[3]!.content).toMatch(/^No portfolio comes from this data/);
  });

  it('repair costs are lower-is-better and never forecast below 0', () => {
    const birds = publicCsv('birdstrikes.csv');
    const costs = generateKpis(birds).filter((k) => k.column?.startsWith('Cost'));
    expect(costs.length).toBeGreaterThan(0);
    for (const k of costs) expect(k.better).toBe('lower');
    // bird-strike costs by airport are spending, not holdings: no "performance", risk score or concentration advice
    const r = generateReport(birds, { now });
    expect([r.sections[3]!.content, ...r.recommendations].join(' ')).not.toMatch(/Performance|risk score|concentration/i);
    const t = analyzeTrend(birds, { column: 'Cost Repair' });
    for (const p of t.data.filter((x) => x.predicted)) expect(p.lower80!).toBeGreaterThanOrEqual(0);
  });

  it('keeps zip code 00501 exactly as written, as an identifier', () => {
    const z = publicCsv('zipcodes.csv');
    expect(z.cellText(0, 0)).toBe('00501');
    expect(z.roles[0]).toMatchObject({ column: 'zip_code', role: 'identifier' });
  });
});

describe('issue 13 acceptance: an order file with UUID ids', () => {
  const text = orderFile(3000);
  const orders = parseCsv(text);
  const lines = text.split('\n').slice(1).map((l) => l.split(','));

  it('reads order revenue by region as groups, not holdings: no performance, risk score or made-up tickers in the report', () => {
    const p = generatePortfolio(orders);
    expect(isHoldings(p)).toBe(false);
    expect(p.holdingEvidence).toBeUndefined();
    // the total of amount per region, from the text
    const byRegion = new Map<string, number>();
    for (const l of lines) byRegion.set(l[2]!, (byRegion.get(l[2]!) ?? 0) + Number(l[4]));
    for (const a of p.assets) expect(a.value).toBeCloseTo(byRegion.get(a.name)!, 2);
    expect(p.total_value).toBeCloseTo(sum([...byRegion.values()]), 2);
    const r = generateReport(orders, { now });
    const words = [r.sections[3]!.content, ...r.recommendations].join(' ');
    expect(words).not.toMatch(/Performance|risk score|spread out|concentration|NORT|components worth/);
    expect(r.sections[3]!.content).toMatch(/^total amount by region: 4 groups, /);
  });

  it('points the KPI arrow the way its card compares, and judges money as higher is better', () => {
    const [k] = generateKpis(orders);
    const total = (ym: string) => sum(lines.filter((l) => l[1]!.startsWith(ym)).map((l) => Number(l[4])));
    expect(k).toMatchObject({ column: 'amount', unit: 'month', period: '2023-12', baseline: '2022-12' });
    const [now12, before] = [total('2023-12'), total('2022-12')];
    expect(k!.current_value).toBeCloseTo(now12, 2);
    expect(k!.target_value).toBeCloseTo(before, 2);
    expect(k!.trend).toBe(now12 > before ? 'up' : 'down');
    expect(k!.better).toBeUndefined();
    expect(kpiStatus(k!).status).toBe(now12 / before >= 0.9 ? 'On Track' : now12 / before >= 0.7 ? 'At Risk' : 'Behind');
  });

  it('makes order_id an identifier and never groups the portfolio by it', () => {
    expect(orders.roles.find((r) => r.column === 'order_id')?.role).toBe('identifier');
    expect(generatePortfolio(orders).groupColumn).toBe('region');
  });

  it('trends weekly over the whole range in time order with the partial first week left out', () => {
    // 2021-01-01 is a Friday: its week (from Monday 2020-12-28) is partial; 2023-12-31 is a Sunday: the last week is whole
    const t = analyzeTrend(orders);
    expect(t.unit).toBe('week');
    expect(t.partial).toEqual(['Week of 2020-12-28']);
    const history = t.data.filter((p) => !p.predicted);
    expect(history[0]!.period).toBe('Week of 2021-01-04');
    expect(history[history.length - 1]!.period).toBe('Week of 2023-12-25');
    // (2023-12-25 − 2021-01-04) / 7 + 1 = 1085 / 7 + 1 = 156 weeks
    expect(history).toHaveLength(156);
    expect(history.every((p, i) => i === 0 || p.time! > history[i - 1]!.time!)).toBe(true);
  });
});
