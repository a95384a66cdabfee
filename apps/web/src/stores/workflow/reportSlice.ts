import { generateReport, reportHeader, sampleReport, type AnalysisSettings } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import type { StateCreator } from 'zustand';
import { findReportFor, upsertReport } from '../../lib/db/reports.js';
import { SAVE_TEXT } from '../../messages/saved.js';
import { STEP_TOASTS } from '../../messages/steps.js';
import { savedIdFor } from '../saved/datasetLink.js';
import { savedName } from './dashboardSlice.js';
import { createGenerate } from './generateStep.js';
import type { ReportSlice, SaveContext, WorkflowState } from './types.js';

/** Step 6: the report over the data and whichever of KPIs, portfolio and trend exist. Never computed ahead: it depends on them all. */
export const createReportSlice: StateCreator<WorkflowState, [], [], Pick<ReportSlice, 'generateReport'>> = (set, get) => {
  const generate = createGenerate(set, get);

  /**
   * Saves the report for a signed-in user, tied to its saved dataset (one report per dataset: a
   * new one updates it). Only a report built on a saved dataset is saved — it is reopened with it.
   */
  async function saveReport(ctx: SaveContext): Promise<void> {
    const { report, dataset, fileName } = get();
    if (!ctx.userId || !report || !dataset) return;
    const datasetId = get().savedDatasetId ?? (await savedIdFor(dataset));
    if (!datasetId) return;
    let rowId = get().reportRowId;
    if (!rowId) rowId = (await findReportFor(datasetId)).data?.id ?? null;
    const saved = await upsertReport({
      id: rowId ?? undefined,
      user_id: ctx.userId,
      name: rowId ? undefined : savedName(fileName, report.title),
      dataset_id: datasetId,
      content: report,
    });
    if (saved.error) notify.retry(SAVE_TEXT.reportFailed, () => void saveReport(ctx), SAVE_TEXT.retry);
    else if (get().report === report) set({ reportRowId: saved.data.id });
  }

  return {
    generateReport: async (ctx) => {
      const now = new Date();
      const ok = await generate(
        'report',
        6,
        (ds) => {
          const { kpis, portfolio, trend } = get();
          // The reproducibility header (issue 18): the data's fingerprint, import settings, roles and every step's choices.
          const header = reportHeader(ds, { now, ...reportParameters(get()) });
          return generateReport(ds, { now, header, ...(kpis ? { kpis } : {}), ...(portfolio ? { portfolio } : {}), ...(trend ? { trend } : {}) });
        },
        () => sampleReport({ now }),
        { ok: STEP_TOASTS.reportGenerated, failed: STEP_TOASTS.reportFailed },
      );
      if (ok && ctx) await saveReport(ctx);
    },
  };
};

/**
 * Where each step's choices go among core's analysis settings. Every `…Options` field of the workflow
 * state is listed (a unit test holds the state to it), so a step's new choice reaches the report header.
 */
export const STEP_SETTINGS = {
  dashboardOptions: 'dashboard',
  kpiOptions: 'kpis',
  portfolioOptions: 'portfolio',
  trendOptions: 'trend',
} as const satisfies Record<keyof WorkflowState & `${string}Options`, keyof AnalysisSettings>;

/**
 * Every choice of every step as core's analysis settings (issue 18): what the report header records and
 * what `tallyline rerun` applies, so the app's report re-runs to the same numbers. The step options are
 * core's step settings themselves (types.ts), so the mapping cannot drop or rename one.
 */
export function reportParameters(s: Pick<WorkflowState, keyof typeof STEP_SETTINGS>): AnalysisSettings {
  return Object.fromEntries(Object.entries(STEP_SETTINGS).map(([field, setting]) => [setting, s[field as keyof typeof STEP_SETTINGS]])) as AnalysisSettings;
}
