import { createDataset, datasetFingerprint, stringColumn, type Dataset } from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DatasetsModule from '../lib/db/datasets.js';
import { SAVE_TEXT } from '../messages/saved.js';
import { detected } from './workflow/testData.js';

// Fakes: the datasets table functions of lib/db and the toasts.
const fake = vi.hoisted(() => ({
  byFingerprint: vi.fn(),
  byFileName: vi.fn(),
  count: vi.fn(),
  insert: vi.fn(),
  replace: vi.fn(),
  touch: vi.fn(),
  store: vi.fn(),
  list: vi.fn(),
  rename: vi.fn(),
  del: vi.fn(),
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() },
}));
vi.mock('../lib/db/datasets.js', async (importOriginal) => ({
  ...(await importOriginal<typeof DatasetsModule>()),
  findDatasetByFingerprint: fake.byFingerprint,
  findDatasetByFileName: fake.byFileName,
  countDatasetsOfFile: fake.count,
  insertDataset: fake.insert,
  replaceDatasetContent: fake.replace,
  touchDataset: fake.touch,
  storeOriginal: fake.store,
  listDatasets: fake.list,
  renameDataset: fake.rename,
  deleteDataset: fake.del,
}));
vi.mock('../lib/db/dashboards.js');
vi.mock('../lib/db/reports.js');
vi.mock('../screens/saved/reopenDataset.js');
vi.mock('@tallyline/ui', () => ({ notify: fake.notify }));

const { useSavedStore, planSave, copyName } = await import('./savedStore.js');
const dashboards = await import('../lib/db/dashboards.js');
const { reopenDataset } = await import('../screens/saved/reopenDataset.js');
const { useWorkflowStore } = await import('./workflowStore.js');
const { savedIdFor } = await import('./saved/datasetLink.js');
const { expectFingerprint, settleFingerprint } = await import('../workers/fingerprintRegistry.js');

function dataset(sales: number[] = [10, 20]): Dataset {
  return createDataset({
    columns: [stringColumn('region', sales.map((_, i) => `R${i}`)), { type: 'number', name: 'sales', values: new Float64Array(sales), invalid: new Map() }],
    detected,
  });
}
const original = new Blob(['region,sales\n'], { type: 'text/csv' });
const save = (ds: Dataset, fileName = 'seattle-weather.csv') => useSavedStore.getState().saveUpload({ userId: 'u1', fileName, dataset: ds, original });
const existing = { id: 'row-old', name: 'seattle-weather', file_name: 'seattle-weather.csv' };

beforeEach(() => {
  vi.clearAllMocks();
  useSavedStore.getState().reset();
  fake.byFingerprint.mockResolvedValue({ data: null });
  fake.byFileName.mockResolvedValue({ data: null });
  fake.count.mockResolvedValue({ data: 1 });
  fake.insert.mockResolvedValue({ data: { id: 'row-new' } });
  fake.replace.mockResolvedValue({ data: { id: 'row-old', version: 2 } });
  fake.touch.mockResolvedValue({ data: null });
  fake.store.mockResolvedValue({ data: null });
});

describe('planSave: one entry per content', () => {
  it('same content reuses; else a saved file of the same name asks; else a new entry', () => {
    expect(planSave(existing, existing)).toEqual({ kind: 'reuse', id: 'row-old' });
    expect(planSave(null, existing)).toEqual({ kind: 'conflict', existing });
    expect(planSave(null, null)).toEqual({ kind: 'insert' });
  });

  it('a kept copy is named after how many of that file are saved', () => {
    expect(copyName('sales', 1)).toBe('sales (2)');
    expect(copyName('sales', 4)).toBe('sales (5)');
  });
});

