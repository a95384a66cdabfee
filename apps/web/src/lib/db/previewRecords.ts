import type { Dataset } from '@tallyline/core';

/**
 * The first `maxRows` records of `ds` (of the sample, for a sampled big file), as a saved dataset's row keeps them
 * for a preview. No imports beyond core's types: the parse worker makes the same records (their JSON) for the page.
 */
export function previewRecords(ds: Dataset, maxRows: number): Record<string, unknown>[] {
  const data: Record<string, unknown>[] = [];
  const n = Math.min(ds.rowCount, maxRows);
  for (let i = 0; i < n; i++) data.push(ds.row(i));
  return data;
}
