import type { CsvStreamOptions } from '../csv/types.js';

/** Options of `parseFile`: the CSV options (those about text apply to CSV only) and, for a workbook, the sheet. */
export interface ParseFileOptions extends CsvStreamOptions {
  /** The .xlsx sheet by name or 0-based position; the first when omitted. Ignored for CSV. */
  readonly sheet?: string | number;
}
