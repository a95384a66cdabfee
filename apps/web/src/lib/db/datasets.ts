import type { Dataset, SavedImportSettings } from '@tallyline/core';
import { getClient } from './client.js';
import { previewRecords } from './previewRecords.js';
import { rawJson, type RawJson } from './rawJson.js';
import { versionedOriginalPath } from './datasetVersions.js';
import type { Page, PageQuery } from './paging.js';
import { fail, ok, run, toDbError, type DbResult } from './result.js';
import { deleteSaved, listSaved, renameSaved } from './savedTables.js';

/** What a signed-in upload saves (spec app.md §7 "Save dataset after a signed-in upload"), plus its content fingerprint. */
export interface DatasetInsert {
  user_id: string;
  name: string;
  file_name: string;
  headers: string[];
  row_count: number;
  column_count: number;
  /** The preview records, or their JSON as the parse worker made it (a Blob, sent as it is: lib/db/rawJson). */
  data: Record<string, unknown>[] | RawJson;
  /** core's datasetFingerprint: one saved entry per content (unique per user, migration 0410). */
  fingerprint: string;
  /** The import settings the file was parsed with, so reopening reads it the same way (migration 0450, core's SavedImportSettings). */
  import_settings: SavedImportSettings;
}

/** The name a file is listed under: its file name without .csv / .xlsx. */
export function nameOfFile(fileName: string): string {
  return fileName.replace(/\.(csv|xlsx)$/i, '');
}

/**
 * The row for `ds`: name is the file name without .csv; data holds the first `maxRows` records (of the sample,
 * for a sampled big file). `fingerprint` is core's datasetFingerprint of `ds` — the caller's to get: an upload's
 * comes from the parse worker after the dataset (workers/fingerprintRegistry `fingerprintOf`), not computed here.
 * `previewJson`: those records' JSON as the parse worker made it (workers/previewRegistry), sent as it is;
 * null to build the records here.
 */
export function datasetInsert(
  userId: string,
  fileName: string,
  ds: Dataset,
  maxRows: number,
  fingerprint: string,
  importSettings: SavedImportSettings = {},
  previewJson: Blob | null = null,
): DatasetInsert {
  const data = previewJson === null ? previewRecords(ds, maxRows) : rawJson(previewJson);
  return {
    user_id: userId,
    name: nameOfFile(fileName),
    file_name: fileName,
    headers: [...ds.headers],
    // a big file's Dataset is a sample (issue 15): the row count is the file's
    row_count: ds.detected.sample?.totalRows ?? ds.rowCount,
    column_count: ds.headers.length,
    data,
    fingerprint,
    import_settings: importSettings,
  };
}

/** The private Storage bucket that keeps each saved dataset's original file, under `<user id>/<dataset id>.csv`. */
export const ORIGINALS_BUCKET = 'datasets';

export function originalPath(userId: string, datasetId: string): string {
  return `${userId}/${datasetId}.csv`;
}

/** A saved dataset found by its content or its file name. */
export interface DatasetMatch {
  id: string;
  name: string;
  file_name: string | null;
}

const MATCH_COLUMNS = 'id,name,file_name';

/** The user's saved dataset with this content, or null. */
export async function findDatasetByFingerprint(fingerprint: string): Promise<DbResult<DatasetMatch | null>> {
  return run(async () => (await getClient()).from('datasets').select(MATCH_COLUMNS).eq('fingerprint', fingerprint).limit(1), (rows) => ((rows as DatasetMatch[] | null) ?? [])[0] ?? null);
}

/** The user's most recently opened saved dataset of this file name, or null. */
export async function findDatasetByFileName(fileName: string): Promise<DbResult<DatasetMatch | null>> {
  return run(
    async () => (await getClient()).from('datasets').select(MATCH_COLUMNS).eq('file_name', fileName).order('opened_at', { ascending: false }).limit(1),
    (rows) => ((rows as DatasetMatch[] | null) ?? [])[0] ?? null,
  );
}

/** How many saved datasets carry this file name (to name a kept copy "name (n)"). */
export async function countDatasetsOfFile(fileName: string): Promise<DbResult<number>> {
  try {
    const { count, error } = await (await getClient()).from('datasets').select('id', { count: 'exact', head: true }).eq('file_name', fileName);
    return error ? fail(toDbError(error)) : ok(count ?? 0);
  } catch (e) {
    return fail(toDbError(e));
  }
}

/** Inserts a datasets row; a second row with the same fingerprint is refused with code 23505. */
export async function insertDataset(row: DatasetInsert): Promise<DbResult<{ id: string }>> {
  return run(async () => (await getClient()).from('datasets').insert(row).select('id').single(), (d) => d as { id: string });
}

/** "Replace": the saved entry takes the new content (migration 0400 keeps the old one as a version); answers the new version. */
export async function replaceDatasetContent(id: string, row: DatasetInsert): Promise<DbResult<{ id: string; version: number }>> {
  const { user_id: _owner, name: _name, ...content } = row;
  return run(
    async () => (await getClient()).from('datasets').update({ ...content, opened_at: new Date().toISOString() }).eq('id', id).select('id,version').single(),
    (d) => d as { id: string; version: number },
  );
}

