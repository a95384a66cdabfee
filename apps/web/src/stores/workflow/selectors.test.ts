import type { Dataset } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { IDLE_STEPS } from './initialState.js';
import { canAccessStep, needsGeneration, progressHint } from './selectors.js';
import type { StepNumber } from './types.js';

// The selectors read plain state; a stand-in dataset is enough (only null / not null matters).
const data = {} as Dataset;
const done = (...steps: StepNumber[]) => new Set<StepNumber>(steps);

describe('canAccessStep(state, step) (spec §2 sidebar)', () => {
  it('canAccessStep allows step 1 always, even without data', () => {
    expect(canAccessStep({ dataset: null, completedSteps: done() }, 1)).toBe(true);
  });

  it('canAccessStep allows step 2 once data is loaded', () => {
    expect(canAccessStep({ dataset: null, completedSteps: done() }, 2)).toBe(false);
    expect(canAccessStep({ dataset: data, completedSteps: done() }, 2)).toBe(true);
  });

  it('canAccessStep allows a later step only when the one before it is complete', () => {
    const state = { dataset: data, completedSteps: done(1, 2, 3) };
    expect(canAccessStep(state, 4)).toBe(true);
    expect(canAccessStep(state, 5)).toBe(false);
  });
});

describe('needsGeneration(state, kind) (spec §4 auto-generation)', () => {
  const base = { hydrated: true, dataset: data, steps: IDLE_STEPS, dashboard: null, kpis: null, portfolio: null, trend: null, report: null };

  it('needsGeneration is true with data and no artefact yet', () => {
    expect(needsGeneration(base, 'trend')).toBe(true);
  });

  it('needsGeneration is false without data, before the read-back, while generating, or once generated', () => {
    expect(needsGeneration({ ...base, dataset: null }, 'trend')).toBe(false);
    expect(needsGeneration({ ...base, hydrated: false }, 'trend')).toBe(false);
    expect(needsGeneration({ ...base, steps: { ...IDLE_STEPS, trend: 'loading' } }, 'trend')).toBe(false);
    expect(needsGeneration({ ...base, report: {} as never }, 'report')).toBe(false);
  });
});

describe('progressHint(done) (spec §2 progress bar)', () => {
  it('progressHint(0) asks for an upload', () => expect(progressHint(0)).toBe('Start by uploading your data'));
  it('progressHint(1…5) says continue', () => {
    for (const n of [1, 3, 5]) expect(progressHint(n)).toBe('Continue to next step');
  });
  it('progressHint(6) says the workflow is complete', () => expect(progressHint(6)).toBe('Workflow complete! Download your report'));
});
