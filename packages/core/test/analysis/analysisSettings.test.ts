import { describe, expect, it } from 'vitest';
import { analyzeDataset } from '../../src/analysis/analyzeDataset.js';
import { readAnalysisSettings } from '../../src/analysis/readAnalysisSettings.js';
import { stepOptions } from '../../src/analysis/stepOptions.js';
import type { AnalysisSettings } from '../../src/analysis/types.js';
import { customizedDashboard } from '../../src/dashboard/customizedDashboard.js';
import { generateDashboard } from '../../src/dashboard/generateDashboard.js';
import { widgetChartData } from '../../src/dashboard/widgetChartData.js';
import { applyPortfolioEdits } from '../../src/portfolio/applyPortfolioEdits.js';
import { generatePortfolio } from '../../src/portfolio/generatePortfolio.js';
import { headerSettings } from '../../src/provenance/headerSettings.js';
import { readReportHeader } from '../../src/provenance/readReportHeader.js';
import { cli, tempFile } from '../helpers/cli.js';
import { publicCsv, publicCsvRows } from '../helpers/publicCsv.js';

const weatherFile = new URL('../../node_modules/vega-datasets/data/seattle-weather.csv', import.meta.url).pathname;
const weather = publicCsv('seattle-weather.csv');
const rows = publicCsvRows('seattle-weather.csv'); // date, precipitation, temp_max, temp_min, wind, weather
const now = '2025-03-04T05:06:07Z';
const barId = generateDashboard(weather, { xColumn: 'weather', yColumn: 'wind' }).widgets.find((w) => w.chartType === 'bar')!.id;

/** A user who customised every step: the dashboard's columns and one panel, the KPIs and a target, the portfolio and its assets, the trend. */
const custom: AnalysisSettings = {
  dashboard: { xColumn: 'weather', yColumn: 'wind', charts: { [barId]: { aggregation: 'max' } } },
  kpis: { columns: ['temp_max', 'precipitation'], targets: { temp_max: 20 } },
  portfolio: {
    groupColumn: 'weather',
    valueColumn: 'precipitation',
    edits: [{ op: 'remove', index: 0 }, { op: 'add', asset: { symbol: 'hail', name: 'Hail', quantity: 2, price: 3 } }, { op: 'save', name: 'Wet days', description: 'Rain by kind of day' }],
  },
  trend: { column: 'temp_min', dateColumn: 'date', horizon: 12 },
};

/** Per weather kind, the values of one column of the file, read without the library. */
function byWeather(column: number): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of rows) out.set(r[5]!, [...(out.get(r[5]!) ?? []), Number(r[column])]);
  return out;
}

describe('every step choice is an analysis setting (issue 18)', { timeout: 60_000 }, () => {
  const made = analyzeDataset(weather, { now, ...custom });

  it("each step's choices change that step's numbers as a hand computation says", () => {
    // dashboard: the customised bar is the maximum wind of each kind of day
    const bar = made.dashboard.widgets.find((w) => w.id === barId)!;
    expect(bar).toMatchObject({ xAxis: 'weather', yAxis: 'wind', aggregation: 'max' });
    const maxWind = new Map([...byWeather(4)].map(([k, v]) => [k, Math.max(...v)]));
    for (const p of widgetChartData(weather, bar)) expect(p.value).toBeCloseTo(maxWind.get(p.label)!, 9);
    // KPIs: the two columns chosen, in order, and the user's target
    expect(made.kpis.map((k) => k.column)).toEqual(['temp_max', 'precipitation']);
    expect(made.kpis[0]!.target_value).toBe(20);
    // portfolio: the first generated asset removed, 2 × 3 of HAIL added, saved under the new name; the total is the sum of the assets
    const generated = generatePortfolio(weather, { groupColumn: 'weather', valueColumn: 'precipitation' });
    const removed = generated.assets[0]!.name;
    expect(made.portfolio.name).toBe('Wet days');
    expect(made.portfolio.assets.map((a) => a.name)).toEqual([...generated.assets.slice(1).map((a) => a.name), 'Hail']);
    expect(made.portfolio.assets.at(-1)).toMatchObject({ symbol: 'HAIL', value: 6 });
    // precipitation is summed per kind of day, so the saved total is the rain of the kept kinds plus HAIL's 6
    expect(generated.aggregation).toBe('sum');
    const rain = [...byWeather(1)].filter(([k]) => k !== removed).reduce((t, [, v]) => t + v.reduce((a, b) => a + b, 0), 0);
    expect(made.portfolio.total_value).toBeCloseTo(rain + 6, 1);
    // trend: temp_min by date, 12 periods ahead
    expect(made.trend).toMatchObject({ column: 'temp_min', dateColumn: 'date', horizon: 12 });
  });

  it('the header records every choice, and `tallyline rerun` of the report gets identical numbers', async () => {
    expect(readReportHeader(made.markdown).parameters).toMatchObject({ ...custom, horizon: 12 });
    expect(made.markdown).toContain('| Trend choices | column temp\\_min; dateColumn date; horizon 12 |');
    const again = await cli('rerun', tempFile('report.md', made.markdown), weatherFile);
    expect(again.stderr).toBe('tallyline rerun: same data, same numbers.\n');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(made.markdown);
  });

  it('a changed parameter changes the numbers: rerun of an edited header reports the lines that differ', async () => {
    const edited = made.markdown.replace('"temp_max": 20', '"temp_max": 25');
    expect(edited).not.toBe(made.markdown);
    const r = await cli('rerun', tempFile('report.md', edited), weatherFile);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/line\(s\) differ/);
    // and in process: another horizon, another report
    const shorter = analyzeDataset(weather, { now, ...custom, trend: { ...custom.trend, horizon: 6 } });
    expect(shorter.trend.horizon).toBe(6);
    expect(shorter.markdown).not.toBe(made.markdown);
  });

  it('a header whose recorded settings are malformed is refused with the field named', async () => {
    const broken = made.markdown.replaceAll('"horizon": 12', '"horizon": 0');
    expect(broken).not.toBe(made.markdown);
    const r = await cli('rerun', tempFile('report.md', broken), weatherFile);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('parameters.horizon must be a whole number from 1 to 500 (got 0)');
  });
});

