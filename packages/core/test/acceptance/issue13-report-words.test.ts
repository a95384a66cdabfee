// Issue 13, "checked by eye" leftovers of the report screenshots (docs/screenshots/issue-13/README.md): what the
// core report says must not contradict the screens. Real vega-datasets CSVs and the order-file generator the
// e2e screenshots use; every expected value is worked out here from the raw rows or written by hand.
import { describe, expect, it } from 'vitest';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { kpiStatus } from '../../src/kpi/kpiStatus.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { generateReport } from '../../src/report/generateReport.js';
import { isHoldings } from '../../src/report/portfolioSummary.js';
import { renderReportMarkdown } from '../../src/report/renderReportMarkdown.js';
import { noMeasureReason } from '../../src/roles/noMeasureReason.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { orderFile } from '../helpers/orderFile.js';
import { cli } from '../helpers/cli.js';
import { analyzeQuestion } from '../../src/chat/analyzeQuestion.js';
import { fileURLToPath } from 'node:url';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { publicCsv, publicCsvRows, publicCsvText } from '../helpers/publicCsv.js';

const now = new Date('2026-11-25T00:00:00Z');

describe('zipcodes.csv (no measure, three categories): the report gives the screens\' reasons', () => {
  const zip = publicCsv('zipcodes.csv');
  const report = generateReport(zip, { now });
  const section = (title: string) => report.sections.find((s) => s.title === title)!.content;
  const md = renderReportMarkdown(report);
  const columns = 'zip_code is an identifier; latitude and longitude are coordinates (positions, not quantities); city, state and county are categories';
  const what = 'a number to add up or average, such as an amount, a count or a temperature';

  it('the portfolio paragraph says it has categories and no measure, never "no category column"', () => {
    // the header, read here: zip_code (5-digit codes, kept as written), two coordinates, then three text columns
    expect(publicCsvText('zipcodes.csv').split('\n')[0]!.trim()).toBe('zip_code,latitude,longitude,city,state,county');
    expect(section('Portfolio Analysis')).toBe(
      `No portfolio comes from this data. A portfolio totals or averages a measure — ${what} — per value of a category, and this file has no measure: ${columns}.`,
    );
    expect(md).not.toContain('no category column');
  });

  it('the KPI and trend paragraphs give the KPI and Trend steps\' reasons, with no note about made-up samples on the steps', () => {
    expect(section('Key Performance Indicators')).toBe(`No KPI comes from this data. A KPI follows a measure — ${what} — and this file has none: ${columns}.`);
    // no time column either
    expect(section('Trend Analysis')).toBe(
      `No trend comes from this data. A trend follows a measure over time — ${what}, per period of a time column — and this file has neither a measure nor a time column: ${columns}.`,
    );
    expect(md).not.toMatch(/made-up sample|step shows/);
    // one copy of the reasons: the screens call the same function
    expect(section('Key Performance Indicators')).toContain(noMeasureReason(zip, 'kpi'));
  });

  it('recommends no forecast refresh when there is no forecast, and says what the screens advise', () => {
    expect(md).not.toMatch(/refresh the forecast|Plan for/);
    expect(report.recommendations).toContain(
      "If one of its columns does hold a quantity, set that column's role to measure and run the analysis again: KPIs, a portfolio and a trend each need a measure.",
    );
  });

  it('a file with a measure and no category: the portfolio reason names the missing category', () => {
    // sp500.csv: date, price — a measure over time, nothing to group by
    const r = generateReport(publicCsv('sp500.csv'), { now });
    expect(r.sections[3]!.content).toBe(
      `No portfolio comes from this data. A portfolio totals or averages a measure — ${what} — per value of a category, and this file has no category: date is a time column; price is a measure.`,
    );
  });
});

describe('the overview counts rows and the kinds of columns a file has, with no size word', () => {
  it('zipcodes.csv: no "0 date" (it has no date column) and the kinds it has', () => {
    // by hand from the header: latitude and longitude are numbers; city, state and county are categories; zip_code an identifier
    const overview = generateReport(publicCsv('zipcodes.csv'), { now }).sections[0]!.content;
    const rows = publicCsvRows('zipcodes.csv').length;
    expect(overview.startsWith(
      `This dataset has ${rows.toLocaleString('en-US')} rows and 6 columns: 2 numeric (latitude, longitude) and 3 categorical (city, state, county). `,
    )).toBe(true);
    expect(overview).not.toMatch(/\b0 date/);
  });

  it('seattle-weather.csv: 1,461 rows are counted, never called "large"', () => {
    expect(publicCsvRows('seattle-weather.csv')).toHaveLength(1461);
    const overview = generateReport(publicCsv('seattle-weather.csv'), { now }).sections[0]!.content;
    expect(overview).toMatch(/^This dataset has 1,461 rows and 6 columns: 4 numeric \(precipitation, temp_max, temp_min, wind\), 1 categorical \(weather\) and 1 date \(date\)\. /);
    expect(overview).not.toMatch(/large|medium-sized|small/);
  });

  it('two date columns read "2 dates"; one row and one column read "1 row" and "1 column"', () => {
    expect(generateReport(parseCsv('start,end\n2024-01-01,2024-02-01\n2024-01-05,2024-03-01\n'), { now }).sections[0]!.content).toMatch(
      /^This dataset has 2 rows and 2 columns: 2 dates \(start, end\)\./,
    );
    expect(generateReport(parseCsv('amount\n5\n'), { now }).sections[0]!.content).toMatch(/^This dataset has 1 row and 1 column: 1 numeric \(amount\)\./);
  });
});

