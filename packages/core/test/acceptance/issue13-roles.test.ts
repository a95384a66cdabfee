// Issue 13 core leftovers (docs/issue-13-acceptance.md, rows marked "fixed" by the roles lane), on the
// real vega-datasets CSVs; every expected value is worked out here from the raw rows, not from our output.
import { describe, expect, it } from 'vitest';
import { chartChoices } from '../../src/chart/chartChoices.js';
import { chartData } from '../../src/chart/chartData.js';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { suggestedQuestions } from '../../src/chat/suggestedQuestions.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { widgetChartData } from '../../src/dashboard/widgetChartData.js';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { isSamplePortfolio } from '../../src/portfolio/samplePortfolio.js';
import { runQuery } from '../../src/query/runQuery.js';
import { generateReport } from '../../src/report/generateReport.js';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const now = new Date('2026-11-25T00:00:00Z');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('issue 13 leftovers: coordinates are not measures (zipcodes.csv)', () => {
  const zip = publicCsv('zipcodes.csv');
  const rows = publicCsvRows('zipcodes.csv');
  const lat = rows.map((r) => Number(r[1]));
  const lon = rows.map((r) => Number(r[2]));

  it('reads latitude and longitude as coordinates because every value is in range', () => {
    // the evidence, from the raw rows: latitudes within ±90, longitudes within ±180
    expect(lat.every((x) => x >= -90 && x <= 90)).toBe(true);
    expect(lon.every((x) => x >= -180 && x <= 180)).toBe(true);
    expect(zip.roles.find((r) => r.column === 'latitude')).toMatchObject({ role: 'measure', coordinate: 'latitude' });
    expect(zip.roles.find((r) => r.column === 'longitude')).toMatchObject({ role: 'measure', coordinate: 'longitude' });
  });

  it('never makes a KPI, portfolio, trend, dashboard value or suggested question of a coordinate', () => {
    expect(generateKpis(zip).map((k) => k.column)).not.toContain('latitude');
    expect(generateKpis(zip).every((k) => k.column === undefined)).toBe(true);
    expect(isSamplePortfolio(generatePortfolio(zip))).toBe(true);
    expect(analyzeTrend(zip).isSample).toBe(true);
    expect(defaultChartConfig(zip)).toMatchObject({ yAxis: null, aggregation: 'count' });
    expect(generateDashboard(zip).widgets.map((w) => w.title).join(' ')).not.toMatch(/latitude|longitude/);
    expect(suggestedQuestions(zip).join(' ')).not.toMatch(/latitude|longitude/);
  });

  it('reports no KPI and no trend instead of made-up samples or a mean latitude', () => {
    const text = generateReport(zip, { now }).sections.map((s) => s.content).join(' ');
    expect(text).not.toMatch(/Mean latitude|Revenue Growth|Period 4/);
    expect(text).toContain('No KPI comes from this data');
    expect(text).toContain('No trend comes from this data');
    expect(text).toContain('Coordinates (positions, not quantities): latitude, longitude');
  });

  it('still lets a user choose a coordinate explicitly', () => {
    // the pickers offer measures only (valueCandidates): a coordinate is chosen by name, or made a measure in the import settings
    expect(chartChoices(zip).values).toEqual([]);
    // no time column: row order only when asked (issue 13, no trend over rows that are not periods)
    const t = analyzeTrend(zip, { column: 'latitude', dateColumn: null });
    expect(t.isSample).toBe(false);
    const k = generateKpis(zip, { columns: ['latitude'] })[0]!;
    // no time column: the KPI is the mean over all rows
    expect(k.current_value).toBeCloseTo(mean(lat), 2);
  });
});

describe('issue 13 leftovers: the total/money measure first, never a mostly-zero one (birdstrikes.csv)', () => {
  const birds = publicCsv('birdstrikes.csv');
  const header = ['Airport Name', 'Aircraft Make Model', 'Effect Amount of damage', 'Flight Date', 'Aircraft Airline Operator', 'Origin State', 'Phase of flight', 'Wildlife Size', 'Wildlife Species', 'Time of day', 'Cost Other', 'Cost Repair', 'Cost Total $', 'Speed IAS in knots'];
  const rows = publicCsvRows('birdstrikes.csv');
  const filled = (name: string) => rows.filter((r) => r[header.indexOf(name)] !== '' && Number(r[header.indexOf(name)]) !== 0).length;

  it('leads with Cost Total $ (a total, money, and the fullest cost) in trend, portfolio, chart and the first KPI', () => {
    // from the raw rows: Cost Other has a value in 72 of 10,000 rows, Cost Repair 178, Cost Total $ 209 — all
    // rare events, and the total is the fullest of them and the one whose header says total and $
    expect(rows).toHaveLength(10_000);
    expect([filled('Cost Other'), filled('Cost Repair'), filled('Cost Total $')]).toEqual([72, 178, 209]);
    expect(analyzeTrend(birds).column).toBe('Cost Total $');
    expect(generatePortfolio(birds).valueColumn).toBe('Cost Total $');
    expect(defaultChartConfig(birds).yAxis).toBe('Cost Total $');
    expect(generateDashboard(birds).widgets.find((w) => w.type === 'chart')?.title).toContain('Cost Total $');
    expect(generateKpis(birds)[0]!.column).toBe('Cost Total $');
    expect(suggestedQuestions(birds)[0]).toContain('Cost Total $');
  });

  it('ranks a mostly-zero cost after a full measure, and keeps rainfall (57% dry days) first in seattle-weather.csv', () => {
    expect(generateKpis(birds).map((k) => k.column)).toEqual(['Cost Total $', 'Speed IAS in knots', 'Cost Repair', 'Cost Other']);
    const weather = publicCsvRows('seattle-weather.csv');
    const dry = weather.filter((r) => Number(r[1]) === 0).length;
    expect(dry / weather.length).toBeGreaterThan(0.5);
    expect(defaultChartConfig(publicCsv('seattle-weather.csv')).yAxis).toBe('precipitation');
  });
});