describe('readAnalysisSettings', () => {
  it('accepts every setting, as JSON brings it back', () => {
    expect(readAnalysisSettings(JSON.parse(JSON.stringify({ ...custom, dateColumn: 'date', anomalyThreshold: 4, trend: { dateColumn: null, entity: '' } })))).toEqual({
      ...custom,
      dateColumn: 'date',
      anomalyThreshold: 4,
      trend: { dateColumn: null, entity: '' },
    });
  });

  it.each([
    [{ trend: { horizn: 5 } }, 'settings.trend has no field "horizn"'],
    [{ horizon: 1.5 }, 'settings.horizon must be a whole number from 1 to 500 (got 1.5)'],
    [{ anomalyThreshold: 0 }, 'settings.anomalyThreshold must be a number above 0'],
    [{ kpis: { targets: { sales: '20' } } }, 'settings.kpis.targets."sales" must be a finite number (got "20")'],
    [{ kpis: { columns: 'sales' } }, 'settings.kpis.columns must be a list'],
    [{ dashboard: { charts: { w: { aggregation: 'avg' } } } }, 'settings.dashboard.charts."w".aggregation must be one of count, sum, mean'],
    [{ portfolio: { edits: [{ op: 'rename' }] } }, 'settings.portfolio.edits[0].op must be one of add, update, remove, save'],
    [{ portfolio: { edits: [{ op: 'remove', index: -1 }] } }, 'settings.portfolio.edits[0].index must be a whole number from 0'],
    [{ portfolio: { edits: [{ op: 'add' }] } }, 'settings.portfolio.edits[0].asset is required'],
    [[], 'settings must be an object'],
  ])('refuses %j naming the field', (value, message) => {
    expect(() => readAnalysisSettings(value)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining(message) }));
  });

  it("a default report's header gives back only the horizon and threshold it used", () => {
    expect(headerSettings(analyzeDataset(weather, { now }).header.parameters)).toEqual({ horizon: 5, anomalyThreshold: 3.5 });
  });
});

describe('stepOptions', () => {
  it("a step's own choice wins over the shared one; a null time column (row order) is kept", () => {
    const s = stepOptions({ valueColumn: 'sales', dateColumn: 'day', trend: { column: 'units', dateColumn: null } });
    expect(s.trend).toEqual({ column: 'units', dateColumn: null });
    expect(s.kpis).toEqual({ columns: ['sales'], dateColumn: 'day' });
    expect(s.portfolio).toEqual({ valueColumn: 'sales', dateColumn: 'day' });
    expect(stepOptions({})).toEqual({ dashboard: {}, kpis: {}, portfolio: {}, portfolioEdits: [], trend: {} });
  });

  it('analyzeDataset refuses a column named only inside a step (a KPI target) as UNKNOWN_COLUMN', () => {
    expect(() => analyzeDataset(weather, { now, kpis: { targets: { temp_maks: 20 } } })).toThrow(expect.objectContaining({ code: 'UNKNOWN_COLUMN' }));
  });
});

describe('applyPortfolioEdits and customizedDashboard', () => {
  it('an edit that no longer applies names itself', () => {
    const p = generatePortfolio(weather, { groupColumn: 'weather', valueColumn: 'precipitation' });
    expect(() => applyPortfolioEdits(p, [{ op: 'remove', index: 0 }, { op: 'update', index: 40, quantity: 1 }])).toThrow(/Portfolio edit 2 \(update\) does not apply/);
  });

  it('a chart choice that no longer fits the data leaves its panel as generated', () => {
    const generated = generateDashboard(weather, {});
    const stale = customizedDashboard(weather, { charts: { [generated.widgets[1]!.id]: { xAxis: 'no such column' } } });
    expect(stale.widgets).toEqual(generated.widgets);
  });
});
