import type { Dataset } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import { fingerprintSettled } from '../../workers/fingerprintRegistry.js';
import type { Artefact, GetWorkflow, SetWorkflow, StepNumber, WorkflowState } from './types.js';

/** The completed steps with `step` added (a new set, so subscribers see the change). */
export function withStep(get: GetWorkflow, step: StepNumber): Set<StepNumber> {
  return new Set([...get().completedSteps, step]);
}

/** Lets React paint the loading text before a (synchronous) core generator runs. */
const yieldToPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface StepToasts<V = unknown> {
  /** The success toast, or how to word it from what was generated (a portfolio of groups is no portfolio). */
  ok: string | ((value: V) => string);
  /**
   * What happened when the step made nothing from this data (no measure, no time column: core's samples or its
   * no-time result) — shown as a plain notice in place of the success toast: no "completed" for work not done.
   */
  nothing?: (value: V) => string | undefined;
  failed: string;
}

/**
 * Spec §4, shared by steps 2-6: generation sets the loading flag, computes, completes the step
 * and toasts; on failure it toasts the error, substitutes the fallback sample content and still
 * completes the step. Answers true when the real result was kept.
 */
export function createGenerate(set: SetWorkflow, get: GetWorkflow) {
  return async function generate<K extends Artefact>(
    kind: K,
    step: StepNumber,
    compute: (ds: Dataset) => WorkflowState[K],
    fallback: () => WorkflowState[K],
    toasts: StepToasts<WorkflowState[K]>,
  ): Promise<boolean> {
    const ds = get().dataset;
    if (!ds) return false;
    set((s) => ({ steps: { ...s.steps, [kind]: 'loading' }, status: 'loading' }));
    await yieldToPaint();
    // Dashboard, portfolio and report ids are made from the dataset's fingerprint, which the parse worker
    // posts after the dataset: waited for here, or core would compute it on the page's thread (~1 s per million rows).
    await fingerprintSettled(ds);
    if (get().dataset !== ds) return false; // a new upload arrived meanwhile
    try {
      const value = compute(ds);
      set((s) => ({ [kind]: value, completedSteps: withStep(get, step), status: 'ready', steps: { ...s.steps, [kind]: 'ready' } }) as Partial<WorkflowState>);
      const nothing = toasts.nothing?.(value);
      if (nothing !== undefined) notify.info(nothing);
      else notify.success(typeof toasts.ok === 'function' ? toasts.ok(value) : toasts.ok);
      return true;
    } catch {
      set((s) => ({ [kind]: fallback(), completedSteps: withStep(get, step), status: 'ready', steps: { ...s.steps, [kind]: 'error' } }) as Partial<WorkflowState>);
      notify.error(toasts.failed);
      return false;
    }
  };
}
