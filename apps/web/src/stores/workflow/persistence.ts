import type { Dataset } from '@tallyline/core';
import { clearWorkflow, saveDataset, saveState, type PersistedState } from '../../lib/persist/workflowPersist.js';
import { stashOf } from '../../workers/stashRegistry.js';
import type { Artefact, AsyncStatus, StepNumber, WorkflowData, WorkflowState } from './types.js';

/**
 * How the workflow survives a reload (issue 7 "Saved work"): what is written to IndexedDB
 * through lib/persist, and how a stored workflow becomes store state again.
 */

/** What a reload restores besides the dataset. */
export type PersistedArtefacts = Pick<
  WorkflowData,
  | 'steps'
  | 'dashboard'
  | 'dashboardCharts'
  | 'dashboardOptions'
  | 'dashboardRowId'
  | 'dashboardPublic'
  | 'dashboardShareToken'
  | 'kpis'
  | 'kpiOptions'
  | 'portfolio'
  | 'portfolioOptions'
  | 'portfolioRowId'
  | 'trend'
  | 'trendOptions'
  | 'report'
  | 'reportRowId'
  | 'savedDatasetId'
>;

/** A stored step number, clamped to 1-6 (anything unreadable starts at step 1). */
export function toStep(n: number): StepNumber {
  return (n >= 1 && n <= 6 ? Math.trunc(n) : 1) as StepNumber;
}

/** The artefacts to store; a step caught mid-generation is stored as not generated, so it runs again. */
export function artefactsOf(s: WorkflowState): PersistedArtefacts {
  const steps = Object.fromEntries(Object.entries(s.steps).map(([k, v]) => [k, v === 'loading' ? 'idle' : v])) as Record<Artefact, AsyncStatus>;
  return {
    steps,
    dashboard: s.dashboard,
    dashboardCharts: s.dashboardCharts,
    dashboardOptions: s.dashboardOptions,
    dashboardRowId: s.dashboardRowId,
    dashboardPublic: s.dashboardPublic,
    dashboardShareToken: s.dashboardShareToken,
    kpis: s.kpis,
    kpiOptions: s.kpiOptions,
    portfolio: s.portfolio,
    portfolioOptions: s.portfolioOptions,
    portfolioRowId: s.portfolioRowId,
    trend: s.trend,
    trendOptions: s.trendOptions,
    report: s.report,
    reportRowId: s.reportRowId,
    savedDatasetId: s.savedDatasetId,
  };
}

/** The store state a stored workflow restores: artefacts, progress, and the portfolio back in view mode. */
export function restoredState(stored: { dataset: Dataset | null; state: PersistedState<PersistedArtefacts> }): Partial<WorkflowState> {
  const { state, dataset } = stored;
  return {
    ...state.artefacts,
    // Workflows stored before these were kept have neither.
    reportRowId: state.artefacts.reportRowId ?? null,
    savedDatasetId: state.artefacts.savedDatasetId ?? null,
    dataset,
    datasetKey: state.datasetKey,
    fileName: state.fileName,
    completedSteps: new Set(state.completedSteps.map(toStep)),
    portfolioMode: 'view',
    portfolioDraft: null,
    portfolioDraftEdits: [],
    status: dataset ? 'ready' : 'idle',
  };
}

interface StoreLike {
  getState(): WorkflowState;
  subscribe(listener: (s: WorkflowState, prev: WorkflowState) => void): () => void;
}

/** The small state is rewritten this long after the last change, not on every keystroke. */
export const SAVE_DEBOUNCE_MS = 150;

/**
 * Writes the workflow to IndexedDB as it changes: the dataset once per upload (cleared with the
 * workflow when the dataset goes, e.g. on sign-out), the rest debounced, after the dataset. Nothing is written before
 * the stored workflow has been read back, so a reload cannot overwrite it with an empty one.
 */
export function startPersistence(store: StoreLike): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writingDataset: Promise<void> = Promise.resolve();
  const writeState = () => {
    timer = null;
    const now = store.getState();
    void writingDataset.then(() =>
      saveState({
        datasetKey: now.dataset ? now.datasetKey : null,
        fileName: now.fileName,
        completedSteps: [...now.completedSteps],
        artefacts: artefactsOf(now),
      }).catch(() => undefined),
    );
  };
  // Leaving the page (reload, typed URL, closed tab) writes a pending change at once rather than
  // dropping it with the debounce timer.
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    writeState();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  const unsubscribe = store.subscribe((s, prev) => {
    if (!s.hydrated) return;
    if (s.dataset !== prev.dataset && s.datasetKey !== prev.datasetKey) {
      const { datasetKey, dataset } = s;
      // The parse worker writes the columns (stashRegistry); once it has, the stored workflow points at them.
      // One dataset after the other, so the last one's pointer is the one written last.
      writingDataset = writingDataset
        .then(async () => saveDataset(datasetKey ?? '', dataset ? await stashOf(dataset) : null))
        .catch(() => undefined);
      if (dataset === null) void clearWorkflow().catch(() => undefined);
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(writeState, SAVE_DEBOUNCE_MS);
  });
  return () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', flush);
  };
}
