import { Blob as NodeBlob } from 'node:buffer';
import { createDataset, parseCsv, type Dataset } from '@tallyline/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@tallyline/ui';
import type { DatasetContent } from '../../lib/db/datasetVersions.js';
import { REFRESH_TEXT } from '../../messages/refresh.js';
import { UPLOAD_TEXT } from '../../messages/upload.js';
import { ParseFailure } from '../../workers/parseJob.js';
import type { ParseRequestOptions } from '../../workers/parseProtocol.js';
import { parseUpload } from '../../workers/parseUpload.js';
import { DatasetVersionsDialog, type VersionsDialogDeps } from './DatasetVersionsDialog.js';
import { RefreshDatasetDialog, type RefreshDialogDeps } from './RefreshDatasetDialog.js';

vi.mock('@tallyline/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// Node's Blob, as the parse worker's File: jsdom's has no arrayBuffer.
const nodeBlob = (text: string) => new NodeBlob([text]) as unknown as Blob;
const fails = (message: string) => ({ error: { kind: 'network' as const, message } });

const files: Record<string, Dataset> = {
  'feb.csv': parseCsv('day,sales\n2024-02-01,7\n2024-02-02,8\n'),
  'wrong.csv': parseCsv('day,revenue,region\n2024-02-01,7,north\n'),
};
const SAVED_TEXT = 'day,sales\n2024-01-01,10\n2024-01-02,12\n2024-01-03,11\n';
const saved = parseCsv(SAVED_TEXT);
const current = { user_id: 'u1', name: 'jan', file_name: 'jan.csv', headers: ['day', 'sales'], row_count: 3, version: 1, fingerprint: 'jan-print' as string | null };

function refreshDeps(over: Partial<RefreshDialogDeps> = {}): RefreshDialogDeps {
  return {
    getCurrent: vi.fn(async () => ({ data: current })),
    parse: vi.fn(async (file: Blob) => files[(file as File).name]!),
    sheets: vi.fn(() => null),
    reopen: vi.fn(async () => ({ dataset: saved })),
    update: vi.fn(async () => ({ data: 2 })),
    uploadOriginal: vi.fn(async () => ({ data: null })),
    ...over,
  };
}

function renderRefresh(deps: RefreshDialogDeps) {
  const onRefreshed = vi.fn();
  const onOpenChange = vi.fn();
  render(<RefreshDatasetDialog datasetId="d1" name="jan.csv" open onOpenChange={onOpenChange} onRefreshed={onRefreshed} deps={deps} />);
  return { onRefreshed, onOpenChange };
}

const pick = (name: string) => userEvent.upload(screen.getByLabelText(REFRESH_TEXT.pick), new File(['x'], name, { type: 'text/csv' }));

describe('RefreshDatasetDialog', () => {
  it('explains a column mismatch by name and saves nothing', async () => {
    const deps = refreshDeps();
    renderRefresh(deps);
    await pick('wrong.csv');
    const alert = await screen.findByRole('alert');
    expect(within(within(alert).getByRole('list', { name: REFRESH_TEXT.missing })).getByText('sales')).toBeInTheDocument();
    const extra = within(alert).getByRole('list', { name: REFRESH_TEXT.extra });
    expect(within(extra).getByText('revenue')).toBeInTheDocument();
    expect(within(extra).getByText('region')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REFRESH_TEXT.save })).toBeNull();
    expect(deps.update).not.toHaveBeenCalled();
  });

  it('appends the new rows after the saved ones and reports the new counts', async () => {
    const deps = refreshDeps();
    const { onRefreshed, onOpenChange } = renderRefresh(deps);
    await pick('feb.csv');
    expect(await screen.findByLabelText(REFRESH_TEXT.append(3, 2))).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.save }));
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalledWith({ file_name: 'jan.csv', row_count: 5, column_count: 2 }));
    const written = vi.mocked(deps.update).mock.calls[0]![1] as DatasetContent;
    expect(written.data.map((r) => r.sales)).toEqual([10, 12, 11, 7, 8]);
    expect(vi.mocked(deps.uploadOriginal).mock.calls[0]![2]).toBe(2);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('replace does not read the saved rows', async () => {
    const deps = refreshDeps();
    const { onRefreshed } = renderRefresh(deps);
    await pick('feb.csv');
    await userEvent.click(await screen.findByLabelText(REFRESH_TEXT.replace(2)));
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.save }));
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalledWith({ file_name: 'feb.csv', row_count: 2, column_count: 2 }));
    expect(deps.reopen).not.toHaveBeenCalled();
  });

  it('a failed save says why and Retry finishes it without writing the rows twice', async () => {
    const upload = vi.fn<RefreshDialogDeps['uploadOriginal']>().mockResolvedValueOnce(fails('Storage is unavailable')).mockResolvedValueOnce({ data: null });
    const deps = refreshDeps({ uploadOriginal: upload });
    const { onRefreshed } = renderRefresh(deps);
    await pick('feb.csv');
    await userEvent.click(await screen.findByRole('button', { name: REFRESH_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFRESH_TEXT.saveFailed('Storage is unavailable'));
    expect(onRefreshed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.retry }));
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalled());
    expect(deps.update).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('a file read as a sample (over 128 MiB) is refused with the reason, before any choice, and nothing is saved', async () => {
    // 400 rows "over the budget" (the parse worker's own path, with a small budget) become a 50-row sample.
    const big = `day,sales\n${Array.from({ length: 400 }, (_, i) => `2024-01-01,${i}`).join('\n')}\n`;
    const sampled = await parseUpload(nodeBlob(big), {}, () => undefined, { csvFromBytes: 100, xlsxFromBytes: 100, sampleRows: 50 });
    const deps = refreshDeps({ parse: vi.fn(async () => sampled) });
    renderRefresh(deps);
    await pick('feb.csv');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFRESH_TEXT.sampled(50, 400));
    expect(screen.queryByRole('button', { name: REFRESH_TEXT.save })).toBeNull();
    expect(deps.update).not.toHaveBeenCalled();
    expect(deps.uploadOriginal).not.toHaveBeenCalled();
  });

  it('the same file again on a dataset saved before fingerprints makes no new version: nothing is written', async () => {
    const deps = refreshDeps({ getCurrent: vi.fn(async () => ({ data: { ...current, fingerprint: null } })), parse: vi.fn(async () => parseCsv(SAVED_TEXT)) });
    const { onRefreshed, onOpenChange } = renderRefresh(deps);
    await pick('jan.csv');
    await userEvent.click(await screen.findByLabelText(REFRESH_TEXT.replace(3)));
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.save }));
    await vi.waitFor(() => expect(notify.info).toHaveBeenCalledWith(REFRESH_TEXT.unchanged));
    // the kept original was read back to fingerprint it; no row and no original written
    expect(deps.reopen).toHaveBeenCalledTimes(1);
    expect(deps.update).not.toHaveBeenCalled();
    expect(deps.uploadOriginal).not.toHaveBeenCalled();
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a changed file on a dataset saved before fingerprints is saved as a new version', async () => {
    const deps = refreshDeps({ getCurrent: vi.fn(async () => ({ data: { ...current, fingerprint: null } })) });
    const { onRefreshed } = renderRefresh(deps);
    await pick('feb.csv');
    await userEvent.click(await screen.findByLabelText(REFRESH_TEXT.replace(2)));
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.save }));
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalledWith({ file_name: 'feb.csv', row_count: 2, column_count: 2 }));
    expect(deps.update).toHaveBeenCalledTimes(1);
  });

  it('a file that cannot be read says why', async () => {
    renderRefresh(refreshDeps({ parse: vi.fn(async () => Promise.reject(new Error('The file is empty'))) }));
    await pick('feb.csv');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFRESH_TEXT.readFailed('The file is empty'));
  });
});

