import type { Dataset, Portfolio } from '@tallyline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { clearWorkflow, saveDataset, saveState } from '../../lib/persist/workflowPersist.js';
import { expectStash, settleStash } from '../../workers/stashRegistry.js';
import { INITIAL_STATE } from './initialState.js';
import { artefactsOf, restoredState, SAVE_DEBOUNCE_MS, startPersistence, toStep, type PersistedArtefacts } from './persistence.js';
import type { WorkflowState } from './types.js';

// A fake IndexedDB layer: every write is recorded.
vi.mock('../../lib/persist/workflowPersist.js', () => ({ saveDataset: vi.fn(), saveState: vi.fn(), clearWorkflow: vi.fn() }));

const data = { rowCount: 3 } as Dataset;
const portfolio = { name: 'P' } as Portfolio;
const stateOf = (over: Partial<WorkflowState>) => ({ ...INITIAL_STATE, hydrated: true, ...over }) as WorkflowState;

describe('toStep(n)', () => {
  it('toStep keeps 1-6, drops the fraction, and reads anything else as step 1', () => {
    expect([1, 6, 3.7, 0, 7, -2, Number.NaN].map(toStep)).toEqual([1, 6, 3, 1, 1, 1, 1]);
  });
});

describe('artefactsOf(state)', () => {
  it('artefactsOf stores a step caught mid-generation as idle, so it runs again after a reload', () => {
    const steps = { dashboard: 'ready', kpis: 'loading', portfolio: 'error', trend: 'idle', report: 'loading' } as const;
    expect(artefactsOf(stateOf({ steps })).steps).toEqual({ dashboard: 'ready', kpis: 'idle', portfolio: 'error', trend: 'idle', report: 'idle' });
  });

  it('artefactsOf keeps the artefacts and row ids, not the dataset or the edit draft', () => {
    const stored = artefactsOf(stateOf({ portfolio, portfolioRowId: 'p1', portfolioMode: 'edit', portfolioDraft: portfolio, dataset: data }));
    expect(stored).toMatchObject({ portfolio, portfolioRowId: 'p1' });
    expect(stored).not.toHaveProperty('dataset');
    expect(stored).not.toHaveProperty('portfolioDraft');
  });
});

describe('restoredState(stored)', () => {
  const artefacts = artefactsOf(stateOf({ portfolio }));
  const stored = (dataset: Dataset | null) => ({ dataset, state: { datasetKey: 'k', fileName: 'a.csv', completedSteps: [1, 2, 3], artefacts } });

  it('restoredState brings back the progress and artefacts, with the portfolio in view mode', () => {
    const s = restoredState(stored(data));
    expect(s).toMatchObject({ dataset: data, datasetKey: 'k', fileName: 'a.csv', portfolio, portfolioMode: 'view', portfolioDraft: null, status: 'ready' });
    expect([...s.completedSteps!]).toEqual([1, 2, 3]);
  });

  it('restoredState without a dataset is idle', () => {
    expect(restoredState(stored(null)).status).toBe('idle');
  });
});

describe('startPersistence(store)', () => {
  let store: ReturnType<typeof fakeStore>;
  let stop: () => void;
  const fakeStore = (hydrated: boolean) => create<WorkflowState>()(() => stateOf({ hydrated }));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
    vi.mocked(saveDataset).mockResolvedValue();
    vi.mocked(saveState).mockResolvedValue();
    vi.mocked(clearWorkflow).mockResolvedValue();
    store = fakeStore(true);
    stop = startPersistence(store);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('writes nothing before the stored workflow has been read back', async () => {
    stop();
    store = fakeStore(false);
    stop = startPersistence(store);
    store.setState({ dataset: data, datasetKey: 'k1', completedSteps: new Set([1]) });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(saveDataset).not.toHaveBeenCalled();
    expect(saveState).not.toHaveBeenCalled();
  });

  it('an upload points at its stash once under its key; quick changes write the state once, debounced', async () => {
    expectStash(data);
    settleStash(data, 'stash-1');
    store.setState({ dataset: data, datasetKey: 'k1', fileName: 'a.csv' });
    store.setState({ completedSteps: new Set([1]) });
    store.setState({ completedSteps: new Set([1, 2]) });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(saveState).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saveDataset).toHaveBeenCalledExactlyOnceWith('k1', 'stash-1');
    expect(saveState).toHaveBeenCalledExactlyOnceWith({
      datasetKey: 'k1',
      fileName: 'a.csv',
      completedSteps: [1, 2],
      artefacts: artefactsOf(store.getState()) satisfies PersistedArtefacts,
    });
  });

  it("each dataset's pointer waits for the worker's stash, in upload order, and the state waits for the pointer", async () => {
    const [first, second, third] = [{ rowCount: 1 }, { rowCount: 2 }, { rowCount: 3 }] as Dataset[];
    for (const ds of [first!, second!]) expectStash(ds);
    store.setState({ dataset: first, datasetKey: 'k1' });
    store.setState({ dataset: second, datasetKey: 'k2' });
    // not from a worker: no stash, nothing kept
    store.setState({ dataset: third, datasetKey: 'k3' });
    settleStash(second!, 'stash-2');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(saveDataset).not.toHaveBeenCalled();
    expect(saveState).not.toHaveBeenCalled();
    settleStash(first!, 'stash-1');
    await vi.waitFor(() => expect(saveState).toHaveBeenCalled());
    expect(vi.mocked(saveDataset).mock.calls).toEqual([
      ['k1', 'stash-1'],
      ['k2', 'stash-2'],
      ['k3', null],
    ]);
    expect(saveState).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ datasetKey: 'k3' }));
  });

  it('leaving the page writes a pending change at once instead of waiting for the debounce', async () => {
    store.setState({ dataset: data, datasetKey: 'k1', completedSteps: new Set([1]) });
    await vi.advanceTimersByTimeAsync(1);
    expect(saveState).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saveState).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ datasetKey: 'k1', completedSteps: [1] }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(saveState).toHaveBeenCalledOnce();
  });

  it('the dataset going away (reset, sign-out) clears the stored workflow', async () => {
    store.setState({ dataset: data, datasetKey: 'k1' });
    store.setState({ dataset: null, datasetKey: null });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(clearWorkflow).toHaveBeenCalledOnce();
    expect(saveDataset).toHaveBeenLastCalledWith('', null);
    expect(saveState).toHaveBeenLastCalledWith(expect.objectContaining({ datasetKey: null }));
  });
});
