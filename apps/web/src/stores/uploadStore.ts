import { DEFAULT_PAGE_SIZE, UPLOAD_LIMIT_ANONYMOUS_BYTES, UPLOAD_LIMIT_SIGNED_IN_BYTES, importChoices } from '@tallyline/core';
import type { ChartChoice, Dataset, SavedImportSettings } from '@tallyline/core';
import type { ChartKind, ExplorerSort } from '@tallyline/ui';
import { notify } from '@tallyline/ui';
import { create } from 'zustand';
import { useNotificationsStore } from './notificationsStore.js';
import { BROWSER_LIMIT_SIGNED_IN_BYTES, PARSE_REASONS, UPLOAD_TEXT } from '../messages/upload.js';
import type { ParseRequestOptions } from '../workers/parseProtocol.js';
import { savingDataset } from './saved/datasetLink.js';
import { useSavedStore } from './savedStore.js';
import { ParseFailure, parseInWorker, type ParseJob, type ParseProgress } from '../workers/parseInWorker.js';

/**
 * The upload screen's state (spec app.md §2 upload screen, §5 upload rules, §8 upload texts):
 * the file being parsed in the worker and its progress, the error shown under the drop zone,
 * the import-settings overrides, and the explorer / chart view of the current dataset.
 * The dataset itself lives in the workflow store; the screen hands it over.
 */
export type UploadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UploadError {
  kind: 'size' | 'parse';
  message: string;
  /** The specific reason (parse failures), shown in smaller text. */
  detail: string | null;
}

export interface ExplorerView {
  search: string;
  sort: ExplorerSort | null;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** null = every column. */
  visibleColumns: string[] | null;
}

export interface UploadContext {
  signedIn: boolean;
  /** The signed-in user's id: the dataset is saved for them. */
  userId: string | null;
}

export interface UploadState {
  status: UploadStatus;
  fileName: string | null;
  progress: ParseProgress | null;
  error: UploadError | null;
  /** Overrides of what ingest detects (import settings, the sheet of a workbook among them); {} = detect everything. */
  options: ParseRequestOptions;
  view: ExplorerView;
  /** null = the default chart type of core's defaultChartConfig. */
  chartType: ChartKind | null;
  /** The chart controls' x / value / aggregation / series (issue 13); {} = core's defaults. A new parse starts over. */
  chartChoice: ChartChoice;
  /** Why the current dataset cannot be parsed again with other import settings (a reopened one without its file); null = it can. */
  reparseUnavailable: string | null;

  /** Checks the size, parses in the worker, toasts, saves for a signed-in user. Resolves to the Dataset or null. */
  upload(file: File, context: UploadContext): Promise<Dataset | null>;
  /** Parses the last file again with `options` (import settings). */
  reparse(options: ParseRequestOptions, context: UploadContext): Promise<Dataset | null>;
  /**
   * A saved dataset was reopened (issue 18): its kept file (null when none can be re-read) and saved import
   * settings become the current file, so a re-parse reads that file and updates saved entry `savedId`.
   */
  reopened(input: { file?: File | null; fileName: string; importSettings?: SavedImportSettings }, savedId: string): void;
  cancel(): void;
  setSearch(search: string): void;
  setSort(sort: ExplorerSort): void;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setVisibleColumns(columns: string[]): void;
  setChartType(type: ChartKind): void;
  setChartChoice(choice: ChartChoice): void;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spec §5 (+ issue 18): on drop only CSV (text/csv, .csv) and Excel workbooks (.xlsx) are accepted; the worker tells them apart by content. */
export function isDataFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return file.type === 'text/csv' || file.type === XLSX_TYPE || name.endsWith('.csv') || name.endsWith('.xlsx');
}

/** The byte limit that applies: 10 MB anonymous, 1 GB signed in (issue 15; a file over 128 MB is analysed as a sample). */
export function uploadLimit(signedIn: boolean): number {
  return signedIn ? BROWSER_LIMIT_SIGNED_IN_BYTES : UPLOAD_LIMIT_ANONYMOUS_BYTES;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
}

const initialView: ExplorerView = { search: '', sort: null, page: 1, pageSize: DEFAULT_PAGE_SIZE, visibleColumns: null };

// Not state: the running job and the last file (kept for a re-parse).
let job: ParseJob | null = null;
let lastFile: File | null = null;
// The last signed-in save: which file, and the row it was saved as.
let lastSaved: { file: File; id: Promise<string | null> } | null = null;