/** `ds` as read from sheet `sheet` of a workbook (parseXlsx's `detected.source`). */
const fromSheet = (ds: Dataset, sheet: string) => createDataset({ columns: ds.columns, detected: { ...ds.detected, source: { format: 'xlsx', sheet } }, warnings: ds.warnings });
const BOOK_SHEETS = [
  { name: 'Notes', rows: 1, columns: 1 },
  { name: 'Sales', rows: 2, columns: 2 },
];
/** A workbook "book.xlsx" of two sheets: Notes (other columns) first, Sales (the dataset's columns). */
const bookParse = vi.fn(async (_file: Blob, options: ParseRequestOptions) => {
  if (options.sheet === undefined || options.sheet === 'Notes') return fromSheet(parseCsv('note\nhello\n'), 'Notes');
  if (options.sheet === 'Sales') return fromSheet(files['feb.csv']!, 'Sales');
  throw new ParseFailure('UNKNOWN_SHEET', `The workbook has no sheet "${options.sheet}"`);
});

describe('RefreshDatasetDialog import settings (issue 18)', () => {
  it("reads the new file with the saved dataset's import settings and stores them with the refreshed rows", async () => {
    const saved = { sheet: 'Sales', delimiter: ';', columnTypes: { sales: 'number' }, rewritten: true };
    const deps = refreshDeps({ getCurrent: vi.fn(async () => ({ data: { ...current, import_settings: saved } })) });
    const { onRefreshed } = renderRefresh(deps);
    await pick('feb.csv');
    await userEvent.click(await screen.findByLabelText(REFRESH_TEXT.replace(2)));
    expect(deps.parse).toHaveBeenCalledWith(expect.anything(), { sheet: 'Sales', delimiter: ';', columnTypes: { sales: 'number' } });
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.save }));
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalled());
    const written = vi.mocked(deps.update).mock.calls[0]![1] as DatasetContent;
    // the kept original is now the rows written back as CSV: marked so reopening reads it with the typing settings
    expect(written.import_settings).toEqual({ sheet: 'Sales', delimiter: ';', columnTypes: { sales: 'number' }, rewritten: true });
  });

  it("reads the saved dataset's sheet of a new workbook; another sheet can be picked, and is what is stored", async () => {
    bookParse.mockClear();
    const deps = refreshDeps({ getCurrent: vi.fn(async () => ({ data: { ...current, headers: ['day', 'sales'], import_settings: { sheet: 'Notes' } } })), parse: bookParse, sheets: vi.fn(() => BOOK_SHEETS) });
    const { onRefreshed } = renderRefresh(deps);
    await pick('book.xlsx');
    // the saved sheet (Notes) has other columns: the mismatch is explained, and the picker is there to fix it
    expect(await screen.findByRole('alert')).toHaveTextContent(REFRESH_TEXT.mismatchTitle);
    const select = screen.getByRole('combobox', { name: UPLOAD_TEXT.sheet });
    expect(select).toHaveValue('Notes');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Notes (1 rows × 1 columns)', 'Sales (2 rows × 2 columns)']);
    await userEvent.selectOptions(select, 'Sales');
    expect(await screen.findByLabelText(REFRESH_TEXT.append(3, 2))).toBeChecked();
    expect(bookParse).toHaveBeenLastCalledWith(expect.anything(), { sheet: 'Sales' });
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.save }));
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalled());
    expect((vi.mocked(deps.update).mock.calls[0]![1] as DatasetContent).import_settings).toEqual({ sheet: 'Sales', rewritten: true });
  });

  it("a new workbook without the saved sheet is read from its first sheet, and the dialog says so", async () => {
    const deps = refreshDeps({ getCurrent: vi.fn(async () => ({ data: { ...current, import_settings: { sheet: 'March' } } })), parse: bookParse, sheets: vi.fn(() => BOOK_SHEETS) });
    renderRefresh(deps);
    await pick('book.xlsx');
    expect(await screen.findByText(REFRESH_TEXT.noSuchSheet('March', 'Notes'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: UPLOAD_TEXT.sheet })).toHaveValue('Notes');
  });
});

