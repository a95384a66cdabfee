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
          // The reproducibility header (issue 18): the data's fingerprint, import settings, roles and the columns chosen.
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

/** The step choices a report header records as core's analysis parameters (the trend's time column and horizon, the portfolio's grouping and measure). */
export function reportParameters(s: Pick<WorkflowState, 'trendOptions' | 'portfolioOptions'>): AnalysisSettings {
  const { dateColumn, column, horizon } = s.trendOptions;
  const { groupColumn, valueColumn } = s.portfolioOptions;
  const value = valueColumn ?? column;
  return {
    ...(dateColumn ? { dateColumn } : {}),
    ...(groupColumn ? { groupColumn } : {}),
    ...(value ? { valueColumn: value } : {}),
    ...(horizon !== undefined ? { horizon } : {}),
  };
}
