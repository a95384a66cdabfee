import type { SavedImportSettings } from '@tallyline/core';
import { getClient } from './client.js';
import { ORIGINALS_BUCKET, originalPath } from './datasets.js';
import { attempt, fail, ok, run, toDbError, type DbResult } from './result.js';

/**
 * Refreshable datasets (issue 18) through the same supabase-js REST layer as every other save.
 * Migration 0400's trigger files a dataset's previous headers and rows as a version whenever an
 * update changes them (0430: or their fingerprint) and numbers the new content, so the app only
 * writes the new content.
 *
 * The row's `data` holds only a preview (the first rows); every row lives in the kept original
 * file. Originals are therefore kept per version: version 1 at `<user>/<id>.csv` (where the upload
 * puts it), version n at `<user>/<id>.v<n>.csv`. An original is never overwritten, so restoring
 * a version brings back every row it had; a version without one (written by /v1, which keeps every
 * row in `data`) reopens from its rows.
 */

/** Where the original file of `version` of a dataset is kept. */
export function versionedOriginalPath(userId: string, datasetId: string, version: number): string {
  return version <= 1 ? originalPath(userId, datasetId) : `${userId}/${datasetId}.v${version}.csv`;
}

/** A saved dataset as a refresh reads it first. */
export interface DatasetCurrent {
  user_id: string;
  name: string;
  file_name: string | null;
  headers: string[];
  row_count: number;
  version: number;
  /** core's datasetFingerprint of every row; null for a dataset saved before fingerprints (migration 0410). */
  fingerprint: string | null;
  /** As stored (migration 0450; null before): read with core's readSavedImportSettings. */
  import_settings?: unknown;
}

/** What a refresh or a restore writes: the new content of the row. */
export interface DatasetContent {
  headers: string[];
  data: Record<string, unknown>[];
  row_count: number;
  column_count: number;
  file_name: string | null;
  /**
   * core's datasetFingerprint of every row (not only the preview in `data`): migration 0430 files a version
   * when it changes, so a new file that keeps the first rows and the row count but changes a later one is
   * a new version. A version kept before 0430 has none (null): the trigger then compares the rows as before.
   */
  fingerprint: string | null;
  /**
   * The import settings its kept original is read with (migration 0450, core's SavedImportSettings): a refresh writes
   * the settings its file was read with, marked `rewritten`; a restore the version's own. Null before 0450.
   */
  import_settings?: SavedImportSettings | null;
}

/** A kept earlier version, as the versions list shows it. */
export interface DatasetVersionSummary {
  version: number;
  file_name: string | null;
  row_count: number;
  column_count: number;
  created_at: string;
  replaced_at: string;
}

/** The saved dataset's current headers, size, version and fingerprint. */
export async function getDatasetCurrent(id: string): Promise<DbResult<DatasetCurrent>> {
  return run(async () => (await getClient()).from('datasets').select('user_id,name,file_name,headers,row_count,version,fingerprint,import_settings').eq('id', id).single(), (d) => d as DatasetCurrent);
}

/** Writes new content; the trigger keeps the old one as a version. Answers the dataset's new version. */
export async function updateDatasetContent(id: string, content: DatasetContent): Promise<DbResult<number>> {
  return run(async () => (await getClient()).from('datasets').update(content).eq('id', id).select('version').single(), (d) => (d as { version: number }).version);
}

/** The kept earlier versions of a dataset, newest first, and its current version. */
export async function listDatasetVersions(id: string): Promise<DbResult<{ current: number; versions: DatasetVersionSummary[] }>> {
  return attempt(async () => {
    const c = await getClient();
    const [head, listed] = await Promise.all([
      c.from('datasets').select('version').eq('id', id).single(),
      c.from('dataset_versions').select('version,file_name,row_count,column_count,created_at,replaced_at').eq('dataset_id', id).order('version', { ascending: false }),
    ]);
    const error = head.error ?? listed.error;
    if (error) return fail(toDbError(error));
    return ok({ current: (head.data as { version: number }).version, versions: (listed.data ?? []) as DatasetVersionSummary[] });
  });
}

/** The content of one kept version. */
export async function getDatasetVersion(id: string, version: number): Promise<DbResult<DatasetContent>> {
  return run(
    async () => (await getClient()).from('dataset_versions').select('headers,data,row_count,column_count,file_name,fingerprint,import_settings').eq('dataset_id', id).eq('version', version).single(),
    (d) => d as DatasetContent,
  );
}

/** Keeps `file` as the original of `version`. */
export async function uploadVersionOriginal(userId: string, datasetId: string, version: number, file: Blob): Promise<DbResult<null>> {
  return run(
    async () => (await getClient()).storage.from(ORIGINALS_BUCKET).upload(versionedOriginalPath(userId, datasetId, version), file, { contentType: 'text/csv', upsert: true }),
    () => null,
  );
}

/**
 * The original file of `version`, or null when none was kept. Storage answers a missing object
 * with an error like any other, so a failed download also reads as "none kept": the caller then
 * reopens the dataset from its rows, which is what it must do for a version written by /v1.
 */
export async function downloadVersionOriginal(userId: string, datasetId: string, version: number): Promise<DbResult<Blob | null>> {
  const r = await run(async () => (await getClient()).storage.from(ORIGINALS_BUCKET).download(versionedOriginalPath(userId, datasetId, version)));
  return r.error ? (r.error.kind === 'api' ? ok(null) : r) : ok(r.data);
}

/** The original file of the dataset's current version, or null (none kept: reopen from its rows). */
export async function downloadCurrentOriginal(userId: string, datasetId: string): Promise<DbResult<Blob | null>> {
  const head = await run(async () => (await getClient()).from('datasets').select('version').eq('id', datasetId).single(), (d) => (d as { version: number }).version);
  if (head.error) return head;
  return downloadVersionOriginal(userId, datasetId, head.data);
}
