import { create } from 'zustand';
import { persistAvailable } from '../lib/persist/workflowPersist.js';
import { startComputingAhead } from './workflow/computeAhead.js';
import { createDashboardSlice } from './workflow/dashboardSlice.js';
import { INITIAL_STATE } from './workflow/initialState.js';
import { createKpiSlice } from './workflow/kpiSlice.js';
import { startPersistence } from './workflow/persistence.js';
import { createPortfolioSlice } from './workflow/portfolioSlice.js';
import { createProgressSlice } from './workflow/progressSlice.js';
import { createReportSlice } from './workflow/reportSlice.js';
import { createTrendSlice } from './workflow/trendSlice.js';
import type { WorkflowState } from './workflow/types.js';

/**
 * Spec app.md §3 "Workflow state" and §4 "Workflow": current step 1-6, the set of
 * completed steps, the parsed data and each step's generated artefact.
 * Actions get state, call @tallyline/core, set the result, then save through lib/db.
 *
 * One store, assembled from a slice per step in ./workflow/ (each owns its actions; the
 * state's shape is in workflow/types.ts, its starting values in workflow/initialState.ts).
 */
export const useWorkflowStore = create<WorkflowState>()((...a) => ({
  ...INITIAL_STATE,
  // Without IndexedDB there is nothing to read back.
  hydrated: !persistAvailable(),
  ...createProgressSlice(...a),
  ...createDashboardSlice(...a),
  ...createKpiSlice(...a),
  ...createPortfolioSlice(...a),
  ...createTrendSlice(...a),
  ...createReportSlice(...a),
}));

// Browser-only wiring: idle-time precomputation, and IndexedDB persistence with the read-back.
if (typeof requestIdleCallback === 'function') startComputingAhead(useWorkflowStore);

if (persistAvailable()) {
  startPersistence(useWorkflowStore);
  void useWorkflowStore.getState().hydrate();
}

export { canAccessStep, needsGeneration, progressHint } from './workflow/selectors.js';
export type {
  Artefact,
  AsyncStatus,
  ChartPoint,
  DashboardOptions,
  KpiOptions,
  PortfolioMode,
  PortfolioOptions,
  SaveContext,
  StepNumber,
  TrendOptions,
  WorkflowState,
} from './workflow/types.js';
