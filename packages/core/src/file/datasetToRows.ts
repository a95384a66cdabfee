import type { Dataset } from '../dataset/types.js';
import type { SavedRow } from './datasetFromRows.js';

/**
 * A Dataset as saved rows (the inverse of `datasetFromRows`): numbers as JSON numbers, every other cell
 * as the text it had in the file (dates keep their written form, so re-ingest reads them the same way),
 * an empty cell as null. A number cell that did not fit keeps its text.
 *
 * @example
 * datasetToRows(parseCsv('day,n\n2024-01-31,5\n'))[0]; // { day: '2024-01-31', n: 5 }
 */
export function datasetToRows(ds: Dataset): SavedRow[] {
  const rows: SavedRow[] = [];
  for (let r = 0; r < ds.rowCount; r++) {
    const row: Record<string, string | number | null> = {};
    ds.columns.forEach((column, c) => {
      const header = ds.headers[c]!;
      const text = ds.cellText(r, c);
      if (text === '') row[header] = null;
      else if (column.type === 'number' && !Number.isNaN(column.values[r]!)) row[header] = column.values[r]!;
      else row[header] = text;
    });
    rows.push(row);
  }
  return rows;
}
