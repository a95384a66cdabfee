import * as core from '@tallyline/core';
import { notify } from '@tallyline/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { upsertDashboard } from '../lib/db/dashboards.js';
import { replaceKpis } from '../lib/db/kpis.js';
import { upsertPortfolio } from '../lib/db/portfolios.js';
import { NOTHING_TOASTS, PORTFOLIO_GROUPS_TEXT, STEP_TOASTS } from '../messages/steps.js';
import { anonymous, salesDataset } from './workflow/testData.js';
import { canAccessStep, needsGeneration, useWorkflowStore, type WorkflowState } from './workflowStore.js';

// The assembled store: progress through the steps, and what every step shares (toasts, fallbacks).
// Each step's own actions are tested next to its slice in ./workflow/.

// A fake lib/db (vitest's automock: every export a vi.fn): every save is recorded and answers what the test says.
vi.mock('../lib/db/dashboards.js');
vi.mock('../lib/db/portfolios.js');
vi.mock('../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));
// The real core, with each generator wrapped so a test can make it throw once.
vi.mock('@tallyline/core', async (importOriginal) => {
  const orig = await importOriginal<typeof core>();
  return {
    ...orig,
    generateDashboard: vi.fn(orig.generateDashboard),
    // the dashboard step reaches core through customizedDashboard (the user's column choices applied to generateDashboard)
    customizedDashboard: vi.fn(orig.customizedDashboard),
    generateKpis: vi.fn(orig.generateKpis),
    generatePortfolio: vi.fn(orig.generatePortfolio),
    analyzeTrend: vi.fn(orig.analyzeTrend),
    generateReport: vi.fn(orig.generateReport),
  };
});

const store = () => useWorkflowStore.getState();
const completed = () => [...store().completedSteps].sort();

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(upsertDashboard).mockResolvedValue({ data: { id: 'dash-row-1' } });
  vi.mocked(upsertPortfolio).mockResolvedValue({ data: { id: 'port-row-1' } });
  vi.mocked(replaceKpis).mockResolvedValue({ data: null });
  store().reset();
});

describe('workflow (spec §4)', () => {
  it('setDataset completes step 1 and clears every later artefact', async () => {
    store().setDataset(salesDataset(), 'sales.csv');
    await store().generateDashboard(anonymous);
    expect(store().dashboard).not.toBeNull();
    store().setDataset(salesDataset(), 'other.csv');
    expect(completed()).toEqual([1]);
    expect(store().dashboard).toBeNull();
    expect(store().fileName).toBe('other.csv');
  });

  it('each generation completes its step (2-6) and toasts success — or, where it made nothing from the data, says so', async () => {
    store().setDataset(salesDataset(), 'sales.csv');
    await store().generateDashboard(anonymous);
    await store().generateKpis(anonymous);
    await store().generatePortfolio(anonymous);
    await store().analyzeTrends();
    await store().generateReport();
    expect(completed()).toEqual([1, 2, 3, 4, 5, 6]);
    const toasts = vi.mocked(notify.success).mock.calls.map((c) => c[0]);
    expect(toasts).toEqual([
      STEP_TOASTS.dashboardGenerated,
      STEP_TOASTS.kpisGenerated,
      PORTFOLIO_GROUPS_TEXT.generated, // sales by region: groups, not holdings (issue 13)
      STEP_TOASTS.reportGenerated,
    ]);
    // the sales rows have no time column: no trend was made, and the Trend step says so instead of "completed"
    expect(vi.mocked(notify.info).mock.calls.map((c) => c[0])).toEqual([NOTHING_TOASTS.trendNoTime]);
    expect(store().steps).toEqual({ dashboard: 'ready', kpis: 'ready', portfolio: 'ready', trend: 'ready', report: 'ready' });
    expect(store().report?.summary.dataPoints).toBe(24);
  });

  it('the loading flag is on while a step generates', async () => {
    store().setDataset(salesDataset(), 'sales.csv');
    const pending = store().generateKpis(anonymous);
    expect(store().status).toBe('loading');
    expect(store().steps.kpis).toBe('loading');
    expect(needsGeneration(store(), 'kpis')).toBe(false);
    await pending;
    expect(store().status).toBe('ready');
  });

  it('canAccessStep: step 1 always, step 2 with data, later steps after the previous one', async () => {
    expect(canAccessStep(store(), 1)).toBe(true);
    expect(canAccessStep(store(), 2)).toBe(false);
    store().setDataset(salesDataset(), 'sales.csv');
    expect(canAccessStep(store(), 2)).toBe(true);
    expect(canAccessStep(store(), 3)).toBe(false);
    await store().generateDashboard(anonymous);
    expect(canAccessStep(store(), 3)).toBe(true);
    expect(canAccessStep(store(), 4)).toBe(false);
  });
});

