// Issue 13, analyst lane: ids that are not categories, trends over rows that are not periods and KPIs with nothing
// to compare, on the real vega-datasets CSVs; every expected value is worked out here from the raw rows.
import { describe, expect, it } from 'vitest';
import { suggestedQuestions } from '../../src/chat/suggestedQuestions.js';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { kpiStatus } from '../../src/kpi/kpiStatus.js';
import { kpiStatusCounts } from '../../src/kpi/kpiStatusCounts.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { analyzeQuestion } from '../../src/chat/analyzeQuestion.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generateReport } from '../../src/report/generateReport.js';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { publicCsv, publicCsvRows, publicCsvText } from '../helpers/publicCsv.js';

/** The rows of a public CSV with quoted fields ("Congo, Dem. Rep." in gapminder-health-income.csv), split by hand. */
function quotedRows(name: string): string[][] {
  return publicCsvText(name)
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (ch === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += ch;
      }
      return [...cells, cell];
    });
}

const now = new Date('2026-11-26T00:00:00Z');

describe('an id is never a default category (species.csv)', () => {
  // item_id,common_name,scientific_name,gap_species_code,county_id,habitat_yearround_pct
  const species = publicCsv('species.csv');
  const rows = publicCsvRows('species.csv');

  it('reads the 24-digit hex item_id as an identifier although it takes only 4 values, 1:1 with common_name', () => {
    const pairs = new Set(rows.map((r) => `${r[0]}|${r[1]}`));
    expect(new Set(rows.map((r) => r[0])).size).toBe(4);
    expect(pairs.size).toBe(4);
    expect(rows.every((r) => /^[0-9a-f]{24}$/.test(r[0]!))).toBe(true);
    expect(species.roles.find((r) => r.column === 'item_id')).toMatchObject({ role: 'identifier', idLike: true });
    // gap_species_code is a code: still a category, but the defaults take it last
    expect(species.roles.find((r) => r.column === 'gap_species_code')).toMatchObject({ role: 'dimension', idLike: true });
    expect(species.roles.find((r) => r.column === 'common_name')).toMatchObject({ role: 'dimension', idLike: false });
  });

  it('groups the portfolio, chart, dashboard and questions by common_name, with the means from the raw rows', () => {
    const byName = new Map<string, number[]>();
    for (const r of rows) byName.set(r[1]!, [...(byName.get(r[1]!) ?? []), Number(r[5])]);
    const means = [...byName].map(([name, xs]) => [name, xs.reduce((a, b) => a + b, 0) / xs.length] as const).sort((a, b) => b[1] - a[1]);
    const p = generatePortfolio(species);
    expect(p.groupColumn).toBe('common_name');
    expect(p.assets.map((a) => a.name)).toEqual(means.map(([name]) => name));
    expect(p.assets[0]!.price).toBeCloseTo(means[0]![1], 2);
    expect(defaultChartConfig(species).xAxis).toBe('common_name');
    const d = generateDashboard(species);
    expect(d.widgets.map((w) => w.title).join(' ')).not.toMatch(/item_id|gap_species_code|county_id/);
    expect(suggestedQuestions(species).join(' ')).not.toMatch(/item_id|gap_species_code|county_id|58fa/);
    expect(suggestedQuestions(species)).toContain('Which common_name has the highest habitat_yearround_pct?');
    const text = generateReport(species, { now }).sections.map((s) => s.content).join(' ');
    expect(text).not.toContain('58fa');
    expect(text).toContain(`${means[0]![0]} has the highest mean habitat_yearround_pct`);
  });

  it('still groups by an id-like column when the user asks, or sets its role', () => {
    expect(generatePortfolio(species, { groupColumn: 'gap_species_code' }).groupColumn).toBe('gap_species_code');
    const chosen = publicCsv('species.csv', { columnRoles: { gap_species_code: 'dimension' } });
    expect(chosen.roles.find((r) => r.column === 'gap_species_code')).toMatchObject({ role: 'dimension', idLike: false, source: 'override' });
    expect(generatePortfolio(chosen).groupColumn).toBe('common_name');
    // the column is the default category only when no other is: dropping the names leaves the code
    const codesOnly = publicCsv('species.csv', { columnRoles: { common_name: 'identifier', scientific_name: 'identifier' } });
    expect(generatePortfolio(codesOnly).groupColumn).toBe('gap_species_code');
  });
});

