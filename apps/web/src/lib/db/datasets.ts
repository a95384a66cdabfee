import type { Dataset } from '@tallyline/core';
import { getClient } from './client.js';
import { errorMessage } from '../errorMessage.js';

/** What a signed-in upload saves (spec app.md §7 "Save dataset after a signed-in upload"). */
export interface DatasetInsert {
  user_id: string;
  name: string;
  file_name: string;
  headers: string[];
  row_count: number;
  column_count: number;
  data: Record<string, unknown>[];
}

/** The row for `ds`: name is the file name without .csv; data holds the first `maxRows` records (of the sample, for a sampled big file). */
export function datasetInsert(userId: string, fileName: string, ds: Dataset, maxRows: number): DatasetInsert {
  const data: Record<string, unknown>[] = [];
  const n = Math.min(ds.rowCount, maxRows);
  for (let i = 0; i < n; i++) data.push(ds.row(i));
  return {
    user_id: userId,
    name: fileName.replace(/\.(csv|xlsx)$/i, ''),
    file_name: fileName,
    headers: [...ds.headers],
    // a big file's Dataset is a sample (issue 15): the row count is the file's
    row_count: ds.detected.sample?.totalRows ?? ds.rowCount,
    column_count: ds.headers.length,
    data,
  };
}

/** The private Storage bucket that keeps each saved dataset's original file, under `<user id>/<dataset id>.csv`. */
export const ORIGINALS_BUCKET = 'datasets';

export function originalPath(userId: string, datasetId: string): string {
  return `${userId}/${datasetId}.csv`;
}

/**
 * Inserts a datasets row and, when given, keeps the uploaded file next to it so reopening brings
 * back every row (the row's `data` is only a preview of the first rows). Answers the error
 * message, or null on success.
 */
export async function insertDataset(row: DatasetInsert, original?: Blob): Promise<string | null> {
  try {
    const c = await getClient();
    const { data, error } = await c.from('datasets').insert(row).select('id').single();
    if (error) return error.message;
    if (!original) return null;
    const id = (data as { id: string }).id;
    const stored = await c.storage.from(ORIGINALS_BUCKET).upload(originalPath(row.user_id, id), original, { contentType: 'text/csv', upsert: true });
    return stored.error ? stored.error.message : null;
  } catch (error) {
    return errorMessage(error);
  }
}

/** A saved dataset as the list shows it (no data). */
export interface SavedDatasetSummary {
  id: string;
  name: string;
  file_name: string | null;
  row_count: number;
  column_count: number;
  created_at: string;
}

/** The signed-in user's saved datasets, newest first (row-level security keeps them to the owner). */
export async function listDatasets(limit = 20): Promise<{ datasets: SavedDatasetSummary[]; error: string | null }> {
  try {
    const c = await getClient();
    const { data, error } = await c
      .from('datasets')
      .select('id,name,file_name,row_count,column_count,created_at')
      .order('created_at', { ascending: false })
      .limit(limit);
    if (error) return { datasets: [], error: error.message };
    return { datasets: (data ?? []) as SavedDatasetSummary[], error: null };
  } catch (error) {
    return { datasets: [], error: errorMessage(error) };
  }
}

/** What reopening a saved dataset reads first: its names and owner (the owner's folder holds the original). */
export interface SavedDatasetHead {
  name: string;
  file_name: string | null;
  user_id: string;
  headers: string[];
}

/** One saved dataset's names, owner and headers (not its records). */
export async function getDataset(id: string): Promise<{ dataset: SavedDatasetHead | null; error: string | null }> {
  try {
    const c = await getClient();
    const { data, error } = await c.from('datasets').select('name,file_name,user_id,headers').eq('id', id).single();
    if (error) return { dataset: null, error: error.message };
    return { dataset: data as SavedDatasetHead, error: null };
  } catch (error) {
    return { dataset: null, error: errorMessage(error) };
  }
}

/** The original file kept with a saved dataset, or null when there is none (saved before originals were kept, or the seed). */
export async function downloadOriginal(userId: string, datasetId: string): Promise<Blob | null> {
  try {
    const c = await getClient();
    const { data, error } = await c.storage.from(ORIGINALS_BUCKET).download(originalPath(userId, datasetId));
    return error ? null : data;
  } catch {
    return null;
  }
}

/** The preview records stored in the datasets row itself. */
export async function getDatasetRecords(id: string): Promise<{ records: Record<string, unknown>[] | null; error: string | null }> {
  try {
    const c = await getClient();
    const { data, error } = await c.from('datasets').select('data').eq('id', id).single();
    if (error) return { records: null, error: error.message };
    return { records: (data as { data: Record<string, unknown>[] }).data, error: null };
  } catch (error) {
    return { records: null, error: errorMessage(error) };
  }
}
