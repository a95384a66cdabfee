// Issue 13: summary tables. A small table with one row per name (region,revenue; product,units,revenue) is ranked by
// its per-row label — one bar per row, largest first, no "sum" in any title — while real identifiers (codes, UUIDs,
// order ids, names in large files) are still never grouped by. Every expected value is worked out by hand below
// (or from the raw rows of the vega-datasets CSVs), never copied from Tallyline's output.
import { describe, expect, it } from 'vitest';
import { aggregateForChart } from '../../src/chart/aggregateForChart.js';
import { chartChoices } from '../../src/chart/chartChoices.js';
import { defaultChartConfig } from '../../src/chart/defaultChartConfig.js';
import { withChartChoice } from '../../src/chart/withChartChoice.js';
import { analyzeQuestion } from '../../src/chat/analyzeQuestion.js';
import { answerQuestion } from '../../src/chat/answerQuestion.js';
import { suggestedQuestions } from '../../src/chat/suggestedQuestions.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { generateKpis } from '../../src/kpi/generateKpis.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { isSamplePortfolio } from '../../src/portfolio/samplePortfolio.js';
import { generateReport } from '../../src/report/generateReport.js';
import { pickCategory, rankingLabel } from '../../src/roles/pickCategory.js';
import type { Dataset } from '../../src/dataset/types.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const now = new Date('2026-11-26T00:00:00Z');
const roleOf = (ds: Dataset, column: string) => ds.roles.find((r) => r.column === column)!;
const section = (ds: Dataset, title: string) => generateReport(ds, { now }).sections.find((s) => s.title === title)!.content;

const REGIONS = 'region,revenue\nNorth,120\nSouth,95\nEast,80\nWest,60\nCentral,45\n';
// the same rows out of order: the chart must sort them
const SHUFFLED = 'region,revenue\nWest,60\nNorth,120\nCentral,45\nSouth,95\nEast,80\n';
const PRODUCTS =
  'product,units,revenue\nWidget,120,2400\nGadget,80,3200\nGizmo,45,1350\nDoohickey,30,600\nSprocket,200,1000\nFlange,15,750\n' +
  'Bracket,60,900\nHinge,90,450\nLatch,25,500\nValve,40,2000\nGasket,150,1500\nRotor,10,1800\n';

