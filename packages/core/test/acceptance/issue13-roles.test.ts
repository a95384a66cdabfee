// Issue 13 core leftovers (docs/issue-13-acceptance.md, rows marked "fixed" by the roles lane), on the
// real vega-datasets CSVs; every expected value is worked out here from the raw rows, not from our output.
import { describe, expect, it } from 'vitest';
import { chartChoices } from '../../src/chart/chartChoices.js';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { suggestedQuestions } from '../../src/chat/suggestedQuestions.js';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { isSamplePortfolio } from '../../src/portfolio/samplePortfolio.js';
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
    expect(chartChoices(zip).values).toEqual(['latitude', 'longitude']);
    const t = analyzeTrend(zip, { column: 'latitude' });
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
