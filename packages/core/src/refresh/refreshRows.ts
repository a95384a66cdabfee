import { CoreError } from '../errors.js';
import type { Dataset } from '../dataset/types.js';
import type { SavedRow } from '../file/datasetFromRows.js';
import { datasetToRows } from '../file/datasetToRows.js';
import { compareColumns } from './compareColumns.js';

/** `replace`: the new file becomes the data; `append`: its rows follow the saved ones. */
export type RefreshMode = 'replace' | 'append';

/** A saved dataset's columns and rows, as the API and the database keep them. */
export interface SavedRows {
  readonly headers: readonly string[];
  readonly rows: readonly SavedRow[];
}

/**
 * The rows a saved dataset holds after a refresh with `incoming`. Append keeps the saved column order
 * (a row object does not depend on it); replace takes the new file's. Throws CoreError COLUMN_MISMATCH,
 * with `compareColumns`' sentence, when the columns differ.
 *
 * @example
 * refreshRows({ headers: ['day', 'n'], rows: [{ day: '2024-01-01', n: 1 }] }, nextMonth, 'append').rows.length;
 */
export function refreshRows(saved: SavedRows, incoming: Dataset, mode: RefreshMode): SavedRows {
  const mismatch = compareColumns(saved.headers, incoming.headers);
  if (mismatch) throw new CoreError('COLUMN_MISMATCH', mismatch.message);
  const rows = datasetToRows(incoming);
  if (mode === 'replace') return { headers: [...incoming.headers], rows };
  return { headers: [...saved.headers], rows: [...saved.rows, ...rows] };
}