describe('saveUpload', () => {
  it('a new file is inserted with its fingerprint, then its original is stored; the dataset is linked to the row', async () => {
    const ds = dataset();
    expect(await save(ds)).toBe('row-new');
    expect(fake.byFingerprint).toHaveBeenCalledWith(datasetFingerprint(ds));
    expect(fake.insert).toHaveBeenCalledWith(expect.objectContaining({ user_id: 'u1', name: 'seattle-weather', file_name: 'seattle-weather.csv', fingerprint: datasetFingerprint(ds) }));
    expect(fake.store).toHaveBeenCalledWith('u1', 'row-new', original, 1);
    expect(await savedIdFor(ds)).toBe('row-new');
  });

  it("an upload's save waits for the fingerprint the parse worker posts after the dataset, and records that one (issue 15)", async () => {
    const ds = dataset([7, 8, 9]);
    // what parseJob does when it hands out a dataset whose fingerprint the worker has not posted yet
    expectFingerprint(ds);
    const pending = save(ds);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // nothing is looked up or inserted without it (and the page does not compute it meanwhile)
    expect(fake.byFingerprint).not.toHaveBeenCalled();
    expect(fake.insert).not.toHaveBeenCalled();
    const fromWorker = datasetFingerprint(dataset([7, 8, 9]));
    settleFingerprint(ds, fromWorker);
    expect(await pending).toBe('row-new');
    expect(fake.byFingerprint).toHaveBeenCalledWith(fromWorker);
    expect(fake.insert).toHaveBeenCalledWith(expect.objectContaining({ fingerprint: fromWorker, row_count: 3 }));
  });

  it("a worker that stopped before its fingerprint: the save computes it, the dataset's own", async () => {
    const ds = dataset([3, 4]);
    expectFingerprint(ds);
    settleFingerprint(ds, null);
    expect(await save(ds)).toBe('row-new');
    expect(fake.insert).toHaveBeenCalledWith(expect.objectContaining({ fingerprint: datasetFingerprint(dataset([3, 4])) }));
  });

  it('the same content again reuses the entry (opened_at updated), never a duplicate — whatever the file is called', async () => {
    fake.byFingerprint.mockResolvedValue({ data: existing });
    expect(await save(dataset(), 'renamed-copy.csv')).toBe('row-old');
    expect(fake.touch).toHaveBeenCalledWith('row-old');
    expect(fake.insert).not.toHaveBeenCalled();
    expect(fake.byFileName).not.toHaveBeenCalled();
  });

  it('a changed file of a saved name asks; Replace gives the saved entry the new content and file', async () => {
    fake.byFileName.mockResolvedValue({ data: existing });
    const pending = save(dataset([1, 2, 3]));
    await vi.waitFor(() => expect(useSavedStore.getState().conflict).toEqual({ fileName: 'seattle-weather.csv', existing }));
    useSavedStore.getState().resolveConflict('replace');
    expect(await pending).toBe('row-old');
    expect(useSavedStore.getState().conflict).toBeNull();
    expect(fake.replace).toHaveBeenCalledWith('row-old', expect.objectContaining({ row_count: 3 }));
    // The new content is version 2: its original is kept as that version's (0400, issue 18).
    expect(fake.store).toHaveBeenCalledWith('u1', 'row-old', original, 2);
    expect(fake.insert).not.toHaveBeenCalled();
  });

  it('Keep both adds an entry named "name (n)"; Don\'t save saves nothing', async () => {
    fake.byFileName.mockResolvedValue({ data: existing });
    const both = save(dataset([4]));
    await vi.waitFor(() => expect(useSavedStore.getState().conflict).not.toBeNull());
    useSavedStore.getState().resolveConflict('keep-both');
    expect(await both).toBe('row-new');
    expect(fake.insert).toHaveBeenCalledWith(expect.objectContaining({ name: 'seattle-weather (2)', file_name: 'seattle-weather.csv' }));

    fake.insert.mockClear();
    const none = save(dataset([5]));
    await vi.waitFor(() => expect(useSavedStore.getState().conflict).not.toBeNull());
    useSavedStore.getState().resolveConflict('cancel');
    expect(await none).toBeNull();
    expect(fake.insert).not.toHaveBeenCalled();
  });

  it('two saves of the same content at once: the unique index refuses the second (23505) and it reuses the first', async () => {
    fake.insert.mockResolvedValue({ error: { kind: 'api', message: 'duplicate key', code: '23505' } });
    fake.byFingerprint.mockResolvedValueOnce({ data: null }).mockResolvedValueOnce({ data: existing });
    expect(await save(dataset())).toBe('row-old');
    expect(fake.notify.retry).not.toHaveBeenCalled();
  });

  it('a failed save is shown with a Retry that runs it again (without asking again)', async () => {
    fake.insert.mockResolvedValueOnce({ error: { kind: 'network', message: 'Failed to fetch' } });
    const ds = dataset();
    expect(await save(ds)).toBeNull();
    expect(fake.notify.retry).toHaveBeenCalledWith(SAVE_TEXT.datasetFailed, expect.any(Function), SAVE_TEXT.retry);
    const retry = fake.notify.retry.mock.lastCall![1] as () => void;
    retry();
    await vi.waitFor(() => expect(fake.store).toHaveBeenCalledWith('u1', 'row-new', original, 1));
    expect(fake.insert).toHaveBeenCalledTimes(2);
  });
});

