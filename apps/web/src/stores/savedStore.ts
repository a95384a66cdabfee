import type { Dashboard, Dataset, Report, Widget } from '@tallyline/core';
import { notify } from '@tallyline/ui';
import { create } from 'zustand';
import { deleteDashboard, getDashboard, getDashboardShareToken, listDashboards, renameDashboard, upsertDashboard, type SavedDashboardSummary } from '../lib/db/dashboards.js';
import {
  countDatasetsOfFile,
  datasetInsert,
  deleteDataset,
  findDatasetByFileName,
  findDatasetByFingerprint,
  insertDataset,
  listDatasetDependents,
  listDatasets,
  renameDataset,
  replaceDatasetContent,
  storeOriginal,
  touchDataset,
  type DatasetDependents,
  type DatasetMatch,
  type SavedDatasetSummary,
} from '../lib/db/datasets.js';
import { clampPage, SAVED_PAGE_SIZE, type Page, type PageQuery, type SavedSort } from '../lib/db/paging.js';
import { deleteReport, getReport, listReports, renameReport, type SavedReportSummary } from '../lib/db/reports.js';
import { fail, ok, toDbError, type DbError, type DbResult } from '../lib/db/result.js';
import type { AppPath } from '../lib/routes.js';
import { DELETE_TEXT, LIBRARY_TEXT, SAVE_TEXT } from '../messages/saved.js';
import { STEP_TOASTS } from '../messages/steps.js';
import { DATASET_SAVE_MAX_ROWS } from '../messages/upload.js';
import { reopenDataset, type ReopenedDataset } from '../screens/saved/reopenDataset.js';
import { fingerprintOf } from '../workers/fingerprintRegistry.js';
import type { ParseRequestOptions } from '../workers/parseProtocol.js';
import { previewJsonOf } from '../workers/previewRegistry.js';
import { savedAs, savingDataset } from './saved/datasetLink.js';
import { canonicalJson, recomputeDashboard, reportIsStale, widgetsWithPoints } from './saved/recomputeSaved.js';
import { useUploadStore } from './uploadStore.js';
import { useWorkflowStore, type ChartPoint, type StepNumber } from './workflowStore.js';

/**
 * The saved-work library (issue 17): one page per kind of the signed-in user's saved datasets,
 * dashboards and reports (search, sort, page), rename, delete, open; and the save of an upload,
 * which keeps one entry per content and asks "Replace or keep both" for a changed file of a
 * saved name. Screens use lib/db only through this store. Every failed save, load or delete is
 * shown — inline for the lists, else a toast with Retry that runs it again.
 */
export type SavedKind = 'datasets' | 'dashboards' | 'reports';

export interface SavedItemByKind {
  datasets: SavedDatasetSummary;
  dashboards: SavedDashboardSummary;
  reports: SavedReportSummary;
}
export type SavedItem = SavedItemByKind[SavedKind];

export interface SavedList<T> {
  query: PageQuery;
  page: Page<T> | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: DbError | null;
}

/** The question asked when a changed file has the name of a saved one. */
export interface SaveConflict {
  fileName: string;
  existing: DatasetMatch;
}
export type ConflictChoice = 'replace' | 'keep-both' | 'cancel';

export interface UploadSave {
  userId: string;
  fileName: string;
  dataset: Dataset;
  /** The uploaded file, kept so reopening brings back every row. */
  original?: Blob | undefined;
  /** A re-parse of a file already saved in this session (import settings): its entry takes the new content. */
  replaceId?: string | null | undefined;
  /** The import settings the file was parsed with ({} = detected), saved so reopening reads it the same way (issue 18). */
  importSettings?: ParseRequestOptions | undefined;
}

interface SavedState {
  lists: { [K in SavedKind]: SavedList<SavedItemByKind[K]> };
  conflict: SaveConflict | null;

  load(kind: SavedKind): Promise<void>;
  setSearch(kind: SavedKind, search: string): Promise<void>;
  setSort(kind: SavedKind, sort: SavedSort): Promise<void>;
  setPage(kind: SavedKind, page: number): Promise<void>;
  /** Renames an entry; the caller keeps what was typed when this answers an error. */
  rename(kind: SavedKind, id: string, name: string): Promise<DbResult<{ id: string; name: string }>>;
  /** What is built on a dataset and is deleted with it. */
  dependents(datasetId: string): Promise<DbResult<DatasetDependents>>;
  /** Deletes an entry (a dataset with its stored file and what was built on it); toasts, and a Retry on failure. */
  remove(kind: SavedKind, item: { id: string; name: string }, userId: string): Promise<boolean>;
  /**
   * A saved dataset was refreshed or a version restored (issue 18): the list is read again, and when it
   * is the dataset open in the workflow, the workflow takes its new rows (its steps compute again).
   */
  datasetChanged(id: string): Promise<void>;
  /** Opens an entry into the workflow; answers the route of its step, or null (toasted, with a Retry). */
  open(kind: SavedKind, id: string): Promise<AppPath | null>;
  /** Saves an upload (one entry per content); answers the row id, or null when not saved. */
  saveUpload(input: UploadSave): Promise<string | null>;
  /** The user's answer to `conflict`. */
  resolveConflict(choice: ConflictChoice): void;
  /** Forget everything (sign-out). */
  reset(): void;
}