describe('the CLI and the chat say the overview in the report\'s words (one function)', () => {
  const vega = (name: string) => fileURLToPath(new URL(`../../node_modules/vega-datasets/data/${name}`, import.meta.url));

  it('tallyline analyze: the first line names only the kinds a file has (no "0 date")', async () => {
    // zipcodes.csv by hand from the header: 2 numbers (latitude, longitude), 3 categories (city, state, county), zip_code an identifier
    const zipRows = publicCsvRows('zipcodes.csv').length.toLocaleString('en-US');
    const zip = await cli('analyze', vega('zipcodes.csv'), '--now', '2026-11-26');
    expect(zip.stdout.split('\n')[0]).toBe(`${zipRows} rows and 6 columns: 2 numeric (latitude, longitude) and 3 categorical (city, state, county)`);
    // seattle-weather.csv: 1,461 rows; 4 numbers, weather a category, date a date
    const weather = await cli('analyze', vega('seattle-weather.csv'), '--now', '2026-11-26');
    expect(weather.stdout.split('\n')[0]).toBe('1,461 rows and 6 columns: 4 numeric (precipitation, temp_max, temp_min, wind), 1 categorical (weather) and 1 date (date)');
    expect(zip.stdout + weather.stdout).not.toMatch(/\b0 (date|numeric|text|categorical)/);
  });

  it('counts each column once, as its role reads it: no category codes, identifier or year as "numeric"', async () => {
    const first = async (name: string) => (await cli('analyze', vega(name), '--now', '2026-11-26')).stdout.split('\n')[0]!;
    // lookup_groups.csv by hand: group holds 1, 2, 3 (codes of 3 groups over 9 rows); person 9 names, each once — a
    // per-row label (identifier), which no kind counts
    expect(await first('lookup_groups.csv')).toBe('9 rows and 2 columns: 1 categorical (group)');
    // population_engineers_hurricanes.csv by hand: state and id (FIPS codes 1-72) name each of the 52 rows
    expect(await first('population_engineers_hurricanes.csv')).toMatch(/: 3 numeric \(population, engineers, hurricanes\)$/);
    // disasters.csv by hand: Entity, Year (1900-2017), Deaths — the year is when, not an amount
    expect(await first('disasters.csv')).toBe('803 rows and 3 columns: 1 numeric (Deaths), 1 categorical (Entity) and 1 date (Year)');
  });

  it('the chat\'s overview answer is the report\'s overview paragraph, word for word', () => {
    for (const name of ['zipcodes.csv', 'seattle-weather.csv']) {
      const ds = publicCsv(name);
      const answer = analyzeQuestion(ds, 'tell me about the data')!;
      expect(answer.intent, name).toBe('overview');
      expect(answer.text, name).toBe(generateReport(ds, { now }).sections[0]!.content);
    }
  });
});

describe('the order file (400,000 rows, as in the screenshots): the overview counts categories by role', () => {
  const text = orderFile(400_000);
  const orders = parseCsv(text);
  const report = generateReport(orders, { now });

  it('says 2 categorical (region, product), never order_id beside "identifier: order_id"', () => {
    // from the text: order_id is a UUID on every row (an identifier); region and product repeat (4 and 6 values)
    const rows = text.split('\n').slice(1).map((l) => l.split(','));
    expect(rows.every((r) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/.test(r[0]!))).toBe(true);
    expect([new Set(rows.map((r) => r[2])).size, new Set(rows.map((r) => r[3])).size]).toEqual([4, 6]);
    const overview = report.sections[0]!.content;
    expect(overview).toMatch(/^This dataset has 400,000 rows and 5 columns: 1 numeric \(amount\), 2 categorical \(region, product\) and 1 date \(order_date\)\./);
    expect(overview).toContain('identifier (never grouped or summed): order_id');
    expect(overview).not.toMatch(/categorical \([^)]*order_id/);
    // the summary table agrees with the overview and with the upload screen's Categories card (2)
    expect(report.summary).toEqual({ dataPoints: 400_000, columns: 5, numericColumns: 1, categoricalColumns: 2 });
    expect(renderReportMarkdown(report)).toContain('| Categorical columns | 2 |');
  });
});

