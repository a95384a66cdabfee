import { createDataset, stringColumn, UPLOAD_LIMIT_ANONYMOUS_BYTES } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PARSE_REASONS, UPLOAD_TEXT } from '../messages/upload.js';
import { ParseFailure, type ParseFile, type ParseJob } from '../workers/parseInWorker.js';
import type * as WorkerModule from '../workers/parseInWorker.js';
import { detected } from './workflow/testData.js';

// Fakes: the worker (parseInWorker), the datasets table and the toasts.
const fake = vi.hoisted(() => ({
  jobs: [] as { resolve: (ds: Dataset) => void; reject: (e: Error) => void; cancelled: boolean; onProgress: (p: { bytes: number; total: number; rows: number }) => void; options: unknown }[],
  save: vi.fn<(input: unknown) => Promise<string | null>>(),
  success: vi.fn(),
  error: vi.fn(),
  reportUpload: vi.fn(() => Promise.resolve({ data: null })),
}));
vi.mock('../lib/db/notifications.js', () => ({
  reportUploadFinished: fake.reportUpload,
  listNotifications: vi.fn(() => Promise.resolve({ data: [] })),
  markNotificationsRead: vi.fn(),
}));
vi.mock('../workers/parseInWorker.js', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerModule>();
  const parseInWorker: ParseFile = (_file, options, onProgress): ParseJob => {
    let entry!: (typeof fake.jobs)[number];
    const result = new Promise<Dataset>((resolve, reject) => {
      entry = { resolve, reject, cancelled: false, onProgress, options };
    });
    fake.jobs.push(entry);
    return {
      result,
      cancel: () => {
        entry.cancelled = true;
        entry.reject(new real.ParseFailure('CANCELLED', 'Cancelled'));
      },
    };
  };
  return { ...real, parseInWorker };
});
vi.mock('./savedStore.js', () => ({ useSavedStore: { getState: () => ({ saveUpload: fake.save }) } }));
vi.mock('@tallyline/ui', () => ({ notify: { success: fake.success, error: fake.error, info: vi.fn() } }));

const { useUploadStore, isDataFile, uploadLimit } = await import('./uploadStore.js');

