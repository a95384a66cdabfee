import { notify } from '@tallyline/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shareDashboard, unshareDashboard, upsertDashboard } from '../../lib/db/dashboards.js';
import { replaceKpis } from '../../lib/db/kpis.js';
import { STEP_TOASTS } from '../../messages/steps.js';
import { useWorkflowStore } from '../workflowStore.js';
import { anonymous, salesDataset, signedIn } from './testData.js';

// A fake lib/db (vitest's automock: every export a vi.fn): every save is recorded and answers what the test says.
vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));

const store = () => useWorkflowStore.getState();
const lastSave = () => vi.mocked(upsertDashboard).mock.lastCall![0];

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(upsertDashboard).mockResolvedValue({ data: { id: 'dash-row-1' } });
  vi.mocked(shareDashboard).mockResolvedValue({ data: 'T'.repeat(43) });
  vi.mocked(unshareDashboard).mockResolvedValue({ data: null });
  vi.mocked(replaceKpis).mockResolvedValue({ data: null });
  store().reset();
  store().setDataset(salesDataset(), 'sales.csv');
});

describe('dashboard slice (step 2, spec §4, §7)', () => {
  it('generateDashboard for an anonymous user saves nothing', async () => {
    await store().generateDashboard(anonymous);
    expect(store().dashboard).not.toBeNull();
    expect(upsertDashboard).not.toHaveBeenCalled();
  });

  it('the dashboard is upserted and keeps its row id on later saves', async () => {
    await store().generateDashboard(signedIn);
    expect(upsertDashboard).toHaveBeenLastCalledWith(expect.objectContaining({ id: undefined, user_id: 'user-1' }));
    expect(store().dashboardRowId).toBe('dash-row-1');
    await store().updateDashboardColumns({ yColumn: 'units' }, signedIn);
    expect(notify.success).toHaveBeenLastCalledWith(STEP_TOASTS.dashboardUpdated);
    expect(upsertDashboard).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'dash-row-1' }));
    await store().setDashboardPublic(true, signedIn);
    expect(upsertDashboard).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'dash-row-1' }));
    expect(store().dashboardPublic).toBe(true);
    // No save carries is_public: a tab left open cannot share again what was unshared elsewhere (issue 14).
    expect(vi.mocked(upsertDashboard).mock.calls.filter(([row]) => 'is_public' in row)).toEqual([]);
  });

  it('sharing makes a link for the saved row; a new link replaces the token; revoking clears it', async () => {
    await store().generateDashboard(signedIn);
    await store().setDashboardPublic(true, signedIn);
    expect(shareDashboard).toHaveBeenLastCalledWith('dash-row-1');
    expect(store().dashboardShareToken).toBe('T'.repeat(43));
    vi.mocked(shareDashboard).mockResolvedValue({ data: 'U'.repeat(43) });
    await store().renewDashboardShare(signedIn);
    expect(store().dashboardShareToken).toBe('U'.repeat(43));
    await store().setDashboardPublic(false, signedIn);
    expect(unshareDashboard).toHaveBeenLastCalledWith('dash-row-1');
    expect(store().dashboardShareToken).toBeNull();
    expect(lastSave()).toMatchObject({ id: 'dash-row-1' });
    expect(lastSave()).not.toHaveProperty('is_public');
  });

  it('a failed share or revoke changes nothing and says so', async () => {
    await store().generateDashboard(signedIn);
    vi.mocked(shareDashboard).mockResolvedValue({ error: { kind: 'network', message: 'offline' } });
    await store().setDashboardPublic(true, signedIn);
    expect(store().dashboardPublic).toBe(false);
    expect(notify.error).toHaveBeenLastCalledWith(STEP_TOASTS.shareFailed);
    vi.mocked(shareDashboard).mockResolvedValue({ data: 'T'.repeat(43) });
    await store().setDashboardPublic(true, signedIn);
    vi.mocked(unshareDashboard).mockResolvedValue({ error: { kind: 'network', message: 'offline' } });
    await store().setDashboardPublic(false, signedIn);
    expect(store().dashboardPublic).toBe(true);
    expect(store().dashboardShareToken).toBe('T'.repeat(43));
  });

  it('each saved chart widget carries the points drawn for it, so the public link needs no dataset', async () => {
    await store().generateDashboard(signedIn);
    const charts = store().dashboardCharts;
    const chartIds = Object.keys(charts);
    expect(chartIds.length).toBeGreaterThan(0);
    const saved = lastSave().widgets as { id: string; chartData?: unknown }[];
    for (const w of saved) expect(w.chartData).toEqual(chartIds.includes(w.id) ? charts[w.id] : undefined);
  });

  it('updateDashboardColumns keeps the chosen columns, recomputes the chart points and completes step 2', async () => {
    await store().updateDashboardColumns({ yColumn: 'units' }, anonymous);
    expect(store().dashboardOptions).toEqual({ yColumn: 'units' });
    expect(store().steps.dashboard).toBe('ready');
    expect(store().completedSteps.has(2)).toBe(true);
    expect(Object.keys(store().dashboardCharts).length).toBeGreaterThan(0);
  });

  it('updateDashboardColumns without data does nothing', async () => {
    store().reset();
    await store().updateDashboardColumns({ yColumn: 'units' }, signedIn);
    expect(store().dashboard).toBeNull();
    expect(notify.success).not.toHaveBeenCalled();
    expect(upsertDashboard).not.toHaveBeenCalled();
  });

  it('a failed dashboard save toasts the spec text with a Retry and keeps the dashboard', async () => {
    vi.mocked(upsertDashboard).mockResolvedValue({ error: { kind: 'api', message: 'permission denied' } });
    await store().generateDashboard(signedIn);
    expect(notify.retry).toHaveBeenCalledWith(STEP_TOASTS.dashboardSaveFailed, expect.any(Function), 'Retry');
    expect(store().dashboard).not.toBeNull();
    expect(store().dashboardRowId).toBeNull();
  });

  it('a panel chart choice redraws that panel from the whole dataset, is kept in the options, saved, and survives new header columns', async () => {
    await store().generateDashboard(signedIn);
    const bar = store().dashboard!.widgets.find((w) => w.chartType === 'bar')!;
    const others = store().dashboard!.widgets.filter((w) => w.id !== bar.id);
    await store().customizeDashboardChart(bar.id, { yAxis: 'units', aggregation: 'mean' }, signedIn);

    const panel = store().dashboard!.widgets.find((w) => w.id === bar.id)!;
    expect(panel).toMatchObject({ xAxis: 'region', yAxis: 'units', aggregation: 'mean', title: 'mean units by region' });
    // units = 10 + (i mod 5) over 24 rows, region = i mod 4
    const regions = ['North', 'South', 'East', 'West'];
    const sums = new Map<string, number[]>();
    for (let i = 0; i < 24; i++) sums.set(regions[i % 4]!, [...(sums.get(regions[i % 4]!) ?? []), 10 + (i % 5)]);
    const expected = [...sums].map(([label, xs]) => ({ label, value: xs.reduce((a, b) => a + b, 0) / xs.length }));
    expect([...store().dashboardCharts[bar.id]!].sort((a, b) => a.label.localeCompare(b.label))).toEqual(expected.sort((a, b) => a.label.localeCompare(b.label)));
    // the other panels are untouched
    expect(store().dashboard!.widgets.filter((w) => w.id !== bar.id)).toEqual(others);
    expect(store().dashboardOptions).toEqual({ charts: { [bar.id]: { yAxis: 'units', aggregation: 'mean' } } });
    const saved = (lastSave().widgets as { id: string; title: string; chartData?: unknown }[]).find((w) => w.id === bar.id)!;
    expect(saved.title).toBe('mean units by region');
    expect(saved.chartData).toEqual(store().dashboardCharts[bar.id]);

    // new header columns regenerate the panels; the customised one keeps its choice
    await store().updateDashboardColumns({ yColumn: 'sales' }, signedIn);
    expect(store().dashboard!.widgets.find((w) => w.id === bar.id)!.title).toBe('mean units by region');
    expect(store().dashboard!.widgets.find((w) => w.chartType === 'pie')!.title).toBe('share of total sales by region');

    // {} goes back to the generated panel
    await store().customizeDashboardChart(bar.id, {}, signedIn);
    expect(store().dashboard!.widgets.find((w) => w.id === bar.id)!.title).toBe('sum sales by region');
    expect(store().dashboardOptions).toEqual({ yColumn: 'sales' });

    // the later steps still work
    await store().generateKpis(signedIn);
    expect(store().kpis?.length).toBeGreaterThan(0);
  });

  it('a choice naming a column the data lacks leaves the panel as generated', async () => {
    await store().generateDashboard(anonymous);
    const bar = store().dashboard!.widgets.find((w) => w.chartType === 'bar')!;
    await store().customizeDashboardChart(bar.id, { yAxis: 'nope' }, anonymous);
    expect(store().dashboard!.widgets.find((w) => w.id === bar.id)).toEqual(bar);
  });
});

