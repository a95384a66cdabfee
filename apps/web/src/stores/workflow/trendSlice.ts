import { analyzeTrend, sampleTrend } from '@tallyline/core';
import type { StateCreator } from 'zustand';
import { NOTHING_TOASTS, STEP_TOASTS } from '../../messages/steps.js';
import { trendWithheld } from '../../screens/steps/trendWithheld.js';
import { takeAhead } from './computeAhead.js';
import { createGenerate } from './generateStep.js';
import type { TrendSlice, WorkflowState } from './types.js';

/** Step 5: analyse the trend of a column (in date order when a date column is chosen). Not saved to the backend. */
export const createTrendSlice: StateCreator<WorkflowState, [], [], Pick<TrendSlice, 'analyzeTrends'>> = (set, get) => {
  const generate = createGenerate(set, get);
  return {
    analyzeTrends: async (options) => {
      const trendOptions = options ?? get().trendOptions;
      set({ trendOptions });
      await generate('trend', 5, (ds) => takeAhead('trend', ds, trendOptions, () => analyzeTrend(ds, trendOptions)), sampleTrend, {
        ok: STEP_TOASTS.trendCompleted,
        // a withheld trend (core states no line: too little support) is no "Trend analysis completed!"
        nothing: (t) => (t?.noTime ? NOTHING_TOASTS.trendNoTime : t?.isSample ? NOTHING_TOASTS.trendNoMeasure : t && trendWithheld(t) ? NOTHING_TOASTS.trendWithheld : undefined),
        failed: STEP_TOASTS.trendFailed,
      });
    },
  };
};
