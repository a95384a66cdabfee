// Issue 13 (roles lane): stocks — levels at a moment (population, inventory, balance, headcount) — add up across
// entities at one date but never across dates. Per period a stock is the total of the rows at the period's last date.
// gapminder-health-income.csv (no time column: one population per country) and a hand-made file of quarter-end dates ×
// regions, every expected value worked out here by hand or from the raw rows.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import type { NumberColumn } from '../../src/dataset/types.js';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { suggestedQuestions } from '../../src/chat/suggestedQuestions.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { generateReport } from '../../src/report/generateReport.js';
import { measureTraits } from '../../src/roles/measureTraits.js';
import { headerWords } from '../../src/typing/headerWords.js';
import { analyzeTrend } from '../../src/trend/analyzeTrend.js';
import { bucketSeries } from '../../src/trend/bucketSeries.js';
import { buildSeries } from '../../src/trend/buildSeries.js';
import { columnTimes } from '../../src/roles/columnTimes.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const now = new Date('2026-11-26T00:00:00Z');
const traits = (header: string) => measureTraits(headerWords(header), undefined, 1, 100);

// the first day of each quarter, 2021-01-01 … 2023-10-01 (k = 0 … 11); North = 100 + 2k, South = 50 + k
const QUARTER_ENDS = ['01-01', '04-01', '07-01', '10-01'];
const rows: string[] = [];
for (let k = 0; k < 12; k++) {
  const date = `${2021 + Math.floor(k / 4)}-${QUARTER_ENDS[k % 4]}`;
  rows.push(`${date},North,${100 + 2 * k}`, `${date},South,${50 + k}`);
}
const regions = parseCsv(`date,region,population\n${rows.join('\n')}\n`);

describe('stock measures: the header says a level at a moment', () => {
  it('population, inventory, stock level, balance, headcount and number of employees are stocks; a level word beside them wins', () => {
    for (const h of ['population', 'inventory', 'stock level', 'balance', 'headcount', 'number of employees', 'total population']) {
      expect(traits(h), h).toMatchObject({ stock: true, aggregation: 'sum' });
    }
    // a price of a stock, a density of a population and a per-capita figure are averaged, never stocks
    for (const h of ['stock price', 'population density', 'population per capita']) expect(traits(h), h).toMatchObject({ stock: false, aggregation: 'mean' });
    // flows stay flows
    expect(traits('sales')).toMatchObject({ stock: false, aggregation: 'sum' });
    expect(traits('population').reasons[0]).toBe(
      'its name says "population", a level at a moment (a stock): summed across entities at one date, never across dates — per period, the level at its last date',
    );
  });

  it('a user who sets the aggregation makes it no stock', () => {
    const flows = parseCsv('region,population\nA,1\nB,2\nA,3\n', { columnRoles: { population: { role: 'measure', aggregation: 'mean' } } });
    expect(flows.roles[1]).toMatchObject({ aggregation: 'mean', stock: false });
  });
});