export const useUploadStore = create<UploadState>()((set, get) => {
  async function run(file: File, options: ParseRequestOptions, context: UploadContext): Promise<Dataset | null> {
    job?.cancel();
    set({ status: 'loading', fileName: file.name, progress: { bytes: 0, total: file.size, rows: 0 }, error: null, options });
    const current = parseInWorker(file, options, (progress) => {
      if (job === current) set({ progress });
    });
    job = current;
    try {
      const ds = await current.result;
      if (job !== current) return null;
      job = null;
      set({ status: 'ready', progress: null, view: { ...initialView }, chartType: null, chartChoice: {} });
      notify.success(UPLOAD_TEXT.uploadSuccessToast);
      if (context.signedIn && context.userId) {
        // One saved entry per content; a failure is shown with a Retry (issue 17; spec §8 only logged it).
        // A re-parse of the same file (import settings) updates the entry its first parse saved.
        // The original is stored up to the Premium limit (100 MB); a bigger file keeps its saved rows only.
        const userId = context.userId;
        const original = file.size <= UPLOAD_LIMIT_SIGNED_IN_BYTES ? file : undefined;
        const previous = lastSaved?.file === file ? lastSaved.id : Promise.resolve(null);
        // The import settings are saved with it: reopening reads the kept file the same way (issue 18).
        const id = previous.then((replaceId) => useSavedStore.getState().saveUpload({ userId, fileName: file.name, dataset: ds, original, replaceId, importSettings: options }));
        savingDataset(ds, id);
        lastSaved = { file, id };
      }
      return ds;
    } catch (error) {
      if (job !== current) return null;
      job = null;
      const code = error instanceof ParseFailure ? error.code : 'UNKNOWN';
      if (code === 'CANCELLED') {
        set({ status: 'idle', progress: null });
        return null;
      }
      const reason = PARSE_REASONS[code] ?? PARSE_REASONS.UNKNOWN ?? null;
      const line = error instanceof ParseFailure && error.line > 0 ? ` (line ${error.line})` : '';
      set({ status: 'error', progress: null, error: { kind: 'parse', message: UPLOAD_TEXT.parseFailed, detail: reason ? reason + line : null } });
      notify.error(UPLOAD_TEXT.uploadFailedToast);
      return null;
    }
  }

  return {
    status: 'idle',
    fileName: null,
    progress: null,
    error: null,
    options: {},
    view: { ...initialView },
    chartType: null,
    chartChoice: {},
    reparseUnavailable: null,

    upload: async (file, context) => {
      const limit = uploadLimit(context.signedIn);
      if (file.size > limit) {
        job?.cancel();
        job = null;
        set({ status: 'error', progress: null, error: { kind: 'size', message: UPLOAD_TEXT.tooLarge(megabytes(limit), megabytes(file.size)), detail: null } });
        return null;
      }
      lastFile = file;
      set({ reparseUnavailable: null });
      const ds = await run(file, {}, context);
      // A signed-in user's finished upload is one of the header's notifications (issue 17).
      if (ds && context.signedIn) void useNotificationsStore.getState().uploadFinished(file.name);
      return ds;
    },
    reparse: async (options, context) => (lastFile ? run(lastFile, options, context) : null),
    reopened: ({ file = null, fileName, importSettings = {} }, savedId) => {
      // The reopened dataset replaces whatever this page parsed before: a re-parse must not read that file.
      job?.cancel();
      job = null;
      lastFile = file;
      lastSaved = file ? { file, id: Promise.resolve(savedId) } : null;
      set({
        status: 'ready',
        fileName,
        progress: null,
        error: null,
        options: importChoices(importSettings),
        reparseUnavailable: file ? null : importSettings.rewritten ? UPLOAD_TEXT.reparseRewritten : UPLOAD_TEXT.reparsePreviewOnly,
      });
    },
    cancel: () => {
      const current = job;
      job = null;
      current?.cancel();
      if (get().status === 'loading') set({ status: 'idle', progress: null });
    },
    setSearch: (search) => set((s) => ({ view: { ...s.view, search, page: 1 } })),
    setSort: (sort) => set((s) => ({ view: { ...s.view, sort, page: 1 } })),
    setPage: (page) => set((s) => ({ view: { ...s.view, page } })),
    setPageSize: (pageSize) => set((s) => ({ view: { ...s.view, pageSize, page: 1 } })),
    setVisibleColumns: (visibleColumns) => set((s) => ({ view: { ...s.view, visibleColumns: visibleColumns.length > 0 ? visibleColumns : s.view.visibleColumns } })),
    setChartType: (chartType) => set({ chartType }),
    setChartChoice: (chartChoice) => set({ chartChoice }),
  };
});
