import type { Report } from '@tallyline/core';
import { getClient } from './client.js';
import type { Page, PageQuery } from './paging.js';
import { run, type DbResult } from './result.js';
import { deleteSaved, listSaved, renameSaved } from './savedTables.js';
import { upsertKeepingId } from './upsertKeepingId.js';

/** A row of the reports table (migration 0410): a generated report, tied to the dataset it was built on. */
export interface ReportRow {
  id: string;
  user_id: string;
  dataset_id: string | null;
  name: string;
  content: Report;
  updated_at: string;
}

export interface ReportSave {
  id?: string | undefined;
  user_id: string;
  /** Left out on later saves, so a name given in the library is kept. */
  name?: string | undefined;
  dataset_id: string | null;
  content: Report;
}

/** Saves a report (upsert on id like dashboards); answers the row id for the next save. */
export async function upsertReport(row: ReportSave): Promise<DbResult<{ id: string }>> {
  const { id, ...columns } = row;
  const defined = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
  return upsertKeepingId('reports', id, defined);
}

/** The saved report already built on this dataset (one per dataset), or null. */
export async function findReportFor(datasetId: string): Promise<DbResult<{ id: string } | null>> {
  return run(
    async () => (await getClient()).from('reports').select('id').eq('dataset_id', datasetId).order('updated_at', { ascending: false }).limit(1),
    (rows) => ((rows as { id: string }[] | null) ?? [])[0] ?? null,
  );
}

export interface SavedReportSummary {
  id: string;
  name: string;
  dataset_id: string | null;
  updated_at: string;
}

export function listReports(q: PageQuery): Promise<DbResult<Page<SavedReportSummary>>> {
  return listSaved<SavedReportSummary>('reports', 'id,name,dataset_id,updated_at', q);
}

export function renameReport(id: string, name: string) {
  return renameSaved('reports', id, name);
}

export function deleteReport(id: string) {
  return deleteSaved('reports', id);
}

export async function getReport(id: string): Promise<DbResult<ReportRow>> {
  return run(async () => (await getClient()).from('reports').select('*').eq('id', id).single(), (d) => d as ReportRow);
}