describe('a stock per period is the total at the period\'s last date (hand-made: quarters × 2 regions)', () => {
  it('bucketSeries(…, "stock"): per year the sum of the regions on 1 October, never the sum of the quarters', () => {
    const built = buildSeries((regions.column('population') as NumberColumn).values, columnTimes(regions, 'date'));
    const years = bucketSeries(built, 'year', 'stock');
    // 2021-10-01 is k = 3: 106 + 53 = 159; 2022-10-01 k = 7: 114 + 57 = 171; 2023-10-01 k = 11: 122 + 61 = 183
    expect(years.labels).toEqual(['2021', '2022', '2023']);
    expect(years.values).toEqual([159, 171, 183]);
    // a flow would have added the four quarters: 2021 = (100+102+104+106) + (50+51+52+53) = 618
    expect(bucketSeries(built, 'year', 'sum').values[0]).toBe(618);
  });

  it('the role is a stock; over all regions the trend follows the total at each quarter\'s date and says so', () => {
    expect(regions.roles.find((r) => r.column === 'population')).toMatchObject({ role: 'measure', aggregation: 'sum', stock: true });
    // region keys one series per region (each (region, date) once): the default follows one, never splices them
    const north = analyzeTrend(regions);
    expect(north.aggregation).toBe('stock');
    expect(north.data.filter((p) => !p.predicted).map((p) => p.value)).toEqual(Array.from({ length: 12 }, (_, k) => 100 + 2 * k));
    // all regions: each quarter is one date, its total North + South = 150 + 3k, k = 0 … 11 — a level, not a sum over dates
    const all = analyzeTrend(regions, { seriesKey: null });
    expect(all.data.filter((p) => !p.predicted).map((p) => p.value)).toEqual(Array.from({ length: 12 }, (_, k) => 150 + 3 * k));
    expect(all.insights[0]).toMatch(/^population \(level at the last date of each quarter\) rose by 33 /);
  });

  it('the KPI is the total at the latest quarter\'s date against the same quarter a year earlier', () => {
    const [north] = generateKpis(regions);
    // North 2023-Q4 (k = 11): 122; 2022-Q4 (k = 7): 114
    expect(north).toMatchObject({ name: 'Total population (North)', current_value: 122, target_value: 114 });
    const [all] = generateKpis(regions, { seriesKey: null });
    // both regions 2023-10-01: 122 + 61 = 183; 2022-10-01: 114 + 57 = 171
    expect(all).toMatchObject({ name: 'Total population', current_value: 183, target_value: 171 });
    expect(all!.formula).toContain('SUM(population) at the last date');
  });

  // cand's support rules (no comparison from sparse dates) meet the stock: the figure left is the level at the last
  // date, never the mean of the years (North (100 + 102 + 140 + 142) / 4 = 121 was called 'Total population (North)')
  it('with dates too sparse to compare, the KPI is the total at the last date, not a mean over the dates', () => {
    const sparse: string[] = [];
    for (const [y, north, south] of [[2000, 100, 50], [2001, 102, 51], [2019, 140, 70], [2020, 142, 71]]) sparse.push(`${y},North,${north}`, `${y},South,${south}`);
    const ds = parseCsv(`year,site,population\n${sparse.join('\n')}\n`);
    const [north] = generateKpis(ds);
    // 4 of the 21 years 2000–2020 hold a row: nothing compared; North in 2020: 142
    expect(north).toMatchObject({ name: 'Total population (North)', current_value: 142, target_value: 142, compared: false });
    expect(north!.notCompared).toMatch(/^dates too sparse to compare periods/);
    expect(north!.formula).toBe('SUM(population) at the last date for North (2020) vs itself');
    expect(north!.description).toMatch(/^Total population \(North\) at the last date \(2020, 1 row\) with dates too sparse/);
    // both sites in 2020: 142 + 71
    const [all] = generateKpis(ds, { seriesKey: null });
    expect(all).toMatchObject({ name: 'Total population', current_value: 213 });
    expect(all!.description).toMatch(/^Total population at the last date \(2020, 2 rows\)/);
  });

  it('month names without a year: the profile averages a stock per month name and says mean, as it computes', () => {
    // January 10 and 20 (two years, or two places: the file cannot tell) — (10 + 20) / 2 = 15, never called a total
    const ds = parseCsv('month,population\nJanuary,10\nFebruary,12\nMarch,14\nJanuary,20\nFebruary,22\nMarch,24\n');
    const t = analyzeTrend(ds);
    expect(t.profile?.points.map((p) => p.value)).toEqual([15, 17, 19]);
    expect(t.insights[0]).toContain('mean population is highest in March (19) and lowest in January (15)');
  });

  it('suggested questions never ask for a total of a stock over dates', () => {
    const asked = suggestedQuestions(regions);
    expect(asked.some((q) => /total population/.test(q))).toBe(false);
    expect(asked).toContain('What is the trend of population?');
    // without a time column the total is a figure (gapminder: the population of 187 countries)
    expect(suggestedQuestions(publicCsv('gapminder-health-income.csv')).join(' ')).not.toMatch(/average population/);
  });

  it('the portfolio groups the regions at the last date, 2023-10-01: North 122, South 61 — never summed over the 12 quarters', () => {
    const p = generatePortfolio(regions);
    expect(p.name).toBe('total population by region at 2023-10-01');
    expect(p.assets.map((a) => [a.name, a.value])).toEqual([['North', 122], ['South', 61]]);
    expect(p.total_value).toBe(183);
    expect(p.stockAt).toBe('2023-10-01');
    expect(p.description).toContain('population is a level at a moment (a stock), so each group is its total at the last date, 2023-10-01');
  });
});

describe('gapminder-health-income.csv: no time column, one population per country — a stock sums across countries', () => {
  const ds = publicCsv('gapminder-health-income.csv');
  const raw = publicCsvRows('gapminder-health-income.csv');
  // header: country,income,health,population,region — counted from the end: four names hold a quoted comma ("Congo, Rep.")
  const population = (r: string[]) => Number(r[r.length - 2]);
  const region = (r: string[]) => r[r.length - 1]!;
  const total = raw.reduce((t, r) => t + population(r), 0);

  it('population is a stock; the KPI is the total of the 187 countries', () => {
    expect(raw).toHaveLength(187);
    expect(ds.roles.find((r) => r.column === 'population')).toMatchObject({ stock: true, aggregation: 'sum' });
    const kpi = generateKpis(ds, { columns: ['population'] })[0]!;
    expect(kpi.name).toBe('Total population');
    expect(kpi.current_value).toBe(total);
    // about 7.3 billion people
    expect(Math.round(total / 1e8) / 10).toBe(7.3);
  });

  it('the portfolio totals population by region; the report names population a level', () => {
    const p = generatePortfolio(ds, { valueColumn: 'population' });
    expect(p.name).toBe('total population by region');
    expect(p.total_value).toBe(total);
    const byRegion = new Map<string, number>();
    for (const r of raw) byRegion.set(region(r), (byRegion.get(region(r)) ?? 0) + population(r));
    expect(p.assets.find((a) => a.name === 'east_asia_pacific')!.value).toBe(byRegion.get('east_asia_pacific'));
    expect(generateReport(ds, { now }).sections[0]!.content).toContain('population (a level: summed at one date, never over dates)');
  });
});