describe('stocks.csv: the report plans on a forecast only when the Trend screen would (trendRecommendations)', () => {
  const stocks = publicCsv('stocks.csv');
  const report = generateReport(stocks, { now });

  it('no "Plan for 2010-08 with the 80% range …" on a naive forecast nothing beat: it says so instead', () => {
    // MSFT's last price (Mar 1 2010) carried forward over 2010-04 … 2010-08 is the naive forecast
    const last = publicCsvRows('stocks.csv').filter((r) => r[0] === 'MSFT').at(-1)!;
    expect(last.slice(1)).toEqual(['Mar 1 2010', '28.8']);
    const text = report.recommendations.join(' ');
    expect(text).not.toMatch(/Plan for/);
    expect(report.recommendations).toContainEqual(
      expect.stringMatching(/^Do not plan on the forecast for 2010-08: no model beat repeating the last value on the backtest \(MASE \d+(\.\d+)?\), so it is the last value carried forward\.$/),
    );
  });

  it('a forecast that beat naive is still planned on (seattle-weather precipitation, weekly)', () => {
    const t = analyzeTrend(publicCsv('seattle-weather.csv'));
    const r = generateReport(publicCsv('seattle-weather.csv'), { now, trend: t });
    const plan = r.recommendations.some((x) => x.startsWith('Plan for '));
    expect(plan).toBe(t.quality!.relativeToNaive < 1);
  });
});

