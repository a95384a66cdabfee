import { createCsvParser } from '../csv/createCsvParser.js';
import type { CsvOptions } from '../csv/types.js';
import { formatCsv } from '../csv/formatCsv.js';
import type { Dataset } from '../dataset/types.js';

/** A saved row: what the API and the database store (cell values as JSON). */
export type SavedRow = Readonly<Record<string, string | number | boolean | null>>;

const ROWS_PER_PUSH = 2048;

/**
 * A saved dataset's rows (headers plus row objects, as the API and the database keep them) back into a
 * Dataset through CSV ingest, so typing and roles are those of the uploaded file: numbers are written in
 * shortest form, booleans TRUE/FALSE, null as an empty cell. Options are the typing ones of `parseCsv`.
 *
 * @example
 * datasetFromRows(['city', 'n'], [{ city: 'Oslo', n: 1 }]).column('n').type; // 'number'
 */
export function datasetFromRows(
  headers: readonly string[],
  rows: readonly SavedRow[],
  options: Pick<CsvOptions, 'dateOrder' | 'columnTypes' | 'columnRoles'> = {},
): Dataset {
  const parser = createCsvParser({ ...options, delimiter: ',', decimalSeparator: '.' });
  parser.push(formatCsv([headers]));
  for (let start = 0; start < rows.length; start += ROWS_PER_PUSH) {
    const batch = rows.slice(start, start + ROWS_PER_PUSH).map((row) => headers.map((h) => cellText(row[h])));
    parser.push(formatCsv(batch));
  }
  return parser.finish();
}

function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}