describe('a 5-row region,revenue table is ranked by region', () => {
  const ds = parseCsv(SHUFFLED);

  it('region is an identifier marked as a per-row label, with honest evidence', () => {
    expect(roleOf(ds, 'region')).toMatchObject({ role: 'identifier', label: true, idLike: true });
    expect(roleOf(ds, 'region').reasons[0]).toBe(
      '5 different values in 5 rows, none repeated: each value names one row — a per-row label, not a category. Names in a table of at most 60 rows are the row names of a summary table: with no category, charts rank the rows by them (one bar per row)',
    );
    expect(rankingLabel(ds)?.column).toBe('region');
    expect(pickCategory(ds)?.column).toBe('region');
  });

  it('the upload chart: one bar per region, largest first, titled without a sum', () => {
    const config = defaultChartConfig(ds);
    expect(config).toMatchObject({ type: 'bar', xAxis: 'region', yAxis: 'revenue', title: 'revenue per region (one row each)' });
    expect(aggregateForChart(ds, config, { aggregation: config.aggregation })).toEqual([
      { label: 'North', value: 120 },
      { label: 'South', value: 95 },
      { label: 'East', value: 80 },
      { label: 'West', value: 60 },
      { label: 'Central', value: 45 },
    ]);
    // the controls offer the label on x, and counting rows per region keeps the plain words
    expect(chartChoices(ds).xAxes).toEqual(['region']);
    expect(withChartChoice(ds, config, { yAxis: null }).title).toBe('count of rows by region');
  });

  it('the dashboard: a ranking bar and a pie of shares of the total (revenue adds up), no sum in the titles', () => {
    const titles = generateDashboard(ds).widgets.map((w) => w.title);
    expect(titles).toEqual(['revenue per region (one row each)', 'Data Summary', 'share of total revenue per region (one row each)']);
    expect(titles.join(' ')).not.toMatch(/\bsum\b/);
  });

  it('KPIs: the total, 120 + 95 + 80 + 60 + 45 = 400', () => {
    expect(generateKpis(ds).map((k) => [k.name, k.current_value])).toEqual([['Total revenue', 400]]);
  });

  it('portfolio: one asset per row; shares of 400: North 30%, South 23.75%, East 20%, West 15%, Central 11.25%', () => {
    const p = generatePortfolio(ds);
    expect(p).toMatchObject({ name: 'revenue per region (one row each)', perRow: true, total_value: 400, groupColumn: 'region' });
    expect(p.holdingEvidence).toBeUndefined();
    expect(p.performance).toBeNull();
    expect([...p.assets].sort((a, b) => b.value - a.value).map((a) => [a.name, a.value, a.allocation])).toEqual([
      ['North', 120, 30],
      ['South', 95, 23.75],
      ['East', 80, 20],
      ['West', 60, 15],
      ['Central', 45, 11.25],
    ]);
    expect(section(ds, 'Portfolio Analysis')).toBe('revenue per region (one row each): 5 rows, 400 in total; North has the highest revenue (120, 30%), Central the lowest (45, 11.25%).');
    expect(section(ds, 'Dataset Overview')).toContain('per-row label (one row each: the rows are ranked by it, never grouped): region.');
  });

  it('suggested questions rank the rows and never ask which region is "most common"', () => {
    const qs = suggestedQuestions(ds);
    expect(qs).toContain('Which region has the highest revenue?');
    expect(qs).toContain('Which region has the lowest revenue?');
    expect(qs.join(' ')).not.toMatch(/most common|How many rows have|different region/);
  });

  it('the question box answers the ranking right, in the row values’ own words', () => {
    expect(answerQuestion(ds, 'which region has the highest revenue')).toBe('North has the highest revenue: 120 (out of 5). Next: South (95).');
    expect(answerQuestion(ds, 'which region has the lowest revenue')).toBe('Central has the lowest revenue: 45 (out of 5). Next: West (60).');
    expect(answerQuestion(ds, 'revenue by region')).toBe('revenue per region (one row each): North: 120; South: 95; East: 80; West: 60; Central: 45.');
    expect(answerQuestion(ds, 'total revenue')).toBe('The sum of revenue is 400.');
  });

  it('the work line words a per-row measure as the answer does: "revenue per region (one row each)", never "sum of revenue"', () => {
    const work = (q: string) => analyzeQuestion(ds, q)!.work!.description;
    expect(work('revenue by region')).toBe('revenue per region (one row each)');
    expect(work('average revenue by region')).toBe('revenue per region (one row each)');
    expect(work('which region has the highest revenue')).toBe('revenue per region (one row each), highest first');
    // over the whole column something is summed, and both say so
    expect(work('total revenue')).toBe('sum of revenue');
    // rows per region are counted, one each: a count is a count
    expect(work('how many rows per region')).toMatch(/^count of rows/);
  });

  it('the file order does not matter: the brief’s sorted file gives the same ranking', () => {
    const sorted = parseCsv(REGIONS);
    expect(aggregateForChart(sorted, defaultChartConfig(sorted)).map((d) => d.label)).toEqual(['North', 'South', 'East', 'West', 'Central']);
  });

  it('a user who sets region to a category gets the ordinary words', () => {
    const asCategory = parseCsv(SHUFFLED, { columnRoles: { region: 'dimension' } });
    expect(roleOf(asCategory, 'region')).toMatchObject({ role: 'dimension', label: false });
    expect(defaultChartConfig(asCategory).title).toBe('sum revenue by region');
  });
});

