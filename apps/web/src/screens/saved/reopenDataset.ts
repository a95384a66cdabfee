import { formatCsv } from '@tallyline/core';
import type { Dataset } from '@tallyline/core';
import { getDataset } from '../../lib/db/datasets.js';
import { parseInWorker } from '../../workers/parseInWorker.js';

/** The stored records as CSV text (header first) so they are typed exactly like an upload. */
export function recordsToCsv(headers: readonly string[], records: readonly Record<string, unknown>[]): string {
  const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' && !Number.isFinite(v) ? '' : String(v));
  return formatCsv([headers, ...records.map((r) => headers.map((h) => cell(r[h])))]);
}

/** Reads a saved dataset and parses it off the main thread into a Dataset. */
export async function reopenDataset(id: string): Promise<{ dataset: Dataset; fileName: string }> {
  const { dataset: row, error } = await getDataset(id);
  if (!row || error) throw new Error(error ?? 'not found');
  const text = recordsToCsv(row.headers, row.data);
  const ds = await parseInWorker(new Blob([text], { type: 'text/csv' }), {}, () => undefined).result;
  return { dataset: ds, fileName: row.file_name ?? `${row.name}.csv` };
}