describe('library lists', () => {
  it('load(kind) keeps a page and its total; a failure is kept for the inline Retry', async () => {
    fake.list.mockResolvedValueOnce({ error: { kind: 'network', message: 'Failed to fetch' } });
    await useSavedStore.getState().load('datasets');
    expect(useSavedStore.getState().lists.datasets).toMatchObject({ status: 'error', error: { kind: 'network' } });
    fake.list.mockResolvedValueOnce({ data: { items: [{ id: 'a', name: 'A' }], total: 21 } });
    await useSavedStore.getState().load('datasets');
    expect(useSavedStore.getState().lists.datasets).toMatchObject({ status: 'ready', error: null, page: { total: 21 } });
  });

  it('setPage asks the backend for that page; a page beyond the last (after deletes) falls back to the last', async () => {
    fake.list.mockResolvedValue({ data: { items: [], total: 21 } });
    await useSavedStore.getState().setPage('datasets', 2);
    expect(fake.list).toHaveBeenLastCalledWith({ search: '', sort: 'date', page: 2, pageSize: 20 });
    fake.list.mockResolvedValue({ data: { items: [], total: 20 } });
    await useSavedStore.getState().load('datasets');
    expect(fake.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
  });

  it('rename trims, updates the row in the list, and answers the error for the caller to keep the typed name', async () => {
    fake.list.mockResolvedValue({ data: { items: [{ id: 'a', name: 'old' }], total: 1 } });
    await useSavedStore.getState().load('datasets');
    fake.rename.mockResolvedValueOnce({ error: { kind: 'network', message: 'Failed to fetch' } });
    expect((await useSavedStore.getState().rename('datasets', 'a', ' new ')).error?.kind).toBe('network');
    expect(useSavedStore.getState().lists.datasets.page?.items[0]?.name).toBe('old');
    fake.rename.mockResolvedValueOnce({ data: { id: 'a', name: 'new' } });
    await useSavedStore.getState().rename('datasets', 'a', ' new ');
    expect(fake.rename).toHaveBeenLastCalledWith('a', 'new');
    expect(useSavedStore.getState().lists.datasets.page?.items[0]?.name).toBe('new');
  });

  it('a failed delete is shown with a Retry; the retry deletes', async () => {
    fake.del.mockResolvedValueOnce({ error: { kind: 'network', message: 'Failed to fetch' } }).mockResolvedValueOnce({ data: null });
    expect(await useSavedStore.getState().remove('datasets', { id: 'a', name: 'A' }, 'u1')).toBe(false);
    const retry = fake.notify.retry.mock.lastCall![1] as () => void;
    retry();
    await vi.waitFor(() => expect(fake.notify.success).toHaveBeenCalled());
    expect(fake.del).toHaveBeenLastCalledWith('u1', 'a');
  });

  it('a shared dashboard opens with its link: the token is read from dashboard_shares; a private one has none', async () => {
    vi.mocked(reopenDataset).mockResolvedValue({ dataset: dataset(), fileName: 'sales.csv' } as Awaited<ReturnType<typeof reopenDataset>>);
    vi.mocked(dashboards.upsertDashboard).mockResolvedValue({ data: { id: 'd1' } });
    const row = { id: 'd1', user_id: 'u1', name: 'Sales', description: '', layout: { grid: 'auto', columns: 2 }, widgets: [], is_public: true, dataset_id: 'ds1', updated_at: '' };
    vi.mocked(dashboards.getDashboard).mockResolvedValue({ data: row });
    vi.mocked(dashboards.getDashboardShareToken).mockResolvedValue({ data: 'T'.repeat(43) });
    expect(await useSavedStore.getState().open('dashboards', 'd1')).toBe('/dashboard/view');
    expect(dashboards.getDashboardShareToken).toHaveBeenLastCalledWith('d1');
    expect(useWorkflowStore.getState()).toMatchObject({ dashboardRowId: 'd1', dashboardPublic: true, dashboardShareToken: 'T'.repeat(43) });

    vi.mocked(dashboards.getDashboard).mockResolvedValue({ data: { ...row, is_public: false } });
    vi.mocked(dashboards.getDashboardShareToken).mockClear();
    await useSavedStore.getState().open('dashboards', 'd1');
    expect(dashboards.getDashboardShareToken).not.toHaveBeenCalled();
    expect(useWorkflowStore.getState()).toMatchObject({ dashboardPublic: false, dashboardShareToken: null });
  });
});