describe('a 12-row product,units,revenue table', () => {
  const ds = parseCsv(PRODUCTS);

  it('ranks products by revenue (the money figure), says how many of the 12 rows each panel shows', () => {
    const config = defaultChartConfig(ds);
    expect(config.title).toBe('revenue per product (one row each, top 10 of 12)');
    // by hand: 3200 Gadget, 2400 Widget, 2000 Valve, 1800 Rotor, 1500 Gasket, 1350 Gizmo, 1000 Sprocket, 900 Bracket, 750 Flange, 600 Doohickey | 500 Latch, 450 Hinge
    expect(aggregateForChart(ds, config).map((d) => `${d.label} ${d.value}`)).toEqual([
      'Gadget 3200', 'Widget 2400', 'Valve 2000', 'Rotor 1800', 'Gasket 1500', 'Gizmo 1350', 'Sprocket 1000', 'Bracket 900', 'Flange 750', 'Doohickey 600',
    ]);
    expect(generateDashboard(ds).widgets.map((w) => w.title)).toEqual([
      'revenue per product (one row each, top 8 of 12)',
      'Data Summary',
      'share of total revenue per product (one row each, top 5 of 12)',
    ]);
    expect(answerQuestion(ds, 'which product has the most units')).toBe('Sprocket has the highest units: 200 (out of 12). Next: Gasket (150).');
  });

  it('the portfolio keeps the 10 largest rows and folds Latch + Hinge = 950 into Other; total 16,450', () => {
    const p = generatePortfolio(ds);
    expect(p.total_value).toBe(16450);
    expect(p.assets.find((a) => a.name === 'Other')?.value).toBe(950);
    expect(section(ds, 'Portfolio Analysis')).toBe(
      'revenue per product (one row each): the 10 largest rows and the rest together as Other, 16,450 in total; Gadget has the highest revenue (3,200, 19.45%).',
    );
  });
});

