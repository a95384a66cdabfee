import { generateKpis, sampleKpis } from '@tallyline/core';
import type { StateCreator } from 'zustand';
import { replaceKpis } from '../../lib/db/kpis.js';
import { STEP_TOASTS } from '../../messages/steps.js';
import { takeAhead } from './computeAhead.js';
import { createGenerate } from './generateStep.js';
import type { KpiSlice, WorkflowState } from './types.js';

/** Step 3: generate the KPIs (for the chosen columns and targets) and save them for a signed-in user. */
export const createKpiSlice: StateCreator<WorkflowState, [], [], Pick<KpiSlice, 'generateKpis'>> = (set, get) => {
  const generate = createGenerate(set, get);
  return {
    generateKpis: async (ctx, options) => {
      const kpiOptions = options ?? get().kpiOptions;
      set({ kpiOptions });
      const ok = await generate('kpis', 3, (ds) => takeAhead('kpis', ds, kpiOptions, () => generateKpis(ds, kpiOptions)), sampleKpis, {
        ok: STEP_TOASTS.kpisGenerated,
        failed: STEP_TOASTS.kpisFailed,
      });
      const kpis = get().kpis;
      if (ok && ctx.userId && kpis) await replaceKpis(ctx.userId, kpis); // a failure saving KPIs is only logged by the backend
    },
  };
};
