// Issue 18: a saved dashboard or report reopened after its dataset was refreshed shows the data as it
// is now (panels' counts and chart points, the report's numbers) and saves the recomputed result;
// reopened over unchanged data it is shown as saved and nothing is written.
import { generateReport, parseCsv, reportHeader, type Dataset, type Report } from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { computeDashboard } from '../workflow/dashboardCharts.js';
import { canonicalJson, recomputeDashboard, reportIsStale, widgetsWithPoints } from './recomputeSaved.js';

const fake = vi.hoisted(() => ({
  reopen: vi.fn(),
  getDashboard: vi.fn(),
  getShareToken: vi.fn(),
  upsertDashboard: vi.fn(),
  getReport: vi.fn(),
  upsertReport: vi.fn(),
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() },
}));
vi.mock('../../screens/saved/reopenDataset.js', () => ({ reopenDataset: fake.reopen }));
// The rest of each module stays real; nothing here reaches the network except through these.
vi.mock('../../lib/db/dashboards.js', async (importOriginal) => ({ ...(await importOriginal<object>()), getDashboard: fake.getDashboard, getDashboardShareToken: fake.getShareToken, upsertDashboard: fake.upsertDashboard }));
vi.mock('../../lib/db/reports.js', async (importOriginal) => ({ ...(await importOriginal<object>()), getReport: fake.getReport, upsertReport: fake.upsertReport }));
vi.mock('../../lib/db/datasets.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  touchDataset: vi.fn(async () => ({ data: null })),
  listDatasets: vi.fn(async () => ({ data: { rows: [], total: 0 } })),
}));
vi.mock('../../lib/db/kpis.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('@tallyline/ui', () => ({ notify: fake.notify }));

const { useSavedStore } = await import('../savedStore.js');
const { useWorkflowStore } = await import('../workflowStore.js');

/** `n` days of sales in two regions. */
function sales(n: number, base = 10): Dataset {
  const lines = Array.from({ length: n }, (_, i) => `2025-01-${String(i + 1).padStart(2, '0')},${i % 2 ? 'North' : 'South'},${base + i}`);
  return parseCsv(`day,region,sales\n${lines.join('\n')}\n`);
}

/** A value as it comes back from a jsonb column: a JSON round trip with the keys in another order. */
function fromJsonb<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v)) as T;
}

function savedDashboardRow(ds: Dataset) {
  const { dashboard, charts } = computeDashboard(ds, {});
  return { id: 'dash-1', user_id: 'u1', name: 'sales', description: dashboard.description, layout: dashboard.layout, widgets: fromJsonb(widgetsWithPoints(dashboard, charts)), is_public: true, dataset_id: 'ds-1', updated_at: '' };
}

beforeEach(() => {
  vi.clearAllMocks();
  useWorkflowStore.getState().reset();
  fake.upsertDashboard.mockResolvedValue({ data: { id: 'dash-1' } });
  fake.getShareToken.mockResolvedValue({ data: 'T'.repeat(43) });
  fake.upsertReport.mockResolvedValue({ data: { id: 'rep-1' } });
});

describe('opening a saved dashboard', () => {
  it('after a refresh: the panels count the new rows, the charts are drawn from them, and the result is saved', async () => {
    const before = sales(12);
    const after = sales(17);
    fake.getDashboard.mockResolvedValue({ data: savedDashboardRow(before) });
    fake.reopen.mockResolvedValue({ dataset: after, fileName: 'sales.csv' });

    expect(await useSavedStore.getState().open('dashboards', 'dash-1')).toBe('/dashboard/view');
    const wf = useWorkflowStore.getState();
    expect(wf.dashboard!.widgets.every((w) => w.stats.totalRows === 17)).toBe(true);
    expect(wf.dashboard!.description).toBe('Generated from 17 rows and 3 columns');
    // The saved panels keep their ids (made from the old data's fingerprint); their points are the new data's.
    expect(Object.keys(wf.dashboardCharts)).toEqual(wf.dashboard!.widgets.filter((w) => w.type === 'chart').map((w) => w.id));
    expect(Object.values(wf.dashboardCharts)).toEqual(Object.values(computeDashboard(after, {}).charts));
    expect(Object.values(wf.dashboardCharts)).not.toEqual(Object.values(computeDashboard(before, {}).charts));
    expect(wf.dashboardRowId).toBe('dash-1');
    expect(fake.upsertDashboard).toHaveBeenCalledTimes(1);
    const saved = fake.upsertDashboard.mock.calls[0]![0] as { id: string; widgets: { id: string; chartData?: unknown }[] };
    expect(saved).toMatchObject({ id: 'dash-1', user_id: 'u1', description: 'Generated from 17 rows and 3 columns' });
    // The recomputed save leaves sharing alone (issue 14: only share/unshare change it).
    expect(saved).not.toHaveProperty('is_public');
    for (const w of saved.widgets) if (w.chartData) expect(w.chartData).toEqual(wf.dashboardCharts[w.id]);
  });

  it('over unchanged data: shown as saved, nothing written', async () => {
    const ds = sales(12);
    fake.getDashboard.mockResolvedValue({ data: savedDashboardRow(ds) });
    fake.reopen.mockResolvedValue({ dataset: sales(12), fileName: 'sales.csv' });
    await useSavedStore.getState().open('dashboards', 'dash-1');
    expect(useWorkflowStore.getState().dashboard!.widgets[0]!.stats.totalRows).toBe(12);
    expect(fake.upsertDashboard).not.toHaveBeenCalled();
  });
});

