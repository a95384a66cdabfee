import { customizedWidget, generateDashboard, sampleDashboard, widgetChartData } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import type { StateCreator } from 'zustand';
import { findDashboardFor, shareDashboard, unshareDashboard, upsertDashboard } from '../../lib/db/dashboards.js';
import { nameOfFile } from '../../lib/db/datasets.js';
import { SAVE_TEXT } from '../../messages/saved.js';
import { savedIdFor } from '../saved/datasetLink.js';
import { STEP_TOASTS } from '../../messages/steps.js';
import { takeAhead } from './computeAhead.js';
import { computeDashboard } from './dashboardCharts.js';
import { createGenerate, withStep } from './generateStep.js';
import type { DashboardSlice, SaveContext, WorkflowState } from './types.js';

/** The name a dashboard or report is saved under: its file's name and its own, e.g. 'sales — Analytics Dashboard'. */
export function savedName(fileName: string | null, name: string): string {
  return fileName ? `${nameOfFile(fileName)} — ${name}` : name;
}

type DashboardActions = Pick<DashboardSlice, 'generateDashboard' | 'updateDashboardColumns' | 'customizeDashboardChart' | 'setDashboardPublic' | 'renewDashboardShare'>;

/** Step 2: generate the dashboard, regenerate it for other columns, customise a panel's chart, share it; every change is saved. */
export const createDashboardSlice: StateCreator<WorkflowState, [], [], DashboardActions> = (set, get) => {
  const generate = createGenerate(set, get);

  /**
   * Spec §7 "Save dashboard on update", for a signed-in user; the row id is kept for the next save.
   * The dashboard points at its saved dataset (waiting for the upload's save if it is still running),
   * and a dataset keeps one saved dashboard: a new workflow on the same dataset updates it. The name
   * is given on the first save only, so a rename in the library sticks. A failure shows a Retry.
   */
  async function saveDashboard(ctx: SaveContext): Promise<void> {
    const { dashboard, dataset, fileName } = get();
    if (!ctx.userId || !dashboard || !dataset) return;
    const datasetId = get().savedDatasetId ?? (await savedIdFor(dataset));
    let rowId = get().dashboardRowId;
    if (!rowId && datasetId) {
      const existing = await findDashboardFor(datasetId);
      rowId = existing.data?.id ?? null;
    }
    const { dashboardCharts: charts } = get();
    // Each chart widget carries its drawn points, so the public link shows the same charts without the dataset.
    const widgets = dashboard.widgets.map((w) => (charts[w.id] ? { ...w, chartData: charts[w.id] } : w));
    const saved = await upsertDashboard({
      id: rowId ?? undefined,
      user_id: ctx.userId,
      name: rowId ? undefined : savedName(fileName, dashboard.name),
      description: dashboard.description,
      layout: dashboard.layout,
      widgets,
      dataset_id: datasetId,
    });
    if (saved.error) notify.retry(STEP_TOASTS.dashboardSaveFailed, () => void saveDashboard(ctx), SAVE_TEXT.retry);
    // Keep the first row id; a late reply for an older version must not replace the id a newer save set.
    else if (get().dashboard === dashboard || get().dashboardRowId === null) set({ dashboardRowId: saved.data.id });
  }

  return {
    generateDashboard: async (ctx) => {
      const options = get().dashboardOptions;
      set({ dashboardCharts: {} });
      await generate(
        'dashboard',
        2,
        (ds) => {
          const { dashboard, charts } = takeAhead('dashboard', ds, options, () => computeDashboard(ds, options));
          set({ dashboardCharts: charts });
          return dashboard;
        },
        sampleDashboard,
        { ok: STEP_TOASTS.dashboardGenerated, failed: STEP_TOASTS.dashboardFailed },
      );
      await saveDashboard(ctx);
    },

    updateDashboardColumns: async (options, ctx) => {
      const ds = get().dataset;
      if (!ds) return;
      const next = { ...get().dashboardOptions, ...options };
      try {
        // the header's columns change the generated panels; a panel's own chart choice still applies over them
        const { dashboard, charts } = computeDashboard(ds, next);
        set({ dashboard, dashboardCharts: charts, dashboardOptions: next, completedSteps: withStep(get, 2), steps: { ...get().steps, dashboard: 'ready' } });
        notify.success(STEP_TOASTS.dashboardUpdated);
      } catch {
        notify.error(STEP_TOASTS.dashboardFailed);
        return;
      }
      await saveDashboard(ctx);
    },

    customizeDashboardChart: async (widgetId, choice, ctx) => {
      const { dataset: ds, dashboard: current, dashboardOptions: options } = get();
      if (!ds || !current) return;
      const { charts: { [widgetId]: _previous, ...others } = {}, ...columns } = options;
      const charts = Object.keys(choice).length > 0 ? { ...others, [widgetId]: choice } : others;
      const next = { ...columns, ...(Object.keys(charts).length > 0 ? { charts } : {}) };
      try {
        // the choice applies to the panel as generated (not over an earlier choice), so it is the same after a reload
        const generated = generateDashboard(ds, columns).widgets.find((w) => w.id === widgetId);
        if (!generated) return;
        const widget = customizedWidget(ds, generated, choice);
        const dashboard = { ...current, widgets: current.widgets.map((w) => (w.id === widgetId ? widget : w)) };
        set({ dashboard, dashboardCharts: { ...get().dashboardCharts, [widgetId]: widgetChartData(ds, widget) }, dashboardOptions: next });
      } catch {
        notify.error(STEP_TOASTS.dashboardFailed);
        return;
      }
      await saveDashboard(ctx);
    },

    setDashboardPublic: async (isPublic, ctx) => {
      const rowId = get().dashboardRowId;
      if (!ctx.userId || !rowId) return;
      if (isPublic) {
        const shared = await shareDashboard(rowId);
        if (shared.error) return void notify.error(STEP_TOASTS.shareFailed);
        set({ dashboardPublic: true, dashboardShareToken: shared.data });
      } else {
        // The link stops working on the server first; the switch follows.
        const { error } = await unshareDashboard(rowId);
        if (error) return void notify.error(STEP_TOASTS.shareFailed);
        set({ dashboardPublic: false, dashboardShareToken: null });
        notify.success(STEP_TOASTS.shareRevoked);
      }
      await saveDashboard(ctx);
    },

    renewDashboardShare: async (ctx) => {
      const rowId = get().dashboardRowId;
      if (!ctx.userId || !rowId) return;
      const shared = await shareDashboard(rowId);
      if (shared.error) return void notify.error(STEP_TOASTS.shareFailed);
      set({ dashboardPublic: true, dashboardShareToken: shared.data });
    },
  };
};