describe('issue 13 leftovers: an entity that is the total of the others (disasters.csv)', () => {
  const disasters = publicCsv('disasters.csv');
  const rows = publicCsvRows('disasters.csv');
  const ALL = 'All natural disasters';
  const parts = rows.filter((r) => r[0] !== ALL);

  it('All natural disasters is the per-year sum of the other entities, so it is left out of the shares', () => {
    // from the raw rows: per year, All natural disasters against the sum of the other entities
    const years = [...new Set(rows.filter((r) => r[0] === ALL).map((r) => r[1]!))];
    const equal = years.filter((y) => {
      const all = Number(rows.find((r) => r[0] === ALL && r[1] === y)![2]);
      const others = parts.filter((r) => r[1] === y).reduce((t, r) => t + Number(r[2]), 0);
      return Math.abs(all - others) <= 0.01 * all;
    });
    expect(equal.length / years.length).toBeGreaterThanOrEqual(0.9);

    const p = generatePortfolio(disasters);
    expect(p.assets.map((a) => a.name)).not.toContain(ALL);
    expect(p.leftOut?.name).toBe(ALL);
    const totals = new Map<string, number>();
    for (const r of parts) totals.set(r[0]!, (totals.get(r[0]!) ?? 0) + Number(r[2]));
    const total = [...totals.values()].reduce((a, b) => a + b, 0);
    expect(p.total_value).toBeCloseTo(total, 2);
    const [topName, topValue] = [...totals].sort((a, b) => b[1] - a[1])[0]!;
    expect(p.assets[0]).toMatchObject({ name: topName });
    expect(p.assets[0]!.allocation).toBeCloseTo((topValue / total) * 100, 2);
  });

  it('says so in the report, leaves it off the bar and pie of sums, and keeps it as the trend’s total series', () => {
    const text = generateReport(disasters, { now }).sections[3]!.content;
    expect(text).toContain('All natural disasters is the total of the others and is left out.');
    expect(text).not.toContain('All natural disasters has the largest share');
    const d = generateDashboard(disasters);
    const bar = d.widgets.find((w) => w.chartType === 'bar')!;
    expect(bar.title).toBe('sum Deaths by Entity, without All natural disasters (the total of the others)');
    expect(widgetChartData(disasters, bar).map((x) => x.label)).not.toContain(ALL);
    expect(analyzeTrend(disasters).entity).toBe(ALL);
  });
});

describe('issue 13 leftovers: bare month names are a category in calendar order (from seattle-weather.csv)', () => {
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const rows = publicCsvRows('seattle-weather.csv');
  // the real rows with the date written as a bare month name (no year): 'January,0' …
  const csv = ['month,precipitation', ...rows.map((r) => `${MONTHS[Number(r[0]!.slice(5, 7)) - 1]},${r[1]}`)].join('\n');
  const ds = parseCsv(csv);
  const totals = MONTHS.map((m, i) => rows.filter((r) => Number(r[0]!.slice(5, 7)) === i + 1).reduce((t, r) => t + Number(r[1]), 0));

  it('reads the names as a dimension with calendar order, not as time', () => {
    expect(ds.roles[0]).toMatchObject({ role: 'dimension', calendar: 'month', timeKind: null });
  });

  it('groups, charts and sorts them January to December, every month, with totals over all years', () => {
    const chart = defaultChartConfig(ds);
    expect(chart).toMatchObject({ type: 'bar', xAxis: 'month', yAxis: 'precipitation', aggregation: 'sum' });
    const bars = chartData(ds, chart);
    expect(bars.map((b) => b.label)).toEqual(MONTHS);
    bars.forEach((b, i) => expect(b.value).toBeCloseTo(totals[i]!, 6));
    const dashboardBar = generateDashboard(ds).widgets.find((w) => w.chartType === 'bar')!;
    expect(widgetChartData(ds, dashboardBar).map((b) => b.label)).toEqual(MONTHS);
    const q = runQuery(ds, { groupBy: ['month'], aggregate: { op: 'sum', column: 'precipitation' }, sort: { by: 'key' } });
    expect(q.groups.map((g) => g.keys[0])).toEqual(MONTHS);
  });
});

