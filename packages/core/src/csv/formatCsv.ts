import { isBlank } from '../typing/isBlank.js';
import { formatCsvField } from './formatCsvField.js';

/** Options of `formatCsv`. */
export interface FormatCsvOptions {
  readonly delimiter?: string;
  /** Record separator; default CRLF as in RFC 4180. */
  readonly newline?: string;
}

/**
 * Formats rows of text (header first) as RFC 4180 CSV that `parseCsv` reads back cell for cell.
 * A row made of one empty or blank cell is quoted (`""`) so it is not read as an empty line.
 *
 * @example
 * formatCsv([['name', 'note'], ['Ann', 'a,b']]); // 'name,note\r\nAnn,"a,b"\r\n'
 */
export function formatCsv(rows: readonly (readonly string[])[], options: FormatCsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const newline = options.newline ?? '\r\n';
  let out = '';
  for (const row of rows) {
    const only = row.length === 1 ? row[0]! : null;
    out += only !== null && isBlank(only) ? `"${only}"` : row.map((v) => formatCsvField(v, delimiter)).join(delimiter);
    out += newline;
  }
  return out;
}
