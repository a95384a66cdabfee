import type { Artefact, AsyncStatus, StepNumber, WorkflowData } from './types.js';

export const IDLE_STEPS: Readonly<Record<Artefact, AsyncStatus>> = { dashboard: 'idle', kpis: 'idle', portfolio: 'idle', trend: 'idle', report: 'idle' };

/**
 * Where a new upload or a reset starts: no data, no artefacts, nothing completed.
 * `hydrated` is left out: only the store's creation and the read-back decide it.
 */
export const INITIAL_STATE: Omit<WorkflowData, 'hydrated'> = {
  // progress
  completedSteps: new Set<StepNumber>(),
  dataset: null,
  fileName: null,
  status: 'idle',
  datasetKey: null,
  savedDatasetId: null,
  steps: IDLE_STEPS,
  // step 2
  dashboard: null,
  dashboardCharts: {},
  dashboardOptions: {},
  dashboardRowId: null,
  dashboardPublic: false,
  dashboardShareToken: null,
  // step 3
  kpis: null,
  kpiOptions: {},
  // step 4
  portfolio: null,
  portfolioOptions: {},
  portfolioRowId: null,
  portfolioMode: 'view',
  portfolioDraft: null,
  portfolioDraftEdits: [],
  // step 5
  trend: null,
  trendOptions: {},
  // step 6
  report: null,
  reportRowId: null,
};