describe('opening a saved report', () => {
  const reportOf = (ds: Dataset, withHeader = true): Report => {
    const now = new Date('2025-02-01T00:00:00Z');
    return fromJsonb(generateReport(ds, { now, ...(withHeader ? { header: reportHeader(ds, { now }) } : {}) }));
  };

  it('after a refresh: generated again over the new rows and saved over the same entry', async () => {
    fake.getReport.mockResolvedValue({ data: { id: 'rep-1', user_id: 'u1', dataset_id: 'ds-1', name: 'sales', content: reportOf(sales(12)), updated_at: '' } });
    const after = sales(17);
    fake.reopen.mockResolvedValue({ dataset: after, fileName: 'sales.csv' });
    expect(await useSavedStore.getState().open('reports', 'rep-1')).toBe('/report');
    const report = useWorkflowStore.getState().report!;
    expect(report.summary.dataPoints).toBe(17);
    expect(reportIsStale(report, after)).toBe(false);
    expect(fake.upsertReport).toHaveBeenCalledWith(expect.objectContaining({ id: 'rep-1', user_id: 'u1', dataset_id: 'ds-1', content: report }));
  });

  it('over unchanged data: the saved report as it was, nothing written', async () => {
    const content = reportOf(sales(12));
    fake.getReport.mockResolvedValue({ data: { id: 'rep-1', user_id: 'u1', dataset_id: 'ds-1', name: 'sales', content, updated_at: '' } });
    fake.reopen.mockResolvedValue({ dataset: sales(12), fileName: 'sales.csv' });
    await useSavedStore.getState().open('reports', 'rep-1');
    expect(useWorkflowStore.getState().report).toBe(content);
    expect(fake.upsertReport).not.toHaveBeenCalled();
  });
});

describe('a saved dataset refreshed from the library (datasetChanged)', () => {
  it('when it is the dataset open in the workflow, the workflow takes the new rows and its steps compute again', async () => {
    const { savedAs } = await import('./datasetLink.js');
    const before = sales(12);
    savedAs(before, 'ds-1');
    useWorkflowStore.getState().setDataset(before, 'sales.csv');
    useWorkflowStore.setState({ dashboard: computeDashboard(before, {}).dashboard });
    const after = sales(17);
    fake.reopen.mockResolvedValue({ dataset: after, fileName: 'sales.csv' });
    await useSavedStore.getState().datasetChanged('ds-1');
    expect(fake.reopen).toHaveBeenCalledWith('ds-1');
    expect(useWorkflowStore.getState().dataset).toBe(after);
    expect(useWorkflowStore.getState().savedDatasetId).toBe('ds-1');
    expect(useWorkflowStore.getState().dashboard).toBeNull();
  });

  it('another dataset: only the list is read again', async () => {
    const { savedAs } = await import('./datasetLink.js');
    const open = sales(12);
    savedAs(open, 'ds-1');
    useWorkflowStore.getState().setDataset(open, 'sales.csv');
    await useSavedStore.getState().datasetChanged('ds-2');
    expect(fake.reopen).not.toHaveBeenCalled();
    expect(useWorkflowStore.getState().dataset).toBe(open);
  });
});

describe('recomputeSaved', () => {
  it('reportIsStale: by the header\'s fingerprint (same counts, other values), else by the counts', () => {
    const ds = sales(12);
    expect(reportIsStale(reportOf2(ds), ds)).toBe(false);
    expect(reportIsStale(reportOf2(ds), sales(12, 99))).toBe(true);
    const bare = generateReport(ds, { now: 0 });
    expect(reportIsStale(bare, sales(12, 99))).toBe(false); // without a header only the counts can tell
    expect(reportIsStale(bare, sales(13))).toBe(true);
  });

  it('recomputeDashboard keeps the panels and a description the user wrote; canonicalJson ignores key order', () => {
    const { dashboard } = computeDashboard(sales(12), {});
    const mine = { ...dashboard, description: 'Q1 by region' };
    const next = recomputeDashboard(sales(17), mine).dashboard;
    expect(next.description).toBe('Q1 by region');
    expect(next.widgets.map((w) => [w.id, w.title, w.position])).toEqual(mine.widgets.map((w) => [w.id, w.title, w.position]));
    expect(canonicalJson({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(canonicalJson({ b: [{ d: 3, c: 2 }], a: 1 }));
  });

  it('recomputeDashboard: a description saved before the counts were formatted ("1461 rows") is core\'s, and follows the data formatted', () => {
    const { dashboard } = computeDashboard(sales(12), {});
    const old = { ...dashboard, description: 'Generated from 1461 rows and 3 columns' };
    const big = parseCsv(`day,region,sales\n${Array.from({ length: 1500 }, (_, i) => `2025-01-01,${i % 2 ? 'North' : 'South'},${i}`).join('\n')}\n`);
    expect(recomputeDashboard(big, old).dashboard.description).toBe('Generated from 1,500 rows and 3 columns');
  });
});

function reportOf2(ds: Dataset): Report {
  const now = new Date('2025-02-01T00:00:00Z');
  return generateReport(ds, { now, header: reportHeader(ds, { now }) });
}
