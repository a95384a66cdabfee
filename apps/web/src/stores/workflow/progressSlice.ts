import type { StateCreator } from 'zustand';
import { loadWorkflow } from '../../lib/persist/workflowPersist.js';
import { savedIdOf } from '../saved/datasetLink.js';
import { withStep } from './generateStep.js';
import { INITIAL_STATE } from './initialState.js';
import { restoredState, type PersistedArtefacts } from './persistence.js';
import type { ProgressSlice, StepNumber, WorkflowState } from './types.js';

type ProgressActions = Pick<ProgressSlice, 'setDataset' | 'setSavedDatasetId' | 'completeStep' | 'reset' | 'hydrate'>;

let uploadCounter = 0;

/** Step 1 and the way through the steps: the upload, completion, the current step, reset and read-back. */
export const createProgressSlice: StateCreator<WorkflowState, [], [], ProgressActions> = (set, get) => ({
  setDataset: (dataset, fileName) =>
    set({
      ...INITIAL_STATE,
      dataset,
      fileName,
      // Unique per upload, even for the same file twice in one millisecond.
      datasetKey: `${fileName}#${Date.now()}#${++uploadCounter}`,
      savedDatasetId: savedIdOf(dataset),
      completedSteps: new Set<StepNumber>([1]),
      status: 'ready',
      hydrated: true,
    }),
  setSavedDatasetId: (dataset, id) => {
    if (get().dataset === dataset) set({ savedDatasetId: id });
  },
  completeStep: (step) => set({ completedSteps: withStep(get, step) }),
  reset: () => set({ ...INITIAL_STATE, completedSteps: new Set<StepNumber>(), hydrated: true }),

  hydrate: async () => {
    try {
      const stored = await loadWorkflow<PersistedArtefacts>();
      // An upload that finished while reading wins over the stored workflow.
      if (stored && get().dataset === null && get().datasetKey === null) set(restoredState(stored));
    } catch {
      // A damaged or unreadable store starts a fresh workflow.
    }
    set({ hydrated: true });
  },
});
