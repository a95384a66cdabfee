import { compareColumns, datasetFingerprint, datasetFromRows, datasetToRows, refreshedImportSettings, refreshRows, type ColumnMismatch, type Dataset, type RefreshMode } from '@tallyline/core';
import type { DatasetContent } from '../../lib/db/datasetVersions.js';
import { REFRESH_TEXT } from '../../messages/refresh.js';
import { ok, type DbResult } from '../../lib/db/result.js';
import type { ParseRequestOptions } from '../../workers/parseProtocol.js';
import { recordsToCsv } from './reopenDataset.js';

/**
 * The logic of "Refresh with a new file" and "Versions" (issue 18), apart from the dialogs and the
 * network so it can be tested: compare the columns, build the new content and its original file,
 * and save them in the order that keeps every version restorable.
 */

export type { RefreshMode };

/** What the list row shows of a dataset after a refresh or a restore. */
export interface RefreshedSummary {
  file_name: string | null;
  row_count: number;
  column_count: number;
}

/** null when `incoming` can refresh a dataset saved with `savedHeaders`; else the missing and extra columns by name. */
export function checkColumns(savedHeaders: readonly string[], incoming: Dataset): ColumnMismatch | null {
  return compareColumns(savedHeaders, incoming.headers);
}

/**
 * Why `incoming` cannot refresh a saved dataset, or null. A file over the sample budget (parseUpload:
 * 128 MiB, a workbook 32 MiB) is held as a sample of its rows (`detected.sample`): saving it would
 * silently replace every saved row with the sample. Storing it whole is no way out either: it is over
 * the 100 MB a signed-in user may store.
 */
export function refreshRefusal(incoming: Dataset): string | null {
  const sample = incoming.detected.sample;
  return sample ? REFRESH_TEXT.sampled(incoming.rowCount, sample.totalRows) : null;
}

/** The prepared save: the row's new content (its preview of the first `previewRows` rows) and the full file. */
export interface RefreshPlan {
  content: DatasetContent;
  original: Blob;
}

/**
 * The content a refresh writes. Replace takes the new file (and its name); append keeps the saved
 * rows (`saved`, the dataset reopened; a replace does not need it), then the new ones, under the saved
 * name. The original is every row as CSV, typed on reopen exactly like an upload. `settings` are the import
 * settings the new file was read with (the saved dataset's, or another sheet the user chose): stored with the
 * content, marked as rewritten rows, so reopening types the CSV as they did and the next refresh reads its file
 * with them (issue 18). Throws core's COLUMN_MISMATCH when the columns differ, and an Error saying why for a
 * file read as a sample (`refreshRefusal`).
 */
export function planRefresh(
  savedHeaders: readonly string[],
  saved: Dataset | null,
  savedFileName: string | null,
  incoming: Dataset,
  incomingFileName: string,
  mode: RefreshMode,
  previewRows: number,
  settings: ParseRequestOptions = {},
): RefreshPlan {
  if (mode === 'append' && !saved) throw new Error('append needs the saved rows');
  const refused = refreshRefusal(incoming);
  if (refused) throw new Error(refused);
  const next = refreshRows({ headers: savedHeaders, rows: mode === 'append' && saved ? datasetToRows(saved) : [] }, incoming, mode);
  return {
    content: {
      headers: [...next.headers],
      data: next.rows.slice(0, previewRows) as Record<string, unknown>[],
      row_count: next.rows.length,
      column_count: next.headers.length,
      file_name: mode === 'replace' ? incomingFileName : savedFileName,
      // Every row's, not the preview's: the version trigger (migration 0430) compares it. A replace's is the
      // new file's (what an upload of it saves); an append's is the kept rows' as reopening reads them back.
      // /v1's refresh computes the same.
      fingerprint: datasetFingerprint(mode === 'replace' ? incoming : datasetFromRows(next.headers, next.rows)),
      import_settings: refreshedImportSettings(settings),
    },
    original: new Blob([recordsToCsv(next.headers, next.rows)], { type: 'text/csv' }),
  };
}

/**
 * Whether the planned content is the saved content, so an identical file makes no new version. Compared by
 * fingerprint: the row's, or — for a dataset saved before fingerprints (migration 0410), whose row has
 * none and whose every refresh the version trigger would otherwise count as new content — the saved data's
 * own, read back as reopening reads it (the kept original, typed like an upload of the same file).
 */
export async function sameAsSaved(plan: RefreshPlan, savedFingerprint: string | null, readSaved: () => Promise<Dataset>): Promise<boolean> {
  return (savedFingerprint ?? datasetFingerprint(await readSaved())) === plan.content.fingerprint;
}

/** The network a save needs (lib/db/datasetVersions.ts in the app, fakes in tests). */
export interface SaveDeps {
  update: (id: string, content: DatasetContent) => Promise<DbResult<number>>;
  uploadOriginal: (userId: string, id: string, version: number, file: Blob) => Promise<DbResult<null>>;
}

/** How far a save got: a retry after a failed upload does not write (and version) the rows again. */
export interface SaveProgress {
  version: number | null;
}

/**
 * Writes the new content (migration 0400's trigger keeps the old one as a version and answers the new
 * version number), then keeps the full file as that version's original. The order matters: an original
 * is only ever written for a version that exists, so a failed write leaves nothing misleading behind.
 * `progress` carries the written version to a retry.
 */
export async function saveContent(deps: SaveDeps, userId: string, id: string, plan: RefreshPlan, progress: SaveProgress): Promise<DbResult<null>> {
  if (progress.version === null) {
    const written = await deps.update(id, plan.content);
    if (written.error) return written;
    progress.version = written.data;
  }
  return deps.uploadOriginal(userId, id, progress.version, plan.original);
}

/** The network a restore needs besides `SaveDeps`. */
export interface RestoreDeps extends SaveDeps {
  getVersion: (id: string, version: number) => Promise<DbResult<DatasetContent>>;
  downloadOriginal: (userId: string, id: string, version: number) => Promise<DbResult<Blob | null>>;
}

/**
 * Makes kept version `version` current: its rows become the row's content (the trigger keeps the
 * current one as a version in turn), and its original, when one was kept, becomes the new version's.
 * Without one the dataset reopens from the version's rows. Answers the restored summary.
 */
export async function restoreVersion(deps: RestoreDeps, userId: string, id: string, version: number, progress: SaveProgress): Promise<DbResult<RefreshedSummary>> {
  const kept = await deps.getVersion(id, version);
  if (kept.error) return kept;
  const content = kept.data;
  const original = await deps.downloadOriginal(userId, id, version);
  if (original.error) return original;
  const summary = { file_name: content.file_name, row_count: content.row_count, column_count: content.column_count };
  if (progress.version === null) {
    const written = await deps.update(id, content);
    if (written.error) return written;
    progress.version = written.data;
  }
  if (original.data) {
    const uploaded = await deps.uploadOriginal(userId, id, progress.version, original.data);
    if (uploaded.error) return uploaded;
  }
  return ok(summary);
}
