import type { Dataset } from '@tallyline/core';
import { create } from 'zustand';

/**
 * Spec app.md §3 "Workflow state" and §4 "Workflow": current step 1-6, the set of
 * completed steps, the parsed data and each step's generated artefact.
 * Part 2 (steps 2-6) adds the generation actions; the shapes below are shared.
 */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;
export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WorkflowState {
  currentStep: StepNumber;
  completedSteps: ReadonlySet<StepNumber>;
  dataset: Dataset | null;
  /** File name as uploaded, e.g. 'sales.csv'. */
  fileName: string | null;
  /** Loading flag of spec §3, as one status field. */
  status: AsyncStatus;

  /** A successful upload: keeps the data, clears every later artefact, completes step 1. */
  setDataset(dataset: Dataset, fileName: string): void;
  completeStep(step: StepNumber): void;
  setCurrentStep(step: StepNumber): void;
  setStatus(status: AsyncStatus): void;
  /** Forget everything (new upload, sign-out). */
  reset(): void;
}

const initial = {
  currentStep: 1 as StepNumber,
  completedSteps: new Set<StepNumber>() as ReadonlySet<StepNumber>,
  dataset: null,
  fileName: null,
  status: 'idle' as AsyncStatus,
};

export const useWorkflowStore = create<WorkflowState>()((set) => ({
  ...initial,
  setDataset: (dataset, fileName) =>
    set({ ...initial, dataset, fileName, completedSteps: new Set<StepNumber>([1]), status: 'ready' }),
  completeStep: (step) => set((s) => ({ completedSteps: new Set([...s.completedSteps, step]) })),
  setCurrentStep: (step) => set({ currentStep: step }),
  setStatus: (status) => set({ status }),
  reset: () => set({ ...initial, completedSteps: new Set<StepNumber>() }),
}));

/**
 * Spec app.md §2 sidebar: a step is reachable if it is step 1, or step 2 while data
 * is loaded, or the previous step is complete.
 */
export function canAccessStep(state: Pick<WorkflowState, 'dataset' | 'completedSteps'>, step: StepNumber): boolean {
  if (step === 1) return true;
  if (step === 2 && state.dataset !== null) return true;
  return state.completedSteps.has((step - 1) as StepNumber);
}

/** Spec app.md §2 progress bar hint for `done` completed steps out of 6. */
export function progressHint(done: number): 'Start by uploading your data' | 'Continue to next step' | 'Workflow complete! Download your report' {
  if (done <= 0) return 'Start by uploading your data';
  if (done >= 6) return 'Workflow complete! Download your report';
  return 'Continue to next step';
}