describe('issue 13 leftovers: no % off a fitted line that starts far from the data (stocks.csv AMZN)', () => {
  const stocks = publicCsv('stocks.csv');
  const amzn = publicCsvRows('stocks.csv').filter((r) => r[0] === 'AMZN').map((r) => Number(r[2]));

  it('gives the change in units and the observed first and last months instead of "+638.71%"', () => {
    // least squares through the 123 monthly prices, t = 0 … 122
    const n = amzn.length;
    const tMean = (n - 1) / 2;
    const yMean = mean(amzn);
    const slope = amzn.reduce((a, y, t) => a + (t - tMean) * (y - yMean), 0) / amzn.reduce((a, _, t) => a + (t - tMean) ** 2, 0);
    const start = yMean - slope * tMean;
    const level = mean(amzn.slice(0, Math.ceil(n / 10)));
    // the line starts at about 11.4, under ⅔ of the first 13 months' mean (41.9): a % of it would mislead
    expect(start / level).toBeLessThan(2 / 3);
    const t = analyzeTrend(stocks, { entity: 'AMZN' });
    expect(t.change?.start).toBeCloseTo(start, 6);
    expect(t.change?.percent).toBeUndefined();
    expect(t.change?.percentWithheld?.level).toBeCloseTo(level, 9);
    const headline = t.insights[0]!;
    expect(headline).not.toContain('638');
    // no % on the line's change: the only % is the observed one, after "Observed"
    expect(headline.split('No % of the line')[0]).not.toContain('%');
    const observed = ((amzn[n - 1]! - amzn[0]!) / amzn[0]!) * 100;
    expect(headline).toContain(`Observed, 2000-01 was ${amzn[0]} and 2010-03 ${amzn[n - 1]} (+${Number(observed.toPrecision(3))}%)`);
  });

  it('keeps the % where the line starts at the data (co2-concentration.csv)', () => {
    expect(analyzeTrend(publicCsv('co2-concentration.csv')).change?.percent).toBeGreaterThan(0);
  });
});

describe('a share between 0 and 1 is averaged, never summed (population_engineers_hurricanes.csv)', () => {
  const data = publicCsv('population_engineers_hurricanes.csv');
  // state,id,population,engineers,hurricanes — engineers is the share of a state's people who are engineers
  const engineers = publicCsvRows('population_engineers_hurricanes.csv').map((r) => Number(r[3]));

  it('reports the mean share, not a "total" of 52 shares', () => {
    expect(engineers.every((x) => x > 0 && x < 1)).toBe(true);
    const kpi = generateKpis(data, { columns: ['engineers'] })[0]!;
    expect(kpi.name).toBe('Mean engineers');
    expect(kpi.current_value).toBeCloseTo(mean(engineers), 6);
  });

  it('still sums the whole-number hurricane counts', () => {
    const kpi = generateKpis(data, { columns: ['hurricanes'] })[0]!;
    expect(kpi.name).toBe('Total hurricanes');
  });
});

describe('a compass direction and category codes are not quantities (windvectors.csv)', () => {
  const wind = publicCsv('windvectors.csv');
  // longitude,latitude,dir,dirCat,speed — dir in degrees, dirCat the 15° sector it falls in
  const rows = publicCsvRows('windvectors.csv');
  const speed = rows.map((r) => Number(r[4]));
  const sectors = new Set(rows.map((r) => r[3]));

  it('reads dir as a direction and dirCat as a category, so the only default measure is speed', () => {
    const role = (c: string) => wind.roles.find((r) => r.column === c)!;
    expect(role('dir')).toMatchObject({ role: 'measure', coordinate: 'direction' });
    expect(role('dirCat').role).toBe('dimension');
    expect([...sectors].every((x) => Number(x) % 15 === 0)).toBe(true); // 15° sectors, 0–360
    const kpis = generateKpis(wind);
    expect(kpis.map((k) => k.column)).toEqual(['speed']);
    expect(kpis[0]!.current_value).toBeCloseTo(mean(speed), 2);
  });

  it('names dir a direction in the report, never a total of degrees', () => {
    const report = generateReport(wind, { now }).sections.map((s) => s.content).join(' ');
    expect(report).toContain('direction (an orientation, not a quantity): dir');
    expect(report).not.toMatch(/Total dir/);
  });

  it('gives reasons that agree with the roles: dirCat groups the portfolio, and no row is "a dirCat value"', () => {
    const report = generateReport(wind, { now }).sections.map((s) => s.content).join(' ');
    // number codes are a category: the portfolio groups speed by dirCat (test/portfolio/numberCodeGroups.test.ts)
    expect(report).not.toMatch(/no category held as text|this file has no category/);
    expect(report).not.toContain('each row is a dirCat value');
  });
});
