import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as core from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkflowStore } from '../workflowStore.js';
import { INITIAL_STATE } from './initialState.js';
import { reportParameters, STEP_SETTINGS } from './reportSlice.js';
import { anonymous, salesDataset } from './testData.js';
import type { WorkflowState } from './types.js';

vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));
// The real core, with the report generator watched.
vi.mock('@tallyline/core', async (importOriginal) => {
  const orig = await importOriginal<typeof core>();
  return { ...orig, generateReport: vi.fn(orig.generateReport) };
});

const store = () => useWorkflowStore.getState();
const reportOptions = () => vi.mocked(core.generateReport).mock.lastCall![1]!;

beforeEach(() => {
  vi.clearAllMocks();
  store().reset();
  store().setDataset(salesDataset(), 'sales.csv');
});

describe('report slice (step 6)', () => {
  it('generateReport over data alone passes no KPIs, portfolio or trend, a date for the title page and the reproducibility header', async () => {
    await store().generateReport();
    expect(Object.keys(reportOptions()).sort()).toEqual(['header', 'now']);
    expect(reportOptions().now).toBeInstanceOf(Date);
    const ds = store().dataset!;
    expect(store().report!.header).toEqual(core.reportHeader(ds, { now: reportOptions().now }));
    expect(store().report!.header!.dataset).toEqual({ fingerprint: core.fingerprintDataset(ds), rows: ds.rowCount, columns: ds.headers.length });
  });

  it('reportParameters maps every …Options field of the workflow state to its analysis setting, whole', () => {
    // A step option the state gains without a mapping fails here (and STEP_SETTINGS' type check).
    expect(Object.keys(STEP_SETTINGS).sort()).toEqual(Object.keys(INITIAL_STATE).filter((k) => k.endsWith('Options')).sort());
    // Every field of every step's options set: a field the mapping dropped or renamed would be missing below.
    const every: { [K in keyof typeof STEP_SETTINGS]: Required<WorkflowState[K]> } = {
      dashboardOptions: { xColumn: 'region', yColumn: 'sales', charts: { 'w-bar': { aggregation: 'max' } } },
      kpiOptions: { columns: ['sales'], targets: { sales: 120 } },
      portfolioOptions: { groupColumn: 'region', valueColumn: 'units', edits: [{ op: 'remove', index: 0 }] },
      trendOptions: { column: 'units', dateColumn: null, entity: 'North', horizon: 7 },
    };
    expect(reportParameters(every)).toEqual({ dashboard: every.dashboardOptions, kpis: every.kpiOptions, portfolio: every.portfolioOptions, trend: every.trendOptions });
  });

  it("the report of a user who customised every step re-runs in core, from its header alone, to the same Markdown", async () => {
    const weather = core.parseCsv(readFileSync(resolve(process.cwd(), 'node_modules/vega-datasets/data/seattle-weather.csv'), 'utf8'));
    store().setDataset(weather, 'seattle-weather.csv');
    const bar = core.generateDashboard(weather, { xColumn: 'weather', yColumn: 'wind' }).widgets.find((w) => w.chartType === 'bar')!;
    await store().updateDashboardColumns({ xColumn: 'weather', yColumn: 'wind' }, anonymous);
    await store().customizeDashboardChart(bar.id, { aggregation: 'max' }, anonymous);
    await store().generateKpis(anonymous, { columns: ['temp_max', 'precipitation'], targets: { temp_max: 20 } });
    await store().generatePortfolio(anonymous, { groupColumn: 'weather', valueColumn: 'precipitation' });
    store().startPortfolioEdit();
    store().removeAsset(0);
    expect(store().addAsset({ symbol: 'hail', name: 'Hail', quantity: '2', price: '3' })).toBe(true);
    store().updateAsset(0, { quantity: '4' });
    await store().savePortfolioChanges({ name: 'Wet days', description: 'Rain by kind of day' }, anonymous);
    // a cancelled edit changes nothing and records nothing
    store().startPortfolioEdit();
    store().removeAsset(0);
    store().cancelPortfolioEdit();
    await store().analyzeTrends({ column: 'temp_min', dateColumn: 'date', horizon: 12 });
    await store().generateReport();

    const report = store().report!;
    const p = report.header!.parameters;
    expect(p.portfolio!.edits!.map((e) => e.op)).toEqual(['remove', 'add', 'update', 'save']);
    expect(p).toMatchObject({ horizon: 12, kpis: { targets: { temp_max: 20 } }, dashboard: { charts: { [bar.id]: { aggregation: 'max' } } }, trend: { column: 'temp_min' } });
    const again = core.analyzeDataset(weather, { ...core.headerSettings(p), now: report.header!.generatedAt });
    expect(again.markdown).toBe(core.renderReportMarkdown(report));
    // the re-run's steps are the app's steps
    expect(again.portfolio).toEqual(store().portfolio);
    expect(again.dashboard.widgets).toEqual(store().dashboard!.widgets);
    expect(again.trend).toEqual(store().trend);
  });

  it('generateReport includes the KPIs, portfolio and trend that earlier steps produced', async () => {
    await store().generateKpis(anonymous);
    await store().generatePortfolio(anonymous);
    await store().analyzeTrends();
    await store().generateReport();
    expect(reportOptions()).toMatchObject({ kpis: store().kpis, portfolio: store().portfolio, trend: store().trend });
    expect(store().steps.report).toBe('ready');
  });
});
