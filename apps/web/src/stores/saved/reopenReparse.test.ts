// Issue 18: a dataset reopened from the saved list is the upload screen's current file. Changing an import
// setting (the sheet of a workbook, the delimiter) re-parses the reopened file — not the file last dropped
// in this page load, and not nothing after a reload. Without its file (preview rows only, or a refresh's
// rewritten CSV) the re-parse is refused with a reason instead of silently doing nothing.
import { createDataset, stringColumn, type Dataset } from '@tallyline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { detected } from '../workflow/testData.js';

const fake = vi.hoisted(() => ({
  reopen: vi.fn(),
  parsed: [] as { file: Blob; options: unknown }[],
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), retry: vi.fn() },
}));
vi.mock('../../screens/saved/reopenDataset.js', () => ({ reopenDataset: fake.reopen }));
vi.mock('../../lib/db/datasets.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  touchDataset: vi.fn(async () => ({ data: null })),
}));
vi.mock('../../workers/parseInWorker.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  parseInWorker: (file: Blob, options: unknown) => {
    fake.parsed.push({ file, options });
    return { result: Promise.resolve(dataset('parsed')), cancel: () => undefined };
  },
}));
vi.mock('@tallyline/ui', () => ({ notify: fake.notify }));

const { useSavedStore } = await import('../savedStore.js');
const { useUploadStore } = await import('../uploadStore.js');

function dataset(column: string): Dataset {
  return createDataset({ columns: [stringColumn(column, ['a', 'b'])], detected });
}
const anonymous = { signedIn: false, userId: null };
const book = new File(['PK…'], 'markets.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

beforeEach(() => {
  fake.parsed.length = 0;
  fake.reopen.mockReset();
});

describe('a reopened dataset is the file the import settings re-parse (issue 18)', () => {
  it('after a drop, reopening then picking another sheet re-parses the reopened workbook with that sheet', async () => {
    await useUploadStore.getState().upload(new File(['a,b\n1,2\n'], 'dropped.csv', { type: 'text/csv' }), anonymous);
    fake.reopen.mockResolvedValue({ dataset: dataset('date'), fileName: 'markets.xlsx', importSettings: { sheet: 'Weather' }, file: book });
    expect(await useSavedStore.getState().open('datasets', 'ds-1')).toBe('/dashboard/view');
    expect(useUploadStore.getState()).toMatchObject({ fileName: 'markets.xlsx', options: { sheet: 'Weather' }, reparseUnavailable: null });

    fake.parsed.length = 0;
    expect(await useUploadStore.getState().reparse({ sheet: 'Stocks' }, anonymous)).not.toBeNull();
    expect(fake.parsed).toHaveLength(1);
    expect(fake.parsed[0]?.file).toBe(book);
    expect(fake.parsed[0]?.options).toEqual({ sheet: 'Stocks' });
  });

  it('a reopened CSV re-parses with a changed delimiter, though nothing was dropped in this page load', async () => {
    const csv = new File(['code|city, country\nOSL|Oslo, Norway\n'], 'airports.csv', { type: 'text/csv' });
    fake.reopen.mockResolvedValue({ dataset: dataset('code'), fileName: 'airports.csv', importSettings: {}, file: csv });
    await useSavedStore.getState().open('datasets', 'ds-2');
    await useUploadStore.getState().reparse({ delimiter: '|' }, anonymous);
    expect(fake.parsed.at(-1)?.file).toBe(csv);
    expect(fake.parsed.at(-1)?.options).toEqual({ delimiter: '|' });
  });

  it('without a re-readable file (preview rows only, or a rewritten original) the re-parse is refused with a reason', async () => {
    fake.reopen.mockResolvedValue({ dataset: dataset('code'), fileName: 'old.csv', importSettings: {}, file: null });
    await useSavedStore.getState().open('datasets', 'ds-3');
    expect(useUploadStore.getState().reparseUnavailable).toBe(UPLOAD_TEXT.reparsePreviewOnly);
    fake.parsed.length = 0;
    expect(await useUploadStore.getState().reparse({ delimiter: ';' }, anonymous)).toBeNull();
    expect(fake.parsed).toEqual([]);

    fake.reopen.mockResolvedValue({ dataset: dataset('code'), fileName: 'refreshed.csv', importSettings: { delimiter: ';', rewritten: true }, file: null });
    await useSavedStore.getState().open('datasets', 'ds-4');
    expect(useUploadStore.getState()).toMatchObject({ reparseUnavailable: UPLOAD_TEXT.reparseRewritten, options: { delimiter: ';' } });
  });
});