describe('real identifiers are still never grouped by', () => {
  const none = (csv: string, column: string) => {
    const ds = parseCsv(csv);
    expect(roleOf(ds, column)).toMatchObject({ role: 'identifier', label: false });
    expect(pickCategory(ds)).toBeUndefined();
    expect(defaultChartConfig(ds).title).toBe('Data Overview');
    expect(isSamplePortfolio(generatePortfolio(ds))).toBe(true);
  };
  it('order ids, codes, UUIDs and digit strings', () => {
    none('order_ref,amount\nORD-1001,10\nORD-1002,20\nORD-1003,30\nORD-1004,40\nORD-1005,50\n', 'order_ref');
    none('part,amount\nA12,10\nB7,20\nC33,30\nD4,40\nE95,50\n', 'part');
    none('sku,amount\nAB12,10\nCD34,20\nEF56,30\nGH78,40\nIJ90,50\n', 'sku');
    const uuids = ['0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7', '1b4e28ba-2fa1-11d2-883f-0016d3cca427', '6fa459ea-ee8a-3ca4-894e-db77e160355e', '886313e1-3b8a-5372-9b90-0c9aee199e5d'];
    none(`id,amount\n${uuids.map((u, i) => `${u},${i + 1}`).join('\n')}\n`, 'id');
  });
  it('names under a header that names a key, a column with an empty cell, a table of 61 rows', () => {
    none('region_code,amount\nNorth,1\nSouth,2\nEast,3\nWest,4\nCentral,5\n', 'region_code');
    none('region,amount\nNorth,1\nSouth,2\nEast,3\nWest,4\nCentral,5\n,6\n', 'region');
    const names = Array.from({ length: 61 }, (_, i) => `Town ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
    expect(new Set(names).size).toBe(61);
    none(`town,amount\n${names.map((n, i) => `${n},${i}`).join('\n')}\n`, 'town');
    // 60 rows is still a summary table
    expect(roleOf(parseCsv(`town,amount\n${names.slice(0, 60).map((n, i) => `${n},${i}`).join('\n')}\n`), 'town').label).toBe(true);
  });
  it('a label beside a category or a time column is not ranked: the rows are records', () => {
    const withCategory = parseCsv('city,region,sales\nOslo,North,10\nRome,South,20\nBergen,North,30\nNaples,South,40\nMadrid,West,50\n');
    expect(roleOf(withCategory, 'city').label).toBe(true);
    expect(rankingLabel(withCategory)).toBeUndefined();
    expect(pickCategory(withCategory)?.column).toBe('region');
    const withTime = parseCsv('name,joined,salary\nAlice,2020-01-05,10\nBob,2021-03-01,20\nCarol,2022-07-09,30\nDan,2023-02-11,40\nEve,2024-05-30,50\n');
    expect(rankingLabel(withTime)).toBeUndefined();
    expect(defaultChartConfig(withTime).type).toBe('line');
  });
  it('positions.csv keeps its holdings portfolio (shares × price), not a per-row ranking', () => {
    const ds = parseCsv('symbol,shares,price\nAAPL,10,150\nMSFT,5,300\nIBM,2,100\nGOOG,3,120\nAMZN,4,90\n');
    const p = generatePortfolio(ds);
    expect(p.holdingEvidence).toMatch(/a quantity × price pair/);
    expect(p.perRow).toBeUndefined();
    // 10 × 150 + 5 × 300 + 2 × 100 + 3 × 120 + 4 × 90 = 3,920
    expect(p.total_value).toBe(3920);
  });
});

describe('vega-datasets per-row label files', () => {
  it('population_engineers_hurricanes.csv (52 rows, 50 states + DC + Puerto Rico): ranked by state', () => {
    const rows = publicCsvRows('population_engineers_hurricanes.csv');
    expect(rows).toHaveLength(52);
    const byPopulation = [...rows].sort((a, b) => Number(b[2]) - Number(a[2])).map((r) => ({ label: r[0]!, value: Number(r[2]) }));
    const ds = publicCsv('population_engineers_hurricanes.csv');
    expect(roleOf(ds, 'state').label).toBe(true);
    expect(roleOf(ds, 'id')).toMatchObject({ role: 'identifier', label: false });
    const config = defaultChartConfig(ds);
    expect(config.title).toBe('population per state (one row each, top 10 of 52)');
    expect(aggregateForChart(ds, config)).toEqual(byPopulation.slice(0, 10));
    expect(answerQuestion(ds, 'which state has the highest population')).toBe(
      `${byPopulation[0]!.label} has the highest population: 39,250,017 (out of 52). Next: ${byPopulation[1]!.label} (27,862,596).`,
    );
  });
  it('lookup_people.csv: 9 names ranked by age (mean per row is the row), highest Rick 63, lowest Will 21', () => {
    const rows = publicCsvRows('lookup_people.csv').map((r) => ({ name: r[0]!, age: Number(r[1]) }));
    const oldest = rows.reduce((a, b) => (b.age > a.age ? b : a));
    const youngest = rows.reduce((a, b) => (b.age < a.age ? b : a));
    expect([oldest.name, oldest.age, youngest.name, youngest.age]).toEqual(['Rick', 63, 'Will', 21]);
    const ds = publicCsv('lookup_people.csv');
    expect(generateDashboard(ds).widgets.map((w) => w.title)).toEqual(['age per name (one row each, top 8 of 9)', 'Data Summary']);
    expect(section(ds, 'Portfolio Analysis')).toBe('age per name (one row each): 9 rows; Rick has the highest age (63), Will the lowest (21).');
  });
  it('lookup_groups.csv: person is a label, but group (a category) is what the defaults use', () => {
    const ds = publicCsv('lookup_groups.csv');
    expect(roleOf(ds, 'person').label).toBe(true);
    expect(pickCategory(ds)?.column).toBe('group');
  });
  it('gapminder-health-income.csv (187 countries) and la-riots.csv (dated records): no ranking label', () => {
    expect(roleOf(publicCsv('gapminder-health-income.csv'), 'country').label).toBe(false);
    const riots = publicCsv('la-riots.csv');
    expect(rankingLabel(riots)).toBeUndefined();
  });
});
