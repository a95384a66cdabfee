import { parseCsv } from '@tallyline/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// idb-keyval over a Map, recording how big each put is.
const store = vi.hoisted(() => ({ map: new Map<string, unknown>(), puts: [] as { key: string; strings: number }[], full: false }));
vi.mock('idb-keyval', () => ({
  get: async (k: string) => store.map.get(k),
  set: async (k: string, v: unknown) => {
    if (store.full) throw new DOMException('full', 'QuotaExceededError');
    store.puts.push({ key: k, strings: Array.isArray(v) ? v.length : 0 });
    store.map.set(k, structuredClone(v));
  },
  delMany: async (ks: string[]) => ks.forEach((k) => store.map.delete(k)),
  keys: async () => [...store.map.keys()],
}));

const { DICT_PART, deleteStashesBefore, newStashId, readStash, stashForReload, writeStash } = await import('./datasetStash.js');

const stashKeys = () => [...store.map.keys()].filter((k) => k.startsWith('tallyline:workflow:stash:'));

describe('datasetStash', () => {
  beforeAll(() => vi.stubGlobal('indexedDB', {}));
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    store.map.clear();
    store.puts.length = 0;
    store.full = false;
  });

  it('keeps a dataset as small records, the head last, and reads back the same cells, types and misfits', async () => {
    const lines = ['id,date,region,sales'];
    for (let i = 0; i < DICT_PART + 10; i++) lines.push(`id-${i},2024-01-${String((i % 28) + 1).padStart(2, '0')},${['North', 'South'][i % 2]},${i === 3 ? 'tbd' : i}`);
    const ds = parseCsv(`${lines.join('\n')}\n`);
    await writeStash('s1', ds);
    // Every put holds at most one dictionary part of strings; the record describing them comes last.
    expect(Math.max(...store.puts.map((p) => p.strings))).toBeLessThanOrEqual(DICT_PART);
    expect(store.puts.at(-1)?.key).toBe('tallyline:workflow:stash:s1');

    const got = await readStash('s1');
    expect(got?.rowCount).toBe(ds.rowCount);
    expect(got?.summary).toEqual(ds.summary);
    for (const r of [0, 3, 17, DICT_PART + 9]) {
      for (let c = 0; c < ds.headers.length; c++) expect(got?.cellText(r, c)).toBe(ds.cellText(r, c));
    }
    expect(got?.column('sales').invalid.get(3)).toBe('tbd');
  });

  it('a stash without its head, or missing any part (a dictionary part too), reads back as nothing', async () => {
    const lines = ['id'];
    for (let i = 0; i < DICT_PART + 1; i++) lines.push(`id-${i}`);
    const ds = parseCsv(`${lines.join('\n')}\n`);
    for (const lost of ['', ':0:codes', ':0:dict:1']) {
      await writeStash('s1', ds);
      store.map.delete(`tallyline:workflow:stash:s1${lost}`);
      expect(await readStash('s1')).toBeNull();
    }
  });

  it('stashForReload answers a new id whose stash reads back, or null when IndexedDB refuses', async () => {
    const ds = parseCsv('a,b\nx,1\ny,2\n');
    const id = await stashForReload(ds);
    expect((await readStash(id!))?.cellText(1, 0)).toBe('y');
    store.full = true;
    expect(await stashForReload(ds)).toBeNull();
  });

  it('ids sort by the time they were made; deleteStashesBefore keeps the given stash and newer ones, and drops the old layout', async () => {
    const [older, kept, newer] = [1_000, 2_000, 3_000].map((t) => newStashId(t));
    expect([newer, older, kept].sort()).toEqual([older, kept, newer]);
    expect(newStashId(2_000)).not.toBe(kept);
    const ds = parseCsv('c\n5\n');
    for (const id of [older!, kept!, newer!]) await writeStash(id, ds);
    store.map.set('tallyline:workflow:dataset:0:values', new Float64Array(1));
    store.map.set('tallyline:workflow:dataset', { v: 3 });
    await deleteStashesBefore(kept!);
    expect(new Set(stashKeys().map((k) => k.split(':')[3]))).toEqual(new Set([kept, newer]));
    expect([...store.map.keys()].filter((k) => !k.startsWith('tallyline:workflow:stash:'))).toEqual(['tallyline:workflow:dataset']);
    await deleteStashesBefore(null);
    expect(stashKeys()).toEqual([]);
  });
});
