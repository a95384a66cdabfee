import { randomUUID } from 'node:crypto';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { formatCsv, type SavedRow } from '@tallyline/core';
import type { Sql } from '../db/types.js';
import { insertObjectRow, objectFilePath, objectMeta, writeObjectFile, type ObjectMeta } from '../storage/objects.js';
import { ApiError } from './errors.js';

/**
 * A saved dataset's original files (issue 18). The app keeps only a preview of a dataset's rows in
 * `datasets.data` (the first DATASET_PREVIEW_ROWS) and every row in the private Storage bucket
 * `datasets`: version 1 at `<user id>/<dataset id>.csv`, version n at `<user id>/<dataset id>.v<n>.csv`
 * (apps/web/src/lib/db/datasetVersions.ts `versionedOriginalPath`, the same names). /v1 reads and
 * writes the same files, under the same row-level security (the caller's transaction), so an analysis
 * or a refresh of a dataset saved by the app sees every row, and the app reopens what /v1 wrote.
 */

export const ORIGINALS_BUCKET = 'datasets';

/** How many rows the app keeps in `datasets.data` beside the original (apps/web DATASET_SAVE_MAX_ROWS). */
export const DATASET_PREVIEW_ROWS = 10_000;

/** The bucket's own limit (migration 0004): an original larger than this cannot be kept. */
export const MAX_ORIGINAL_BYTES = 100 * 1024 * 1024;

/** The object name of `version`'s original; the same as the app's `versionedOriginalPath`. */
export function originalName(userId: string, datasetId: string, version: number): string {
  return version <= 1 ? `${userId}/${datasetId}.csv` : `${userId}/${datasetId}.v${version}.csv`;
}

/** A kept original: its file on disk, its size and its Storage metadata. */
export interface StoredOriginal {
  path: string;
  bytes: number;
  meta: ObjectMeta;
}

/** The kept original of `version`, when the caller may read it and its file exists; else null. */
export async function findOriginal(tx: Sql, dataDir: string, userId: string, datasetId: string, version: number): Promise<StoredOriginal | null> {
  const { rows } = await tx.query<{ id: string; metadata: unknown }>('SELECT id, metadata FROM storage.objects WHERE bucket_id = $1 AND name = $2', [
    ORIGINALS_BUCKET,
    originalName(userId, datasetId, version),
  ]);
  if (!rows[0]) return null;
  const path = objectFilePath(dataDir, ORIGINALS_BUCKET, rows[0].id);
  const s = await stat(path).catch(() => null);
  if (!s) return null;
  const meta = typeof rows[0].metadata === 'string' ? (JSON.parse(rows[0].metadata) as ObjectMeta) : (rows[0].metadata as ObjectMeta | null);
  return { path, bytes: s.size, meta: { ...(meta ?? objectMeta(new Uint8Array(0), 'text/csv')), size: s.size, contentLength: s.size } };
}

/** Every row as CSV text, header first — what the app writes as an original (apps/web `recordsToCsv`). */
export function rowsToCsv(headers: readonly string[], rows: readonly SavedRow[]): Uint8Array {
  const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' && !Number.isFinite(v) ? '' : String(v));
  return new TextEncoder().encode(formatCsv([headers, ...rows.map((r) => headers.map((h) => cell(r[h])))]));
}

/**
 * Keeps `bytes` as the original of `version`, in the caller's transaction (the row under RLS, the file
 * before COMMIT). Over the bucket's limit is 413: the dataset would outgrow what a saved dataset may be.
 */
export async function storeOriginal(tx: Sql, dataDir: string, userId: string, datasetId: string, version: number, bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength > MAX_ORIGINAL_BYTES) {
    throw new ApiError(413, 'payload_too_large', `The dataset would be ${Math.ceil(bytes.byteLength / (1024 * 1024))} MB as CSV, over the ${MAX_ORIGINAL_BYTES / (1024 * 1024)} MB a saved dataset's file may be`);
  }
  const name = originalName(userId, datasetId, version);
  const id = await insertObjectRow(tx, { bucketId: ORIGINALS_BUCKET, name, owner: userId, meta: objectMeta(bytes, 'text/csv'), upsert: true });
  if (!id) throw new Error(`storing ${name} was refused by row-level security`);
  await writeObjectFile(dataDir, ORIGINALS_BUCKET, id, bytes);
}

/** Copies `from`'s kept original to `version` (a restore), in the caller's transaction. */
export async function copyOriginal(tx: Sql, dataDir: string, userId: string, datasetId: string, from: StoredOriginal, version: number): Promise<void> {
  const name = originalName(userId, datasetId, version);
  // The same bytes: the same metadata (size, eTag), newly dated.
  const meta = { ...from.meta, lastModified: new Date().toISOString() };
  const id = await insertObjectRow(tx, { bucketId: ORIGINALS_BUCKET, name, owner: userId, meta, upsert: true });
  if (!id) throw new Error(`storing ${name} was refused by row-level security`);
  const dest = objectFilePath(dataDir, ORIGINALS_BUCKET, id);
  const tmp = `${dest}.${randomUUID()}.tmp`;
  await copyFile(from.path, tmp);
  await rename(tmp, dest);
}

/** Deletes the rows of every kept original of a dataset (under RLS); answers their object ids for `removeOriginalFiles`. */
export async function deleteOriginalRows(tx: Sql, userId: string, datasetId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    // Both ids are UUIDs (checked by the routes and the database), so LIKE's _ and % cannot occur in them.
    `DELETE FROM storage.objects WHERE bucket_id = $1 AND (name = $2 OR name LIKE $3) RETURNING id`,
    [ORIGINALS_BUCKET, originalName(userId, datasetId, 1), `${userId}/${datasetId}.v%.csv`],
  );
  return rows.map((r) => r.id);
}

/** Removes the files of deleted objects, after their rows' transaction committed (a rollback keeps both). */
export async function removeOriginalFiles(dataDir: string, objectIds: readonly string[]): Promise<void> {
  await Promise.all(objectIds.map((id) => rm(objectFilePath(dataDir, ORIGINALS_BUCKET, id), { force: true })));
}
