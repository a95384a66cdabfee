import type { Dataset } from '../dataset/types.js';
import { hashString } from './hashString.js';

/**
 * A content-derived key for a dataset: its headers, types, row count and first
 * and last rows. Same file → same fingerprint; ids of generated artefacts build on it.
 *
 * @example
 * datasetFingerprint(ds); // e.g. '1x9k2p'
 */
export function datasetFingerprint(ds: Dataset): string {
  const parts: string[] = [String(ds.rowCount)];
  for (let c = 0; c < ds.columns.length; c++) {
    const col = ds.columns[c]!;
    parts.push(col.name, col.type);
    if (ds.rowCount > 0) parts.push(ds.cellText(0, c), ds.cellText(ds.rowCount - 1, c));
  }
  return hashString(parts.join('\u0000'));
}
