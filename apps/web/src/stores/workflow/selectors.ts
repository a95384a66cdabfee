import type { Artefact, StepNumber, WorkflowState } from './types.js';

/**
 * Spec app.md §2 sidebar: a step is reachable if it is step 1, or step 2 while data
 * is loaded, or the previous step is complete.
 */
export function canAccessStep(state: Pick<WorkflowState, 'dataset' | 'completedSteps'>, step: StepNumber): boolean {
  if (step === 1) return true;
  if (step === 2 && state.dataset !== null) return true;
  return state.completedSteps.has((step - 1) as StepNumber);
}

/**
 * Spec §4 auto-generation: dashboard and KPIs when data exists and none exist; portfolio when
 * none exists; trends and report when absent. Never while that step is already generating.
 */
export function needsGeneration(state: Pick<WorkflowState, 'dataset' | 'steps' | Artefact | 'hydrated'>, kind: Artefact): boolean {
  return state.hydrated && state.dataset !== null && state[kind] === null && state.steps[kind] !== 'loading';
}

/** Spec app.md §2 progress bar hint for `done` completed steps out of 6. */
export function progressHint(done: number): 'Start by uploading your data' | 'Continue to next step' | 'Workflow complete! Download your report' {
  if (done <= 0) return 'Start by uploading your data';
  if (done >= 6) return 'Workflow complete! Download your report';
  return 'Continue to next step';
}
