import { columnText } from '../dataset/columnText.js';
import type { Dataset } from '../dataset/types.js';
import { createSha256 } from './createSha256.js';

const ROWS_PER_UPDATE = 4096;

/**
 * A fingerprint of a Dataset's content: SHA-256 over each column's name and type, then every cell as
 * the table shows it (unit separator between cells, record separator after each row). The same data
 * gives the same fingerprint whether it came from a CSV, an .xlsx sheet or a saved dataset; any
 * changed cell, type, column name or order changes it. Reports record it so a re-run can check it
 * has the same data. (`datasetFingerprint` is a different thing: a cheap id seed from the shape and
 * the first and last rows.)
 *
 * @example
 * fingerprintDataset(parseCsv('a\n1\n')); // 'sha256:…' (64 hex digits)
 */
export function fingerprintDataset(ds: Dataset): string {
  const hash = createSha256();
  const encoder = new TextEncoder();
  hash.update(encoder.encode(`${ds.columns.map((c) => `${c.name}\u001f${c.type}`).join('\u001e')}\u001d`));
  const readers = ds.columns.map(columnText);
  for (let start = 0; start < ds.rowCount; start += ROWS_PER_UPDATE) {
    let text = '';
    const end = Math.min(ds.rowCount, start + ROWS_PER_UPDATE);
    for (let r = start; r < end; r++) text += `${readers.map((read) => read(r)).join('\u001f')}\u001e`;
    hash.update(encoder.encode(text));
  }
  return `sha256:${hash.hex()}`;
}
