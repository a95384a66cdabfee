import * as core from '@tallyline/core';
import { createDataset, stringColumn, type Column, type Detection } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import { describe, expect, it, vi } from 'vitest';
import { STEP_TOASTS } from '../../messages/steps.js';
import { expectAhead, settleAhead } from '../../workers/aheadRegistry.js';
import { computeDashboard } from './dashboardCharts.js';

vi.mock('../../lib/db/dashboards.js');
vi.mock('../../lib/db/portfolios.js');
vi.mock('../../lib/db/kpis.js');
vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));
vi.mock('@tallyline/core', async (importOriginal) => {
  const orig = await importOriginal<typeof core>();
  // the page's dashboard computation (generated for the step's columns, customised panels applied)
  return { ...orig, customizedDashboard: vi.fn(orig.customizedDashboard), generateKpis: vi.fn(orig.generateKpis) };
});

// A browser with idle callbacks: the store computes the next step ahead.
vi.stubGlobal('requestIdleCallback', (fn: () => void) => setTimeout(fn, 0));
const { useWorkflowStore } = await import('../workflowStore.js');
const { takeAhead } = await import('./computeAhead.js');

const detected: Detection = { delimiter: ',', encoding: 'utf-8', hasBom: false, hasHeader: true, decimalSeparator: '.', dateOrder: 'DMY', columns: [] };
const columns: Column[] = [
  stringColumn('region', ['N', 'S', 'N', 'E']),
  { type: 'number', name: 'sales', values: Float64Array.from([1, 2, 3, 4]), invalid: new Map() },
];
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('computing the next step ahead (issue 7 performance)', () => {
  it('an upload computes the dashboard while idle; generating then uses it, toasts and completes step 2', async () => {
    useWorkflowStore.getState().setDataset(createDataset({ columns, detected }), 'a.csv');
    await tick();
    expect(core.customizedDashboard).toHaveBeenCalledTimes(1);
    await useWorkflowStore.getState().generateDashboard({ userId: null });
    expect(core.customizedDashboard).toHaveBeenCalledTimes(1);
    expect(useWorkflowStore.getState().dashboard?.widgets.length).toBeGreaterThan(0);
    expect(Object.keys(useWorkflowStore.getState().dashboardCharts).length).toBeGreaterThan(0);
    expect(notify.success).toHaveBeenCalledWith(STEP_TOASTS.dashboardGenerated);
    expect(useWorkflowStore.getState().completedSteps.has(2)).toBe(true);
  });

  it('the dashboard being ready computes the KPIs ahead; other options compute afresh', async () => {
    await tick();
    expect(core.generateKpis).toHaveBeenCalledTimes(1);
    await useWorkflowStore.getState().generateKpis({ userId: null }, { columns: ['sales'], targets: { sales: 8 } });
    expect(core.generateKpis).toHaveBeenCalledTimes(2);
    expect(useWorkflowStore.getState().kpis?.[0]?.target_value).toBe(8);
  });
});

describe('takeAhead(kind, ds, options, compute)', () => {
  /** A fresh upload; once idle, its dashboard has been computed ahead. */
  async function uploadAndIdle() {
    const ds = createDataset({ columns, detected });
    useWorkflowStore.getState().setDataset(ds, 'b.csv');
    await tick();
    return ds;
  }
  const fresh = () => vi.fn(() => 'fresh');

  it('takeAhead answers the value computed ahead for the same dataset and options, once', async () => {
    const ds = await uploadAndIdle();
    const compute = fresh();
    expect(takeAhead('dashboard', ds, {}, compute)).toMatchObject({ dashboard: { widgets: expect.any(Array) } });
    expect(compute).not.toHaveBeenCalled();
    expect(takeAhead('dashboard', ds, {}, compute)).toBe('fresh');
  });

  it('takeAhead computes afresh for another dataset', async () => {
    await uploadAndIdle();
    expect(takeAhead('dashboard', createDataset({ columns, detected }), {}, fresh())).toBe('fresh');
  });

  it('takeAhead computes afresh for other options', async () => {
    const ds = await uploadAndIdle();
    expect(takeAhead('dashboard', ds, { yColumn: 'sales' }, fresh())).toBe('fresh');
  });

  it('takeAhead computes when nothing was computed ahead for that step', async () => {
    const ds = await uploadAndIdle();
    expect(takeAhead('trend', ds, {}, fresh())).toBe('fresh');
  });
});

describe("a new upload's dashboard from the parse worker (issue 15)", () => {
  const calls = () => vi.mocked(core.customizedDashboard).mock.calls.length;

  it("waits for the worker's dashboard and takes it without computing one on the page", async () => {
    const ds = createDataset({ columns, detected });
    expectAhead(ds);
    const before = calls();
    useWorkflowStore.getState().setDataset(ds, 'w.csv');
    await tick();
    expect(calls()).toBe(before);
    const fromWorker = computeDashboard(createDataset({ columns, detected }), {});
    settleAhead(ds, { dashboard: fromWorker, suggestions: [], chart: null });
    await tick();
    const fresh = vi.fn();
    expect(takeAhead('dashboard', ds, {}, fresh)).toBe(fromWorker);
    expect(fresh).not.toHaveBeenCalled();
    expect(calls()).toBe(before + 1);
  });

  it('the step shows the dashboard the worker computed', async () => {
    const ds = createDataset({ columns, detected });
    expectAhead(ds);
    useWorkflowStore.getState().setDataset(ds, 'w.csv');
    const fromWorker = computeDashboard(ds, {});
    const before = calls();
    settleAhead(ds, { dashboard: fromWorker, suggestions: [], chart: null });
    await useWorkflowStore.getState().generateDashboard({ userId: null });
    expect(calls()).toBe(before);
    expect(useWorkflowStore.getState().dashboard).toBe(fromWorker.dashboard);
    expect(useWorkflowStore.getState().dashboardCharts).toBe(fromWorker.charts);
  });

  it('without it (the worker stopped, or its computation failed) the page computes the dashboard when idle', async () => {
    for (const results of [null, { dashboard: null, suggestions: null, chart: null }]) {
      const ds = createDataset({ columns, detected });
      expectAhead(ds);
      useWorkflowStore.getState().setDataset(ds, 'w.csv');
      await tick();
      const before = calls();
      settleAhead(ds, results);
      await tick();
      expect(calls()).toBe(before + 1);
      expect(takeAhead('dashboard', ds, {}, vi.fn())).toMatchObject({ dashboard: { widgets: expect.any(Array) } });
    }
  });
});
