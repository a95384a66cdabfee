import { createDataset, datasetFingerprint, numberColumn, type Dataset, type Report } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { expectFingerprint, settleFingerprint } from '../../workers/fingerprintRegistry.js';
import { createGenerate } from './generateStep.js';
import { INITIAL_STATE } from './initialState.js';
import { detected } from './testData.js';
import type { WorkflowState } from './types.js';

vi.mock('@tallyline/ui', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() } }));

const data = { rowCount: 1 } as Dataset;
const real = { title: 'real' } as unknown as Report;
const sample = { title: 'sample' } as unknown as Report;
const toasts = { ok: 'done', failed: 'failed' };

// A bare store holding only state: the helper is exercised on its own, without the slices.
const store = create<WorkflowState>()(() => ({ ...INITIAL_STATE, hydrated: true }) as WorkflowState);
const generate = createGenerate(store.setState, store.getState);

beforeEach(() => {
  vi.clearAllMocks();
  store.setState({ ...INITIAL_STATE, completedSteps: new Set([1]), dataset: data });
});

describe('createGenerate(set, get) → generate(kind, step, compute, fallback, toasts)', () => {
  it('generate marks the step loading, then keeps the result, completes the step and toasts', async () => {
    const pending = generate('report', 6, () => real, () => sample, toasts);
    expect(store.getState()).toMatchObject({ status: 'loading', steps: { report: 'loading' } });
    expect(await pending).toBe(true);
    expect(store.getState()).toMatchObject({ report: real, status: 'ready', steps: { report: 'ready' } });
    expect([...store.getState().completedSteps]).toEqual([1, 6]);
    expect(notify.success).toHaveBeenCalledWith('done');
  });

  it('generate answers a failure with the fallback, the error status and toast, and still completes the step', async () => {
    const ok = await generate('report', 6, () => { throw new Error('boom'); }, () => sample, toasts);
    expect(ok).toBe(false);
    expect(store.getState()).toMatchObject({ report: sample, status: 'ready', steps: { report: 'error' } });
    expect(store.getState().completedSteps.has(6)).toBe(true);
    expect(notify.error).toHaveBeenCalledWith('failed');
  });

  it('generate drops its work when another upload replaced the dataset before it ran', async () => {
    const compute = vi.fn(() => real);
    const pending = generate('report', 6, compute, () => sample, toasts);
    store.setState({ dataset: { rowCount: 2 } as Dataset });
    expect(await pending).toBe(false);
    expect(compute).not.toHaveBeenCalled();
    expect(store.getState().report).toBeNull();
  });

  it("generate waits for the fingerprint the parse worker posts after the dataset, so a report's or dashboard's id is built on it, not computed on the page (issue 15)", async () => {
    const ds = createDataset({ columns: [numberColumn('sales', Float64Array.of(1, 2))], detected });
    expectFingerprint(ds);
    store.setState({ dataset: ds });
    const seen: string[] = [];
    const pending = generate('report', 6, (d) => (seen.push(datasetFingerprint(d)), real), () => sample, toasts);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
    settleFingerprint(ds, 'fp-from-worker');
    expect(await pending).toBe(true);
    expect(seen).toEqual(['fp-from-worker']);
  });

  it('generate does nothing without data', async () => {
    store.setState({ dataset: null });
    expect(await generate('report', 6, () => real, () => sample, toasts)).toBe(false);
    expect(store.getState().steps.report).toBe('idle');
  });
});
