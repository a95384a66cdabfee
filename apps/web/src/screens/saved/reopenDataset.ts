import { formatCsv } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { getDataset, getDatasetRecords } from '../../lib/db/datasets.js';
import { downloadCurrentOriginal } from '../../lib/db/datasetVersions.js';
import { parseInWorker } from '../../workers/parseInWorker.js';

/** The stored records as CSV text (header first) so they are typed exactly like an upload. */
export function recordsToCsv(headers: readonly string[], records: readonly Record<string, unknown>[]): string {
  const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' && !Number.isFinite(v) ? '' : String(v));
  return formatCsv([headers, ...records.map((r) => headers.map((h) => cell(r[h])))]);
}

/**
 * Reads a saved dataset and parses it off the main thread into a Dataset: the kept original file
 * when there is one (every row, typed exactly as at upload), else the preview records of the row.
 */
export async function reopenDataset(id: string): Promise<{ dataset: Dataset; fileName: string }> {
  const { dataset: head, error } = await getDataset(id);
  if (!head || error) throw new Error(error ?? 'not found');
  // The original of the current version: a refresh or a restore keeps one per version (datasetVersions.ts).
  let source = await downloadCurrentOriginal(head.user_id, id);
  if (!source) {
    const { records, error: recordsError } = await getDatasetRecords(id);
    if (!records || recordsError) throw new Error(recordsError ?? 'not found');
    source = new Blob([recordsToCsv(head.headers, records)], { type: 'text/csv' });
  }
  const ds = await parseInWorker(source, {}, () => undefined).result;
  return { dataset: ds, fileName: head.file_name ?? `${head.name}.csv` };
}