const content: DatasetContent = { headers: ['day', 'sales'], data: [{ day: '2024-01-01', sales: 10 }], row_count: 3, column_count: 2, file_name: 'jan.csv', fingerprint: null };

function versionsDeps(over: Partial<VersionsDialogDeps> = {}): VersionsDialogDeps {
  return {
    list: vi.fn(async () => ({
      data: {
        current: 2,
        versions: [{ version: 1, file_name: 'jan.csv', row_count: 3, column_count: 2, created_at: '2026-11-01T00:00:00Z', replaced_at: '2026-11-02T00:00:00Z' }],
      },
    })),
    getVersion: vi.fn(async () => ({ data: content })),
    downloadOriginal: vi.fn(async () => ({ data: new Blob(['day,sales\n']) })),
    update: vi.fn(async () => ({ data: 3 })),
    uploadOriginal: vi.fn(async () => ({ data: null })),
    ...over,
  };
}

describe('DatasetVersionsDialog', () => {
  it('lists the kept versions and restores one, with the import settings its original is read with (issue 18)', async () => {
    const deps = versionsDeps({ getVersion: vi.fn(async () => ({ data: { ...content, import_settings: { sheet: 'Sales' } } })) });
    const onRestored = vi.fn();
    render(<DatasetVersionsDialog datasetId="d1" userId="u1" name="jan.csv" open onOpenChange={() => undefined} onRestored={onRestored} deps={deps} />);
    expect(await screen.findByText(REFRESH_TEXT.current(2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.restoreLabel(1) }));
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledWith({ file_name: 'jan.csv', row_count: 3, column_count: 2 }));
    expect(vi.mocked(deps.uploadOriginal).mock.calls[0]![2]).toBe(3);
    expect(vi.mocked(deps.update).mock.calls[0]![1]).toMatchObject({ import_settings: { sheet: 'Sales' } });
  });

  it('a failed restore says why and offers a retry', async () => {
    const update = vi.fn<VersionsDialogDeps['update']>().mockResolvedValueOnce(fails('Failed to fetch')).mockResolvedValueOnce({ data: 3 });
    const onRestored = vi.fn();
    render(<DatasetVersionsDialog datasetId="d1" userId="u1" name="jan.csv" open onOpenChange={() => undefined} onRestored={onRestored} deps={versionsDeps({ update })} />);
    await userEvent.click(await screen.findByRole('button', { name: REFRESH_TEXT.restoreLabel(1) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFRESH_TEXT.restoreFailed('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalled());
  });

  it('says when there is no earlier version', async () => {
    render(<DatasetVersionsDialog datasetId="d1" userId="u1" name="jan.csv" open onOpenChange={() => undefined} onRestored={() => undefined} deps={versionsDeps({ list: vi.fn(async () => ({ data: { current: 1, versions: [] } })) })} />);
    expect(await screen.findByText(REFRESH_TEXT.noVersions)).toBeInTheDocument();
  });

  it('a failed load of the versions says why, and Retry reads them again', async () => {
    const list = vi.fn<VersionsDialogDeps['list']>().mockResolvedValueOnce(fails('Failed to fetch')).mockResolvedValueOnce({ data: { current: 1, versions: [] } });
    render(<DatasetVersionsDialog datasetId="d1" userId="u1" name="jan.csv" open onOpenChange={() => undefined} onRestored={() => undefined} deps={versionsDeps({ list })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(REFRESH_TEXT.loadFailed('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: REFRESH_TEXT.retry }));
    expect(await screen.findByText(REFRESH_TEXT.noVersions)).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