function dataset(): Dataset {
  return createDataset({
    columns: [
      stringColumn('region', ['North', 'South']),
      { type: 'number', name: 'sales', values: new Float64Array([10, 20]), invalid: new Map() },
    ],
    detected,
  });
}
const csv = (size = 10, name = 'sales.csv') => {
  const file = new File(['x'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const anonymous = { signedIn: false, userId: null };
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  fake.jobs.length = 0;
  fake.save.mockReset().mockResolvedValue('row-1');
  fake.success.mockReset();
  fake.error.mockReset();
  fake.reportUpload.mockClear();
  useUploadStore.setState({ status: 'idle', error: null, progress: null, fileName: null });
});

describe('uploadStore', () => {
  it('isDataFile(file) accepts CSV (text/csv or .csv) and .xlsx workbooks and nothing else', () => {
    expect(isDataFile({ name: 'a.CSV', type: '' })).toBe(true);
    expect(isDataFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isDataFile({ name: 'Q1.XLSX', type: '' })).toBe(true);
    expect(isDataFile({ name: 'book', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe(true);
    expect(isDataFile({ name: 'old.xls', type: 'application/vnd.ms-excel' })).toBe(false);
    expect(isDataFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });

  it('upload(file over the anonymous limit) shows the size error and parses nothing', async () => {
    const ds = await useUploadStore.getState().upload(csv(UPLOAD_LIMIT_ANONYMOUS_BYTES + 1), anonymous);
    expect(ds).toBeNull();
    expect(fake.jobs).toHaveLength(0);
    expect(useUploadStore.getState().status).toBe('error');
    expect(useUploadStore.getState().error).toEqual({ kind: 'size', message: UPLOAD_TEXT.tooLarge('10MB', '10.0MB'), detail: null });
  });

  it('upload(file) a signed-in user may analyse up to 1 GB in the browser (issue 15)', async () => {
    expect(uploadLimit(true)).toBe(1024 * 1024 * 1024);
    const pending = useUploadStore.getState().upload(csv(UPLOAD_LIMIT_ANONYMOUS_BYTES + 1), { signedIn: true, userId: 'u1' });
    expect(fake.jobs).toHaveLength(1);
    fake.jobs[0]?.resolve(dataset());
    expect(await pending).not.toBeNull();
  });

  it('upload(file) reports progress, then ready with the success toast; anonymous data is not saved', async () => {
    const pending = useUploadStore.getState().upload(csv(), anonymous);
    expect(useUploadStore.getState().status).toBe('loading');
    fake.jobs[0]?.onProgress({ bytes: 5, total: 10, rows: 3 });
    expect(useUploadStore.getState().progress).toEqual({ bytes: 5, total: 10, rows: 3 });
    const ds = dataset();
    fake.jobs[0]?.resolve(ds);
    expect(await pending).toBe(ds);
    expect(useUploadStore.getState().status).toBe('ready');
    expect(fake.success).toHaveBeenCalledWith(UPLOAD_TEXT.uploadSuccessToast);
    await flush();
    expect(fake.save).not.toHaveBeenCalled();
    expect(fake.reportUpload).not.toHaveBeenCalled();
  });

  it('upload(file) signed in saves it through the saved-work store (one entry per content) with the original file', async () => {
    const file = csv(10, 'q3 sales.csv');
    const pending = useUploadStore.getState().upload(file, { signedIn: true, userId: 'u1' });
    const ds = dataset();
    fake.jobs[0]?.resolve(ds);
    expect(await pending).toBe(ds);
    await flush();
    // with the import settings it was parsed with: {} = everything detected (issue 18)
    expect(fake.save).toHaveBeenCalledWith({ userId: 'u1', fileName: 'q3 sales.csv', dataset: ds, original: file, replaceId: null, importSettings: {} });
    // The finished upload is one of the user's notifications (issue 17).
    expect(fake.reportUpload).toHaveBeenCalledWith('q3 sales.csv');
    expect(useUploadStore.getState().status).toBe('ready');
  });

  it('reparse() of a saved file updates the entry its first parse saved instead of asking again', async () => {
    const file = csv(10, 'q3 sales.csv');
    const first = useUploadStore.getState().upload(file, { signedIn: true, userId: 'u1' });
    fake.jobs[0]?.resolve(dataset());
    await first;
    const again = useUploadStore.getState().reparse({ delimiter: ';' } as never, { signedIn: true, userId: 'u1' });
    const ds2 = dataset();
    fake.jobs[1]?.resolve(ds2);
    await again;
    await flush();
    expect(fake.save).toHaveBeenLastCalledWith(expect.objectContaining({ dataset: ds2, replaceId: 'row-1', importSettings: { delimiter: ';' } }));
  });

  it("reparse({ sheet }) reads the workbook's chosen sheet and saves that choice with the entry, so reopening reads it too (issue 18)", async () => {
    const file = csv(10, 'book.xlsx');
    const first = useUploadStore.getState().upload(file, { signedIn: true, userId: 'u1' });
    expect(fake.jobs[0]?.options).toEqual({});
    fake.jobs[0]?.resolve(dataset());
    await first;
    const again = useUploadStore.getState().reparse({ sheet: 'Costs' }, { signedIn: true, userId: 'u1' });
    expect(fake.jobs[1]?.options).toEqual({ sheet: 'Costs' });
    expect(useUploadStore.getState().options).toEqual({ sheet: 'Costs' });
    const costs = dataset();
    fake.jobs[1]?.resolve(costs);
    await again;
    await flush();
    expect(fake.save).toHaveBeenLastCalledWith(expect.objectContaining({ dataset: costs, importSettings: { sheet: 'Costs' } }));
  });

  it('upload(malformed file) shows the spec error with the reason and toasts Failed to upload data', async () => {
    const pending = useUploadStore.getState().upload(csv(), anonymous);
    fake.jobs[0]?.reject(new ParseFailure('UNTERMINATED_QUOTE', 'Unterminated quote', 3));
    expect(await pending).toBeNull();
    const { status, error } = useUploadStore.getState();
    expect(status).toBe('error');
    expect(error).toEqual({ kind: 'parse', message: UPLOAD_TEXT.parseFailed, detail: `${PARSE_REASONS.UNTERMINATED_QUOTE} (line 3)` });
    expect(fake.error).toHaveBeenCalledWith(UPLOAD_TEXT.uploadFailedToast);
  });

  it('cancel() stops the worker and returns to idle without a toast', async () => {
    const pending = useUploadStore.getState().upload(csv(), anonymous);
    useUploadStore.getState().cancel();
    expect(await pending).toBeNull();
    expect(fake.jobs[0]?.cancelled).toBe(true);
    expect(useUploadStore.getState().status).toBe('idle');
    expect(fake.error).not.toHaveBeenCalled();
    expect(fake.success).not.toHaveBeenCalled();
  });

  it('reparse(options) parses the last file again', async () => {
    const first = useUploadStore.getState().upload(csv(), anonymous);
    fake.jobs[0]?.resolve(dataset());
    await first;
    const again = useUploadStore.getState().reparse({ delimiter: ';' }, anonymous);
    expect(fake.jobs).toHaveLength(2);
    expect(useUploadStore.getState().options).toEqual({ delimiter: ';' });
    fake.jobs[1]?.resolve(dataset());
    expect(await again).not.toBeNull();
  });

  it('explorer view: search, sort and page size go back to page 1; hiding every column is refused', () => {
    const s = useUploadStore.getState();
    s.setPage(3);
    s.setSearch('north');
    expect(useUploadStore.getState().view).toMatchObject({ search: 'north', page: 1 });
    s.setPage(2);
    s.setSort({ column: 'sales', direction: 'desc' });
    expect(useUploadStore.getState().view).toMatchObject({ sort: { column: 'sales', direction: 'desc' }, page: 1 });
    s.setVisibleColumns(['sales']);
    s.setVisibleColumns([]);
    expect(useUploadStore.getState().view.visibleColumns).toEqual(['sales']);
    s.setPageSize(25);
    expect(useUploadStore.getState().view).toMatchObject({ pageSize: 25, page: 1 });
  });
});
