import type { Dataset } from '@tallyline/core';
import { getClient } from './client.js';

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

/** The row for `ds`: name is the file name without .csv; data holds the first `maxRows` records. */
export function datasetInsert(userId: string, fileName: string, ds: Dataset, maxRows: number): DatasetInsert {
  const data: Record<string, unknown>[] = [];
  const n = Math.min(ds.rowCount, maxRows);
  for (let i = 0; i < n; i++) data.push(ds.row(i));
  return {
    user_id: userId,
    name: fileName.replace(/\.csv$/i, ''),
    file_name: fileName,
    headers: [...ds.headers],
    row_count: ds.rowCount,
    column_count: ds.headers.length,
    data,
  };
}

/** Inserts a datasets row; answers the error message, or null on success. */
export async function insertDataset(row: DatasetInsert): Promise<string | null> {
  try {
    const c = await getClient();
    const { error } = await c.from('datasets').insert(row);
    return error ? error.message : null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
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
    return { datasets: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** One saved dataset with its stored records, for reopening it into the workflow. */
export async function getDataset(
  id: string,
): Promise<{ dataset: { name: string; file_name: string | null; headers: string[]; data: Record<string, unknown>[] } | null; error: string | null }> {
  try {
    const c = await getClient();
    const { data, error } = await c.from('datasets').select('name,file_name,headers,data').eq('id', id).single();
    if (error) return { dataset: null, error: error.message };
    return { dataset: data as { name: string; file_name: string | null; headers: string[]; data: Record<string, unknown>[] }, error: null };
  } catch (error) {
    return { dataset: null, error: error instanceof Error ? error.message : String(error) };
  }
}