describe('portfolio words describe something: the change of a total, or the range of the groups\' changes', () => {
  const fmt = (x: number, signed = false) => `${signed && x > 0 ? '+' : ''}${x.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  it('seattle-weather: the total precipitation of the earlier and the later half of 2012-01-01 … 2015-12-31, never "+0.97% on average"', () => {
    const rows = publicCsvRows('seattle-weather.csv');
    const t = rows.map((r) => Date.parse(`${r[0]}T00:00:00Z`));
    const mid = (Math.min(...t) + Math.max(...t)) / 2; // 2013-12-31: its rows belong to neither half
    expect(new Date(mid).toISOString().slice(0, 10)).toBe('2013-12-31');
    let earlier = 0;
    let later = 0;
    rows.forEach((r, i) => {
      if (t[i]! < mid) earlier += Number(r[1]);
      else if (t[i]! > mid) later += Number(r[1]);
    });
    const [e, l] = [Math.round(earlier * 100) / 100, Math.round(later * 100) / 100];
    const pct = Math.round(((l - e) / e) * 10000) / 100;
    const words = generateReport(publicCsv('seattle-weather.csv'), { now }).sections[3]!.content;
    expect(words).toContain(`From the earlier to the later half of the time range, the total precipitation went from ${fmt(e)} to ${fmt(l)} (${fmt(pct, true)}%).`);
    expect(words).not.toMatch(/on average/);
  });

  it('stocks.csv: the range of the symbols\' own mean-price changes with the symbols at both ends, never "+173.84% on average"', () => {
    const rows = publicCsvRows('stocks.csv');
    const when = (d: string) => {
      const [m, day, y] = d.split(' ');
      return Date.UTC(Number(y), MONTHS.indexOf(m!), Number(day));
    };
    const change = new Map<string, number>();
    for (const sym of new Set(rows.map((r) => r[0]!))) {
      const own = rows.filter((r) => r[0] === sym).map((r) => ({ t: when(r[1]!), p: Number(r[2]) }));
      const mid = (Math.min(...own.map((x) => x.t)) + Math.max(...own.map((x) => x.t))) / 2;
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const before = mean(own.filter((x) => x.t < mid).map((x) => x.p));
      const after = mean(own.filter((x) => x.t > mid).map((x) => x.p));
      change.set(sym, Math.round(((after - before) / Math.abs(before)) * 10000) / 100);
    }
    const sorted = [...change].sort((a, b) => a[1] - b[1]);
    const [low, high] = [sorted[0]!, sorted.at(-1)!];
    const words = generateReport(publicCsv('stocks.csv'), { now }).sections[3]!.content;
    expect(words).toContain(`the mean price changed by between ${fmt(low[1], true)}% (${low[0]}) and ${fmt(high[1], true)}% (${high[0]}).`);
    expect(words).not.toMatch(/on average/);
  });

  it('the groups views\' subtitle says groups, not components; holdings keep "components"', () => {
    expect(generatePortfolio(publicCsv('seattle-weather.csv')).description).toBe('5 groups by weather, each the sum of precipitation');
    expect(generatePortfolio(publicCsv('stocks.csv')).description).toBe('5 groups by symbol, each the mean of price; means of price do not add up, so there is no total');
    const holdings = generatePortfolio(parseCsv('symbol,shares,price\nAAPL,10,150\nMSFT,5,300\n'));
    expect(holdings.description).toBe('2 components from symbol, each valued by shares × price');
  });
});

describe('holdings need holding evidence: order line items with quantity × unit price are no holdings', () => {
  it('line items (a line id, a date per row, the same product on many rows) are groups of their measure', () => {
    // the order file's rows as line items: its UUIDs as line ids, a quantity 1 … 5 and its amount as the unit price;
    // no header names sales (the old rule's only test), none names a holding
    const lines = orderFile(3000).split('\n').slice(1).map((l) => l.split(','));
    const csv = ['line_id,date,product,quantity,unit_price', ...lines.map((l, i) => `${l[0]},${l[1]},${l[3]},${1 + (i % 5)},${l[4]}`)].join('\n');
    const items = parseCsv(csv);
    const p = generatePortfolio(items);
    expect(isHoldings(p)).toBe(false);
    expect(p.holdingEvidence).toBeUndefined();
    expect(p.groupColumn).toBe('product');
    // valued by its money measure, a price level: the mean unit price per product (never quantity × price), from the text
    expect(p).toMatchObject({ valueColumn: 'unit_price', aggregation: 'mean' });
    const prices = new Map<string, number[]>();
    for (const l of csv.split('\n').slice(1).map((x) => x.split(','))) prices.set(l[2]!, [...(prices.get(l[2]!) ?? []), Number(l[4])]);
    for (const a of p.assets) expect(a.value).toBeCloseTo(prices.get(a.name)!.reduce((x, y) => x + y, 0) / prices.get(a.name)!.length, 2);
    const words = generateReport(items, { now }).sections[3]!.content;
    expect(words).not.toMatch(/Performance|risk score|components worth/);
  });

  it('a small holdings file is still holdings: one row per instrument, or a header naming what is held', () => {
    // one row per instrument, no telling header: 10 × 150 + 5 × 180 + 20 × 95 = 1500 + 900 + 1900 = 4300
    const own = generatePortfolio(parseCsv('name,quantity,price\nApple Inc.,10,150\nGold ETF,5,180\nBond fund,20,95\n'));
    expect(isHoldings(own)).toBe(true);
    expect(own.total_value).toBe(4300);
    expect(own.holdingEvidence).toMatch(/one row per name/);
    // a ticker header with a row per month: the position at the latest date, 12 × 160 + 5 × 310 = 1920 + 1550 = 3470
    const monthly = generatePortfolio(parseCsv('date,ticker,qty,close\n2024-01-31,AAPL,10,150\n2024-01-31,MSFT,5,300\n2024-02-29,AAPL,12,160\n2024-02-29,MSFT,5,310\n'));
    expect(isHoldings(monthly)).toBe(true);
    expect(monthly.total_value).toBe(3470);
    expect(monthly.holdingEvidence).toMatch(/ticker names what is held/);
  });
});

describe('KPI polarity: a price has a better direction only for a holder', () => {
  it('stocks.csv: every price KPI is compared, not judged — Above / Below / At target, never "On Track … (higher is better)"', () => {
    const rows = publicCsvRows('stocks.csv');
    const kpis = generateKpis(publicCsv('stocks.csv'));
    expect(kpis.length).toBe(4);
    for (const k of kpis) {
      // each symbol's 2010-03 price against 2009-03, from the rows
      const price = (d: string) => Number(rows.find((r) => r[0] === k.entity && r[1] === d)![2]);
      const [cur, before] = [price('Mar 1 2010'), price('Mar 1 2009')];
      expect(k.better, k.entity).toBe('none');
      expect(kpiStatus(k).status, k.entity).toBe(cur > before ? 'Above target' : cur < before ? 'Below target' : 'At target');
      expect(k.description).not.toMatch(/higher is better/);
      expect(k.description).toContain('a price is better higher only for a holder');
    }
    const words = generateReport(publicCsv('stocks.csv'), { now }).sections[2]!.content;
    expect(words).not.toMatch(/On Track|At Risk|Behind/);
    expect(words).toMatch(/\(no better direction\)/);
  });

  it('positions (symbol, date, shares, price): the holder\'s price is better higher', () => {
    const csv = 'date,symbol,shares,price\n2024-01-31,AAPL,10,150\n2024-01-31,MSFT,5,300\n2024-02-29,AAPL,12,160\n2024-02-29,MSFT,5,310\n';
    const price = generateKpis(parseCsv(csv)).filter((k) => k.column === 'price');
    expect(price.length).toBeGreaterThan(0);
    for (const k of price) expect(k.better).toBeUndefined(); // higher, the spec's statuses
  });
});
