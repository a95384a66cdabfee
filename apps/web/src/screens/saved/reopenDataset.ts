import { formatCsv, readSavedImportSettings, savedFileOptions } from '@tallyline/core';
import type { Dataset, SavedImportSettings } from '@tallyline/core';
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
 * Both are parsed with the import settings saved with the dataset (issue 18: the sheet, a forced
 * delimiter, the column types and roles…), so it comes back with the columns and types it was saved
 * with; rows written back as CSV (the records, a refreshed original) only with the typing ones.
 */
export interface ReopenedDataset {
  dataset: Dataset;
  fileName: string;
  importSettings: SavedImportSettings;
  /**
   * The kept original as uploaded, named as saved: what the upload screen's import settings re-parse (issue 18).
   * Null when there is none to re-read with other settings — a row saved with its preview rows only, or a
   * `rewritten` original (a refresh's rows written back as CSV: another sheet or delimiter would misread it).
   */
  file: File | null;
}

export async function reopenDataset(id: string): Promise<ReopenedDataset> {
  const head = await getDataset(id);
  if (head.error) throw new Error(head.error.message);
  // The original of the current version: a refresh or a restore keeps one per version (datasetVersions.ts).
  const original = await downloadCurrentOriginal(head.data.user_id, id);
  if (original.error) throw new Error(original.error.message);
  const importSettings = readSavedImportSettings(head.data.import_settings);
  let source = original.data;
  const asUploaded = source !== null;
  if (!source) {
    const records = await getDatasetRecords(id);
    if (records.error) throw new Error(records.error.message);
    source = new Blob([recordsToCsv(head.data.headers, records.data)], { type: 'text/csv' });
  }
  const ds = await parseInWorker(source, savedFileOptions(importSettings, asUploaded), () => undefined).result;
  const fileName = head.data.file_name ?? `${head.data.name}.csv`;
  const file = original.data && !importSettings.rewritten ? new File([original.data], fileName, { type: original.data.type }) : null;
  return { dataset: ds, fileName, importSettings, file };
}