describe('auto-generation (spec §4)', () => {
  it('needsGeneration: only with data, and only while the artefact is absent', async () => {
    const kinds = ['dashboard', 'kpis', 'portfolio', 'trend', 'report'] as const;
    for (const k of kinds) expect(needsGeneration(store(), k)).toBe(false);
    store().setDataset(salesDataset(), 'sales.csv');
    for (const k of kinds) expect(needsGeneration(store(), k)).toBe(true);
    await store().generateDashboard(anonymous);
    expect(needsGeneration(store(), 'dashboard')).toBe(false);
    expect(needsGeneration(store(), 'kpis')).toBe(true);
  });

  it('does nothing without data', async () => {
    await store().generatePortfolio(anonymous);
    expect(store().portfolio).toBeNull();
    expect(completed()).toEqual([]);
  });
});

describe('failures fall back to sample content (spec §4, §8)', () => {
  const cases: [keyof typeof core, () => Promise<void>, keyof WorkflowState, number, string][] = [
    ['customizedDashboard', () => store().generateDashboard(anonymous), 'dashboard', 2, STEP_TOASTS.dashboardFailed],
    ['generateKpis', () => store().generateKpis(anonymous), 'kpis', 3, STEP_TOASTS.kpisFailed],
    ['generatePortfolio', () => store().generatePortfolio(anonymous), 'portfolio', 4, STEP_TOASTS.portfolioFailed],
    ['analyzeTrend', () => store().analyzeTrends(), 'trend', 5, STEP_TOASTS.trendFailed],
    ['generateReport', () => store().generateReport(), 'report', 6, STEP_TOASTS.reportFailed],
  ];
  it.each(cases)('%s throws → error toast, sample content, step still complete', async (fn, run, field, step, toast) => {
    store().setDataset(salesDataset(), 'sales.csv');
    vi.mocked(core[fn] as () => unknown).mockImplementationOnce(() => {
      throw new Error('boom');
    });
    await run();
    expect(notify.error).toHaveBeenCalledWith(toast);
    expect(store()[field]).not.toBeNull();
    expect(store().completedSteps.has(step as 2)).toBe(true);
    const kind = field === 'trend' ? 'trend' : (field as 'dashboard');
    expect(store().steps[kind]).toBe('error');
  });

  it('the fallbacks are the spec samples: 3 KPIs, a portfolio of 100000, 12 trend periods with 2 anomalies', async () => {
    store().setDataset(salesDataset(), 'sales.csv');
    const boom = () => {
      throw new Error('boom');
    };
    vi.mocked(core.generateKpis).mockImplementationOnce(boom);
    vi.mocked(core.generatePortfolio).mockImplementationOnce(boom);
    vi.mocked(core.analyzeTrend).mockImplementationOnce(boom);
    await store().generateKpis(anonymous);
    await store().generatePortfolio(anonymous);
    await store().analyzeTrends();
    expect(store().kpis).toHaveLength(3);
    expect(store().portfolio?.total_value).toBe(100000);
    expect(store().trend?.data.filter((p) => !p.predicted)).toHaveLength(12);
    expect(store().trend?.anomalies).toBe(2);
  });

  it('Try Again after a failure generates for real', async () => {
    store().setDataset(salesDataset(), 'sales.csv');
    vi.mocked(core.generatePortfolio).mockImplementationOnce(() => {
      throw new Error('boom');
    });
    await store().generatePortfolio(anonymous);
    expect(store().steps.portfolio).toBe('error');
    await store().generatePortfolio(anonymous);
    expect(store().steps.portfolio).toBe('ready');
    expect(store().portfolio?.assets.map((a) => a.name).sort()).toEqual(['East', 'North', 'South', 'West']);
  });
});