/** Marks a saved dataset as just saved or opened again (the "by date" order). */
export async function touchDataset(id: string): Promise<DbResult<null>> {
  return run(async () => (await getClient()).from('datasets').update({ opened_at: new Date().toISOString() }).eq('id', id), () => null);
}

/**
 * Keeps the uploaded file next to its row so reopening brings back every row (the row's `data` is
 * only a preview): as the original of `version` (1 for a new entry; a Replace makes a new version).
 */
export async function storeOriginal(userId: string, datasetId: string, original: Blob, version = 1): Promise<DbResult<null>> {
  const typed = new Blob([original], { type: originalType(original) });
  return run(
    async () => (await getClient()).storage.from(ORIGINALS_BUCKET).upload(versionedOriginalPath(userId, datasetId, version), typed, { contentType: typed.type, upsert: true }),
    () => null,
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The type an original is stored as (the bucket takes these two, migration 0451): a workbook's, else text/csv —
 * whatever the browser called a CSV (Windows says application/vnd.ms-excel, some say nothing). Storage keeps
 * the multipart part's type, not the upload's contentType. Reading tells the formats apart by content anyway.
 */
export function originalType(original: Blob): string {
  const name = original instanceof File ? original.name.toLowerCase() : '';
  return original.type === XLSX_TYPE || name.endsWith('.xlsx') ? XLSX_TYPE : 'text/csv';
}

/** A saved dataset as the list shows it (no data). */
export interface SavedDatasetSummary {
  id: string;
  name: string;
  file_name: string | null;
  row_count: number;
  column_count: number;
  created_at: string;
  opened_at: string;
}

/** One page of the signed-in user's saved datasets (row-level security keeps them to the owner). */
export function listDatasets(q: PageQuery): Promise<DbResult<Page<SavedDatasetSummary>>> {
  return listSaved<SavedDatasetSummary>('datasets', 'id,name,file_name,row_count,column_count,created_at,opened_at', q);
}

export function renameDataset(id: string, name: string) {
  return renameSaved('datasets', id, name);
}

/** What was built on a dataset and is deleted with it. */
export interface DatasetDependents {
  dashboards: { id: string; name: string }[];
  reports: { id: string; name: string }[];
}

export async function listDatasetDependents(id: string): Promise<DbResult<DatasetDependents>> {
  try {
    const c = await getClient();
    const [dashboards, reports] = await Promise.all([
      c.from('dashboards').select('id,name').eq('dataset_id', id).order('name'),
      c.from('reports').select('id,name').eq('dataset_id', id).order('name'),
    ]);
    const error = dashboards.error ?? reports.error;
    if (error) return fail(toDbError(error));
    return ok({ dashboards: (dashboards.data ?? []) as DatasetDependents['dashboards'], reports: (reports.data ?? []) as DatasetDependents['reports'] });
  } catch (e) {
    return fail(toDbError(e));
  }
}

/**
 * Deletes a saved dataset — its versions, dashboards and reports go with it in the database — and
 * then its stored originals (one per version). The row goes first: a failure in between leaves
 * files nobody lists (removed on retry), never a listed dataset whose file is gone.
 */
export async function deleteDataset(userId: string, id: string): Promise<DbResult<null>> {
  const head = await run(async () => (await getClient()).from('datasets').select('version').eq('id', id).maybeSingle(), (d) => (d as { version: number } | null)?.version ?? 1);
  if (head.error) return head;
  const row = await deleteSaved('datasets', id);
  // Already gone (an earlier attempt deleted the row): still remove the files.
  if (row.error && row.error.code !== 'PGRST116') return row;
  return removeOriginals(userId, id, head.data);
}

/** Removes the originals of versions 1..`version` (a missing one is no error). */
export async function removeOriginals(userId: string, id: string, version: number): Promise<DbResult<null>> {
  const paths = Array.from({ length: Math.min(Math.max(1, version), 1000) }, (_, i) => versionedOriginalPath(userId, id, i + 1));
  return run(async () => (await getClient()).storage.from(ORIGINALS_BUCKET).remove(paths), () => null);
}

/** What reopening a saved dataset reads first: its names and owner (the owner's folder holds the original). */
export interface SavedDatasetHead {
  name: string;
  file_name: string | null;
  user_id: string;
  headers: string[];
  /** As stored (migration 0450): null for a row saved before; read it with core's readSavedImportSettings. */
  import_settings: unknown;
}

/** One saved dataset's names, owner, headers and import settings (not its records). */
export async function getDataset(id: string): Promise<DbResult<SavedDatasetHead>> {
  return run(async () => (await getClient()).from('datasets').select('name,file_name,user_id,headers,import_settings').eq('id', id).single(), (d) => d as SavedDatasetHead);
}

/** The preview records stored in the datasets row itself. */
export async function getDatasetRecords(id: string): Promise<DbResult<Record<string, unknown>[]>> {
  return run(async () => (await getClient()).from('datasets').select('data').eq('id', id).single(), (d) => (d as { data: Record<string, unknown>[] }).data);
}