/** What saving an upload does, from what is saved already. */
export type SavePlan = { kind: 'reuse'; id: string } | { kind: 'conflict'; existing: DatasetMatch } | { kind: 'insert' };

/**
 * Same content (fingerprint) → reuse that entry; else a saved entry of the same file name →
 * ask; else a new entry.
 */
export function planSave(sameContent: DatasetMatch | null, sameFileName: DatasetMatch | null): SavePlan {
  if (sameContent) return { kind: 'reuse', id: sameContent.id };
  if (sameFileName) return { kind: 'conflict', existing: sameFileName };
  return { kind: 'insert' };
}

/** The name of a kept copy: 'sales (2)' when one 'sales.csv' is saved already. */
export function copyName(name: string, savedWithFileName: number): string {
  return `${name} (${savedWithFileName + 1})`;
}

function emptyList<T>(sort: SavedSort = 'date'): SavedList<T> {
  return { query: { search: '', sort, page: 1, pageSize: SAVED_PAGE_SIZE }, page: null, status: 'idle', error: null };
}

const initialLists = (): SavedState['lists'] => ({ datasets: emptyList(), dashboards: emptyList(), reports: emptyList() });

const LIST: { [K in SavedKind]: (q: PageQuery) => Promise<DbResult<Page<SavedItemByKind[K]>>> } = {
  datasets: listDatasets,
  dashboards: listDashboards,
  reports: listReports,
};
const RENAME = { datasets: renameDataset, dashboards: renameDashboard, reports: renameReport };

// Not state: the latest list request per kind (an older answer never overwrites a newer one),
// and the pending answer to the conflict question.
const latest: Record<SavedKind, number> = { datasets: 0, dashboards: 0, reports: 0 };
let answer: ((choice: ConflictChoice) => void) | null = null;

const errorOf = (e: unknown): DbError => toDbError(e);

