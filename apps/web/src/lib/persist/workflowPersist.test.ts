import { parseCsv } from '@tallyline/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// idb-keyval over a Map, recording how big each put is.
const store = vi.hoisted(() => ({ map: new Map<string, unknown>(), puts: [] as { key: string; strings: number }[] }));
vi.mock('idb-keyval', () => ({
  get: async (k: string) => store.map.get(k),
  set: async (k: string, v: unknown) => {
    store.puts.push({ key: k, strings: Array.isArray(v) ? v.length : 0 });
    store.map.set(k, structuredClone(v));
  },
  del: async (k: string) => void store.map.delete(k),
  delMany: async (ks: string[]) => ks.forEach((k) => store.map.delete(k)),
  keys: async () => [...store.map.keys()],
}));

const { DICT_PART, clearWorkflow, loadWorkflow, saveDataset, saveState } = await import('./workflowPersist.js');

const state = (datasetKey: string | null) => ({ datasetKey, fileName: 'f.csv', completedSteps: [1], artefacts: {} });

describe('workflowPersist', () => {
  beforeAll(() => vi.stubGlobal('indexedDB', {}));
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    store.map.clear();
    store.puts.length = 0;
  });

  it('stores a dataset as small records and reads back the same cells, types and misfits', async () => {
    const lines = ['id,date,region,sales'];
    for (let i = 0; i < DICT_PART + 10; i++) lines.push(`id-${i},2024-01-${String((i % 28) + 1).padStart(2, '0')},${['North', 'South'][i % 2]},${i === 3 ? 'tbd' : i}`);
    const ds = parseCsv(`${lines.join('\n')}\n`);
    await saveDataset('k1', ds);
    await saveState(state('k1'));
    // Every put holds at most one dictionary part of strings.
    expect(Math.max(...store.puts.map((p) => p.strings))).toBeLessThanOrEqual(DICT_PART);
    // The describing record is written last.
    expect(store.puts.at(-2)?.key).toBe('tallyline:workflow:dataset');

    const back = await loadWorkflow();
    expect(back?.state.completedSteps).toEqual([1]);
    const got = back?.dataset;
    expect(got?.rowCount).toBe(ds.rowCount);
    expect(got?.summary).toEqual(ds.summary);
    for (const r of [0, 3, 17, DICT_PART + 9]) {
      for (let c = 0; c < ds.headers.length; c++) expect(got?.cellText(r, c)).toBe(ds.cellText(r, c));
    }
    expect(got?.column('sales').invalid.get(3)).toBe('tbd');
  });

  it('a new dataset replaces every part of the old one; a missing part or another key reads back as nothing', async () => {
    await saveDataset('k1', parseCsv('a,b\nx,1\ny,2\n'));
    await saveDataset('k2', parseCsv('c\n5\n'));
    expect([...store.map.keys()].filter((k) => k.startsWith('tallyline:workflow:dataset:'))).toEqual(['tallyline:workflow:dataset:0:values']);
    await saveState(state('k1'));
    expect(await loadWorkflow()).toBeNull();
    await saveState(state('k2'));
    expect((await loadWorkflow())?.dataset?.cellText(0, 0)).toBe('5');
    store.map.delete('tallyline:workflow:dataset:0:values');
    expect(await loadWorkflow()).toBeNull();
  });

  it('clearWorkflow leaves nothing behind', async () => {
    await saveDataset('k1', parseCsv('a\nx\n'));
    await saveState(state('k1'));
    await clearWorkflow();
    expect([...store.map.keys()]).toEqual([]);
  });
});
