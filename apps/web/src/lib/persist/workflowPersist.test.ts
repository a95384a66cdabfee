import { parseCsv } from '@tallyline/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// idb-keyval over a Map.
const store = vi.hoisted(() => ({ map: new Map<string, unknown>() }));
vi.mock('idb-keyval', () => ({
  get: async (k: string) => store.map.get(k),
  set: async (k: string, v: unknown) => void store.map.set(k, structuredClone(v)),
  del: async (k: string) => void store.map.delete(k),
  delMany: async (ks: string[]) => ks.forEach((k) => store.map.delete(k)),
  keys: async () => [...store.map.keys()],
}));

const { newStashId, writeStash } = await import('./datasetStash.js');
const { clearWorkflow, loadWorkflow, saveDataset, saveState } = await import('./workflowPersist.js');

const state = (datasetKey: string | null) => ({ datasetKey, fileName: 'f.csv', completedSteps: [1], artefacts: {} });
const stashIds = () => new Set([...store.map.keys()].filter((k) => k.startsWith('tallyline:workflow:stash:')).map((k) => k.split(':')[3]));

describe('workflowPersist', () => {
  beforeAll(() => vi.stubGlobal('indexedDB', {}));
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => store.map.clear());

  it('points the workflow at the stash the worker wrote and reads that dataset back with its state', async () => {
    const id = newStashId();
    await writeStash(id, parseCsv('a,b\nx,1\ny,2\n'));
    await saveDataset('k1', id);
    await saveState(state('k1'));
    const back = await loadWorkflow();
    expect(back?.state.completedSteps).toEqual([1]);
    expect(back?.dataset?.cellText(1, 0)).toBe('y');
  });

  it("a new dataset drops the previous one's stash; a state of another key, or a stash gone, reads back as nothing", async () => {
    const [first, second] = [newStashId(1_000), newStashId(2_000)];
    await writeStash(first!, parseCsv('a,b\nx,1\ny,2\n'));
    await writeStash(second!, parseCsv('c\n5\n'));
    await saveDataset('k1', first!);
    await saveDataset('k2', second!);
    expect(stashIds()).toEqual(new Set([second]));
    await saveState(state('k1'));
    expect(await loadWorkflow()).toBeNull();
    await saveState(state('k2'));
    expect((await loadWorkflow())?.dataset?.cellText(0, 0)).toBe('5');
    store.map.delete(`tallyline:workflow:stash:${second}`);
    expect(await loadWorkflow()).toBeNull();
  });

  it('a dataset the worker could not keep (null) stores no dataset: its state reads back as nothing', async () => {
    const id = newStashId();
    await writeStash(id, parseCsv('a\nx\n'));
    await saveDataset('k1', id);
    await saveDataset('k2', null);
    await saveState(state('k2'));
    expect(await loadWorkflow()).toBeNull();
    expect(stashIds()).toEqual(new Set());
  });

  it('a workflow stored before stashes (the columns under the dataset record, v2) starts afresh', async () => {
    store.map.set('tallyline:workflow:dataset', { v: 2, key: 'k1', columns: [], detected: {}, warnings: [] });
    await saveState(state('k1'));
    expect(await loadWorkflow()).toBeNull();
  });

  it('clearWorkflow leaves nothing behind', async () => {
    const id = newStashId();
    await writeStash(id, parseCsv('a\nx\n'));
    await writeStash(newStashId(), parseCsv('b\ny\n'));
    await saveDataset('k1', id);
    await saveState(state('k1'));
    await clearWorkflow();
    expect([...store.map.keys()]).toEqual([]);
  });
});
