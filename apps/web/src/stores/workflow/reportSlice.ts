import { generateReport, sampleReport } from '@tallyline/core';
import type { StateCreator } from 'zustand';
import { STEP_TOASTS } from '../../messages/steps.js';
import { createGenerate } from './generateStep.js';
import type { ReportSlice, WorkflowState } from './types.js';

/** Step 6: the report over the data and whichever of KPIs, portfolio and trend exist. Never computed ahead: it depends on them all. */
export const createReportSlice: StateCreator<WorkflowState, [], [], Pick<ReportSlice, 'generateReport'>> = (set, get) => {
  const generate = createGenerate(set, get);
  return {
    generateReport: async () => {
      const now = new Date();
      await generate(
        'report',
        6,
        (ds) => {
          const { kpis, portfolio, trend } = get();
          return generateReport(ds, { now, ...(kpis ? { kpis } : {}), ...(portfolio ? { portfolio } : {}), ...(trend ? { trend } : {}) });
        },
        () => sampleReport({ now }),
        { ok: STEP_TOASTS.reportGenerated, failed: STEP_TOASTS.reportFailed },
      );
    },
  };
};
