import { describeXlsxSheets, isXlsx, parseCsvSampled, parseFile, parseXlsxSampled, type Dataset } from '@tallyline/core';
import { SAMPLE_FROM_BYTES, XLSX_SAMPLE_FROM_BYTES } from '../messages/upload.js';
import type { ParseRequestOptions, WorkbookSheet } from './parseProtocol.js';

/** From which size a file is analysed as a sample, and (tests) the sample's row budget (default core's SAMPLE_ROWS). */
export interface SampleBudget {
  csvFromBytes: number;
  xlsxFromBytes: number;
  sampleRows?: number;
}

export const DEFAULT_SAMPLE_BUDGET: SampleBudget = { csvFromBytes: SAMPLE_FROM_BYTES, xlsxFromBytes: XLSX_SAMPLE_FROM_BYTES };

type Progress = (p: { bytes: number; rows: number }) => void;

/**
 * How the parse worker reads an upload (issue 15, issue 18): a file over the budget becomes a seeded
 * uniform sample with exact aggregates over every row (`detected.sample`, which the screens state as
 * "a N-row sample of M rows") — a CSV through core's parseCsvSampled, a workbook's sheet (`options.sheet`,
 * else the first) through parseXlsxSampled — instead of every row typed in memory; a smaller one is read whole by parseFile.
 * A workbook's threshold is lower than a CSV's: its bytes are compressed, and its sheet's XML is
 * several times the same rows as CSV text.
 */
export async function parseUpload(file: Blob, options: ParseRequestOptions, onProgress: Progress, budget: SampleBudget = DEFAULT_SAMPLE_BUDGET): Promise<Dataset> {
  const xlsx = isXlsx(new Uint8Array(await file.slice(0, 4).arrayBuffer()));
  const rows = budget.sampleRows === undefined ? {} : { sampleRows: budget.sampleRows };
  const { sheet: _sheet, ...csv } = options;
  if (file.size <= (xlsx ? budget.xlsxFromBytes : budget.csvFromBytes)) return parseFile(file, { ...(xlsx ? options : csv), onProgress });
  if (!xlsx) return parseCsvSampled(file, { ...csv, ...rows, onProgress });
  // Delimiter, decimal separator and encoding describe CSV text; a workbook's cells are typed values.
  const { delimiter: _d, decimalSeparator: _s, encoding: _e, ...typing } = options;
  const bytes = await file.arrayBuffer();
  onProgress({ bytes: bytes.byteLength, rows: 0 });
  return parseXlsxSampled(bytes, { ...typing, ...rows, onProgress });
}

/**
 * The worksheets of an uploaded workbook in tab order with their sizes, for the sheet picker (issue 18): core's
 * describeXlsxSheets, which reads the workbook part and the start of each sheet (the range it declares), not
 * the rows. `rows` counts data rows under the header row. Null for a CSV, which has none.
 */
export async function uploadSheets(file: Blob): Promise<WorkbookSheet[] | null> {
  if (!isXlsx(new Uint8Array(await file.slice(0, 4).arrayBuffer()))) return null;
  return describeXlsxSheets(await file.arrayBuffer()).map((s) => ({ name: s.name, rows: s.rows === null ? null : Math.max(0, s.rows - 1), columns: s.columns }));
}
