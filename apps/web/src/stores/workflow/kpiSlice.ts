import { generateKpis, sampleKpis } from '@tallyline/core';
import type { StateCreator } from 'zustand';
import { notify } from '@tallyline/ui';
import { replaceKpis } from '../../lib/db/kpis.js';
import { SAVE_TEXT } from '../../messages/saved.js';
import { NOTHING_TOASTS, STEP_TOASTS } from '../../messages/steps.js';
import { takeAhead } from './computeAhead.js';
import { createGenerate } from './generateStep.js';
import type { KpiSlice, SaveContext, WorkflowState } from './types.js';

/** Step 3: generate the KPIs (for the chosen columns and targets) and save them for a signed-in user. */
export const createKpiSlice: StateCreator<WorkflowState, [], [], Pick<KpiSlice, 'generateKpis'>> = (set, get) => {
  const generate = createGenerate(set, get);
  return {
    generateKpis: async (ctx, options) => {
      const kpiOptions = options ?? get().kpiOptions;
      set({ kpiOptions });
      const ok = await generate('kpis', 3, (ds) => takeAhead('kpis', ds, kpiOptions, () => generateKpis(ds, kpiOptions)), sampleKpis, {
        ok: STEP_TOASTS.kpisGenerated,
        // core's made-up sample KPIs carry no column: none came from this data
        nothing: (kpis) => (kpis?.every((k) => k.column === undefined) ? NOTHING_TOASTS.kpis : undefined),
        failed: STEP_TOASTS.kpisFailed,
      });
      if (ok) await saveKpis(ctx);
    },
  };

  /** Saves the current KPIs for a signed-in user; a failure shows a Retry. */
  async function saveKpis(ctx: SaveContext): Promise<void> {
    const kpis = get().kpis;
    if (!ctx.userId || !kpis) return;
    const saved = await replaceKpis(ctx.userId, kpis);
    if (saved.error) notify.retry(SAVE_TEXT.kpisFailed, () => void saveKpis(ctx), SAVE_TEXT.retry);
  }
};