describe('no trend over rows that are not periods (no time column)', () => {
  const cases = [
    // file, the measure the trend would follow, what the raw rows are, and the words that say so
    { file: 'gapminder-health-income.csv', column: 'income', rowsAre: 'each row is one country', key: 0 },
    { file: 'population_engineers_hurricanes.csv', column: 'population', rowsAre: 'each row is one state', key: 0 },
    { file: 'flights-airport.csv', column: 'count', rowsAre: 'each row is a combination of origin and destination', key: -1 },
  ] as const;

  it.each(cases)('$file: no trend, no forecast, and the report says why and what to do', ({ file, column, rowsAre, key }) => {
    const rows = quotedRows(file);
    // the evidence from the raw rows: no column is a date or a year, and the rows are entities, each once
    const keys = key >= 0 ? rows.map((r) => r[key]!) : rows.map((r) => `${r[0]}|${r[1]}`);
    expect(new Set(keys).size).toBe(rows.length);
    const ds = publicCsv(file);
    expect(ds.roles.some((r) => r.role === 'time')).toBe(false);
    const t = analyzeTrend(ds);
    expect(t.isSample).toBe(true);
    expect(t.column).toBe(column);
    expect(t.noTime?.reason).toBe(
      `No trend of ${column}: the file has no date or year column, and its rows are not periods in time (${rowsAre}), so a line, a forecast or anomalies along them in file order would mean nothing.`,
    );
    expect(t.noTime?.whatToDo).toContain('set a column’s role to time in the import settings');
    const text = generateReport(ds, { now }).sections.find((s) => s.title === 'Trend Analysis')!.content;
    expect(text).toBe(`${t.noTime!.reason} ${t.noTime!.whatToDo}`);
    expect(text).not.toMatch(/Period \d/);
  });

  it('names no row kind it cannot vouch for (species.csv: item_id repeats, rows are species × county)', () => {
    expect(analyzeTrend(publicCsv('species.csv')).noTime?.reason).toBe(
      'No trend of habitat_yearround_pct: the file has no date or year column, and its rows are not periods in time, so a line, a forecast or anomalies along them in file order would mean nothing.',
    );
  });

  it('still makes the row-order trend when asked (dateColumn: null), over every row in file order', () => {
    const ds = publicCsv('gapminder-health-income.csv');
    const income = quotedRows('gapminder-health-income.csv').map((r) => Number(r[1]));
    const t = analyzeTrend(ds, { dateColumn: null });
    expect(t.isSample).toBe(false);
    expect(t.noTime).toBeUndefined();
    const history = t.data.filter((p) => !p.predicted);
    expect(history.map((p) => p.value)).toEqual(income);
    expect(t.data.filter((p) => p.predicted).map((p) => p.period)[0]).toBe('Period 188');
  });

  it('follows a column the user sets to time (a whole-number column read as years)', () => {
    // the population file's `id` (1…52, each once) read as years is what a user's role override does
    const ds = publicCsv('population_engineers_hurricanes.csv', { columnRoles: { id: 'time' } });
    const t = analyzeTrend(ds);
    expect(t.isSample).toBe(false);
    expect(t.dateColumn).toBe('id');
  });

  it('answers "what is the trend" with the reason instead of a trend', () => {
    const a = analyzeQuestion(publicCsv('gapminder-health-income.csv'), 'What is the trend of income?')!;
    expect(a.intent).toBe('declined');
    expect(a.text).toContain('No trend of income: the file has no date or year column');
  });

  it('keeps the trend of a file with dates (seattle-weather.csv) and a bare month-name column stays a calendar category', () => {
    expect(analyzeTrend(publicCsv('seattle-weather.csv')).noTime).toBeUndefined();
    const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const ds = parseCsv(['month,sales', ...MONTHS.map((m, i) => `${m},${10 + i}`)].join('\n'));
    expect(ds.roles[0]).toMatchObject({ role: 'dimension', calendar: 'month' });
    // months without a year are no instants: no trend by default, the within-year profile given instead
    expect(analyzeTrend(ds).noTime?.reason).toContain('month holds month names without a year');
    expect(analyzeTrend(ds).profile?.points.map((p) => p.value)).toEqual(MONTHS.map((_, i) => 10 + i));
  });
});

describe('a KPI with nothing to compare is not judged (no time column, no target)', () => {
  it('gapminder-health-income.csv: mean income over all 187 countries is Not compared, never On Track', () => {
    const income = quotedRows('gapminder-health-income.csv').map((r) => Number(r[1]));
    const ds = publicCsv('gapminder-health-income.csv');
    const kpis = generateKpis(ds);
    const k = kpis.find((x) => x.column === 'income')!;
    expect(k.name).toBe('Mean income');
    expect(k.current_value).toBeCloseTo(income.reduce((a, b) => a + b, 0) / income.length, 2);
    expect(k.compared).toBe(false);
    expect(kpiStatus(k)).toEqual({ status: 'Not compared', ratio: Number.NaN, progress: 0 });
    expect(k.description).toContain('Nothing is compared, so it is not judged');
    expect(kpiStatusCounts(kpis)).toMatchObject({ 'On Track': 0, 'At Risk': 0, Behind: 0, 'At target': 0, 'Not compared': kpis.length });
    const text = generateReport(ds, { now }).sections.find((s) => s.title === 'Key Performance Indicators')!.content;
    expect(text).toContain('Mean income: 17,232.24 over all rows, with no time column to compare an earlier period with: Not compared (no target set to judge it against).');
    expect(text).not.toMatch(/On Track|At target|Behind|At Risk/);
    // population is a stock: without a time column the 187 countries' populations add up (issue13-stocks.test.ts)
    expect(kpis.map((x) => x.name)).toEqual(['Mean income', 'Mean health', 'Total population']);
    expect(generateReport(ds, { now }).recommendations).toContain('Set a target for Mean income, Mean health, Total population, or add a date column: with nothing to compare them with, they are not judged.');
  });

  it('flights-airport.csv: the total count is Not compared; a target set by the user is judged', () => {
    const total = publicCsvRows('flights-airport.csv').reduce((t, r) => t + Number(r[2]), 0);
    const ds = publicCsv('flights-airport.csv');
    const k = generateKpis(ds)[0]!;
    expect(k).toMatchObject({ name: 'Total count', current_value: total, compared: false });
    expect(kpiStatus(k).status).toBe('Not compared');
    // a target is something to compare with: 7,009,728 against 8,000,000 is 87.6%, At Risk (higher is better: a count)
    const set = generateKpis(ds, { targets: { count: 8_000_000 } })[0]!;
    expect(set.compared).toBeUndefined();
    expect(kpiStatus(set)).toMatchObject({ status: 'At Risk' });
    expect(kpiStatus(set).ratio).toBeCloseTo(total / 8_000_000, 9);
  });

  it('a KPI with an earlier period still compares it (seattle-weather.csv)', () => {
    const k = generateKpis(publicCsv('seattle-weather.csv'))[0]!;
    expect(k.compared).toBeUndefined();
    expect(kpiStatus(k).status).not.toBe('Not compared');
  });
});