export const useSavedStore = create<SavedState>()((set, get) => {
  function patchList<K extends SavedKind>(kind: K, patch: Partial<SavedList<SavedItemByKind[K]>>) {
    set((s) => ({ lists: { ...s.lists, [kind]: { ...s.lists[kind], ...patch } } }));
  }

  async function load(kind: SavedKind): Promise<void> {
    const ticket = ++latest[kind];
    const { query } = get().lists[kind];
    patchList(kind, { status: 'loading', error: null });
    const r = await LIST[kind](query);
    if (ticket !== latest[kind]) return;
    if (r.error) {
      patchList(kind, { status: 'error', error: r.error });
      return;
    }
    // A delete emptied the last page: show the new last page.
    const page = clampPage(query.page, r.data.total, query.pageSize);
    if (page !== query.page) {
      patchList(kind, { query: { ...query, page } });
      return load(kind);
    }
    patchList(kind, { status: 'ready', page: r.data as Page<never> });
  }

  function setQuery(kind: SavedKind, change: Partial<PageQuery>): Promise<void> {
    patchList(kind, { query: { ...get().lists[kind].query, ...change } });
    return load(kind);
  }

  /**
   * Puts the reopened dataset into the workflow as saved dataset `id`, and marks it opened. Its kept file and
   * import settings become the upload screen's current file: a changed setting re-parses that file (issue 18).
   */
  function openDataset(reopened: ReopenedDataset, id: string) {
    const { dataset: ds, fileName } = reopened;
    savedAs(ds, id);
    useWorkflowStore.getState().setDataset(ds, fileName);
    useUploadStore.getState().reopened(reopened, id);
    void touchDataset(id);
  }

  async function openEntry(kind: SavedKind, id: string): Promise<DbResult<AppPath>> {
    try {
      if (kind === 'datasets') {
        openDataset(await reopenDataset(id), id);
        return ok('/dashboard/view');
      }
      if (kind === 'dashboards') {
        const row = await getDashboard(id);
        if (row.error) return row;
        if (!row.data.dataset_id) return fail({ kind: 'api', message: 'no dataset', code: 'no-dataset' });
        const reopened = await reopenDataset(row.data.dataset_id);
        const { dataset } = reopened;
        openDataset(reopened, row.data.dataset_id);
        const widgets = (row.data.widgets as (Widget & { chartData?: ChartPoint[] })[]) ?? [];
        const stored: Dashboard = {
          id: row.data.id,
          name: row.data.name,
          description: row.data.description ?? '',
          widgets: widgets.map(({ chartData: _points, ...w }) => w as Widget),
          isCustomizable: true,
          layout: row.data.layout as { grid: string; columns: number },
        };
        // The panels recompute over the dataset as it is now (a refresh may have changed it since the save)…
        const { dashboard, charts } = recomputeDashboard(dataset, stored);
        const recomputed = widgetsWithPoints(dashboard, charts);
        // …and a changed result is saved, so the public link shows it too.
        if (canonicalJson(recomputed) !== canonicalJson(widgets) || dashboard.description !== stored.description) {
          void upsertDashboard({ id: row.data.id, user_id: row.data.user_id, description: dashboard.description, layout: row.data.layout, widgets: recomputed });
        }
        // A shared dashboard opens with its link showing (the token lives in dashboard_shares, not in the row).
        const token = row.data.is_public ? await getDashboardShareToken(row.data.id) : null;
        if (token?.error) return token;
        const wf = useWorkflowStore.getState();
        useWorkflowStore.setState({
          dashboard,
          dashboardCharts: charts,
          dashboardRowId: row.data.id,
          dashboardPublic: row.data.is_public,
          dashboardShareToken: token?.data ?? null,
          completedSteps: new Set<StepNumber>([1, 2]),
          steps: { ...wf.steps, dashboard: 'ready' },
        });
        return ok('/dashboard/view');
      }
      const row = await getReport(id);
      if (row.error) return row;
      if (!row.data.dataset_id) return fail({ kind: 'api', message: 'no dataset', code: 'no-dataset' });
      const reopened = await reopenDataset(row.data.dataset_id);
      const { dataset } = reopened;
      openDataset(reopened, row.data.dataset_id);
      const wf = useWorkflowStore.getState();
      const report = row.data.content as Report;
      useWorkflowStore.setState({
        report,
        reportRowId: row.data.id,
        completedSteps: new Set<StepNumber>([1, 2, 3, 4, 5, 6]),
        steps: { ...wf.steps, report: 'ready' },
      });
      // Made from other data (the dataset was refreshed since): generated again over it, and saved over the same entry.
      if (reportIsStale(report, dataset)) await useWorkflowStore.getState().generateReport({ userId: row.data.user_id });
      return ok('/report');
    } catch (e) {
      return fail(errorOf(e));
    }
  }

  /** Asks the user (SaveConflictDialog) and waits for the answer. */
  function ask(conflict: SaveConflict): Promise<ConflictChoice> {
    answer?.('cancel');
    set({ conflict });
    return new Promise((resolve) => {
      answer = (choice) => {
        answer = null;
        set({ conflict: null });
        resolve(choice);
      };
    });
  }

  /** One attempt at saving an upload; `choice` is remembered so a retry does not ask again. */
  async function saveOnce(input: UploadSave, remembered: { choice: ConflictChoice | null }): Promise<DbResult<string | null>> {
    // The parse worker posts the fingerprint and the preview's JSON after the dataset (issue 15): waited for, not made on the page.
    const fingerprint = await fingerprintOf(input.dataset);
    const row = datasetInsert(input.userId, input.fileName, input.dataset, DATASET_SAVE_MAX_ROWS, fingerprint, input.importSettings ?? {}, await previewJsonOf(input.dataset));
    const keepFile = async (id: string, version = 1): Promise<DbResult<string>> => {
      if (!input.original) return ok(id);
      const stored = await storeOriginal(input.userId, id, input.original, version);
      return stored.error ? stored : ok(id);
    };
    if (input.replaceId) {
      const replaced = await replaceDatasetContent(input.replaceId, row);
      return replaced.error ? replaced : keepFile(replaced.data.id, replaced.data.version);
    }
    const sameContent = await findDatasetByFingerprint(row.fingerprint);
    if (sameContent.error) return sameContent;
    const sameFile = sameContent.data ? ok(null) : await findDatasetByFileName(input.fileName);
    if (sameFile.error) return sameFile;
    const plan = planSave(sameContent.data, sameFile.data);
    if (plan.kind === 'reuse') {
      const touched = await touchDataset(plan.id);
      return touched.error ? touched : ok(plan.id);
    }
    if (plan.kind === 'conflict') {
      remembered.choice ??= await ask({ fileName: input.fileName, existing: plan.existing });
      if (remembered.choice === 'cancel') return ok(null);
      if (remembered.choice === 'replace') {
        const replaced = await replaceDatasetContent(plan.existing.id, row);
        return replaced.error ? replaced : keepFile(replaced.data.id, replaced.data.version);
      }
      const count = await countDatasetsOfFile(input.fileName);
      if (count.error) return count;
      row.name = copyName(row.name, count.data);
    }
    const inserted = await insertDataset(row);
    if (inserted.error) {
      // Saved meanwhile (another tab, or an earlier attempt whose answer was lost): reuse that entry.
      if (inserted.error.code === '23505') {
        const again = await findDatasetByFingerprint(row.fingerprint);
        if (again.data) return keepFile(again.data.id);
      }
      return inserted;
    }
    return keepFile(inserted.data.id);
  }

  return {
    lists: initialLists(),
    conflict: null,

    load,
    setSearch: (kind, search) => setQuery(kind, { search, page: 1 }),
    setSort: (kind, sort) => setQuery(kind, { sort, page: 1 }),
    setPage: (kind, page) => setQuery(kind, { page }),

    rename: async (kind, id, name) => {
      const r = await RENAME[kind](id, name.trim());
      if (!r.error) {
        const list = get().lists[kind];
        if (list.page) {
          const items = (list.page.items as SavedItem[]).map((it) => (it.id === id ? { ...it, name: r.data.name } : it));
          patchList(kind, { page: { ...list.page, items } as Page<never> });
        }
      }
      return r;
    },

    dependents: (datasetId) => listDatasetDependents(datasetId),

    remove: async (kind, item, userId) => {
      const r = kind === 'datasets' ? await deleteDataset(userId, item.id) : kind === 'dashboards' ? await deleteDashboard(item.id) : await deleteReport(item.id);
      if (r.error) {
        notify.retry(DELETE_TEXT.failed(item.name), () => void get().remove(kind, item, userId), SAVE_TEXT.retry);
        return false;
      }
      notify.success(DELETE_TEXT.deleted(item.name));
      // The open workflow loses its link to what is gone.
      const wf = useWorkflowStore.getState();
      if (kind === 'datasets' && wf.savedDatasetId === item.id) useWorkflowStore.setState({ savedDatasetId: null, dashboardRowId: null, reportRowId: null });
      if (kind === 'dashboards' && wf.dashboardRowId === item.id) useWorkflowStore.setState({ dashboardRowId: null });
      if (kind === 'reports' && wf.reportRowId === item.id) useWorkflowStore.setState({ reportRowId: null });
      // Dashboards and reports built on a dataset went with it.
      await Promise.all((kind === 'datasets' ? (['datasets', 'dashboards', 'reports'] as const) : [kind]).map((k) => (get().lists[k].page ? load(k) : undefined)));
      return true;
    },

    datasetChanged: async (id) => {
      const reload = load('datasets');
      if (useWorkflowStore.getState().savedDatasetId === id) {
        try {
          const reopened = await reopenDataset(id);
          // Still the open one (no other upload or open meanwhile).
          if (useWorkflowStore.getState().savedDatasetId === id) openDataset(reopened, id);
        } catch {
          notify.retry(STEP_TOASTS.datasetOpenFailed, () => void get().datasetChanged(id), SAVE_TEXT.retry);
        }
      }
      await reload;
    },

    open: async (kind, id) => {
      const r = await openEntry(kind, id);
      if (r.error) {
        const message = r.error.code === 'no-dataset' ? LIBRARY_TEXT.noDataset : kind === 'datasets' ? STEP_TOASTS.datasetOpenFailed : SAVE_TEXT.openFailed;
        notify.retry(message, () => void get().open(kind, id), SAVE_TEXT.retry);
        return null;
      }
      notify.success(kind === 'datasets' ? STEP_TOASTS.datasetOpened : kind === 'dashboards' ? SAVE_TEXT.dashboardOpened : SAVE_TEXT.reportOpened);
      return r.data;
    },

    saveUpload: (input) => {
      const remembered: { choice: ConflictChoice | null } = { choice: null };
      const attempt = async (): Promise<string | null> => {
        const r = await saveOnce(input, remembered).catch((e: unknown) => fail(errorOf(e)));
        if (r.error) {
          notify.retry(SAVE_TEXT.datasetFailed, () => {
            void attempt().then((id) => {
              if (id) {
                savedAs(input.dataset, id);
                useWorkflowStore.getState().setSavedDatasetId(input.dataset, id);
              }
            });
          }, SAVE_TEXT.retry);
          return null;
        }
        if (r.data) {
          useWorkflowStore.getState().setSavedDatasetId(input.dataset, r.data);
          if (get().lists.datasets.page) void load('datasets');
        }
        return r.data;
      };
      const id = attempt();
      savingDataset(input.dataset, id);
      return id;
    },

    resolveConflict: (choice) => answer?.(choice),

    reset: () => {
      answer?.('cancel');
      for (const k of Object.keys(latest) as SavedKind[]) latest[k] += 1;
      set({ lists: initialLists(), conflict: null });
    },
  };
});
