import { createCsvParser } from '../csv/createCsvParser.js';
import type { CsvOptions, CsvParser } from '../csv/types.js';
import { createSampledCsvParser } from '../sample/createSampledCsvParser.js';
import { formatCsv } from '../csv/formatCsv.js';
import { createDataset } from '../dataset/createDataset.js';
import type { Dataset } from '../dataset/types.js';
import { CoreError, CsvParseError } from '../errors.js';
import { openWorkbook, toBytes } from './listXlsxSheets.js';
import { readDateStyles } from './readDateStyles.js';
import { readSharedStrings } from './readSharedStrings.js';
import { readXlsxParts } from './readXlsxParts.js';
import { readXmlPart } from './readXmlPart.js';
import { createSheetReader } from './createSheetReader.js';
import { streamXlsxPart } from './streamXlsxPart.js';
import type { XlsxOptions, XlsxSampledOptions } from './types.js';

const ROWS_PER_PUSH = 2048;

/**
 * Parses one worksheet of an .xlsx workbook (the first, or `options.sheet` by name or position) into
 * the same Dataset a CSV gives: the cells are written as RFC 4180 text — a blank line for each empty
 * sheet row, so warning lines are sheet row numbers — and streamed through `createCsvParser`, so
 * typing, missing markers, roles and warnings follow exactly the CSV rules. `detected.source` names
 * the format and the sheet. Throws CoreError INVALID_XLSX, XLSX_TOO_LARGE or UNKNOWN_SHEET, or the
 * CsvParseError of an empty sheet.
 *
 * @example
 * const ds = parseXlsx(await file.arrayBuffer(), { sheet: 'Sales' });
 * ds.detected.source; // { format: 'xlsx', sheet: 'Sales' }
 */
export function parseXlsx(input: Uint8Array | ArrayBuffer, options: XlsxOptions = {}): Dataset {
  return parseSheet(input, options, createCsvParser);
}

/**
 * `parseXlsx` for a sheet too big to hold typed: its rows go through `createSampledCsvParser` instead of
 * the CSV parser, so — as for a big CSV (`parseCsvSampled`) — every row is read once into exact column
 * aggregates and a seeded uniform sample of at most `sampleRows` rows (fewer when their text passes
 * `sampleBytes`) becomes the Dataset, with `detected.sample` telling the total rows, the rows kept and
 * the seed. When every row fits, the Dataset holds them all. The sheet's XML is inflated and read piece by
 * piece (`streamXlsxPart`), never held whole: memory is the workbook's own bytes, its shared strings and
 * the sample.
 *
 * @example
 * const ds = parseXlsxSampled(await file.arrayBuffer(), { sampleRows: 2_000_000 });
 * ds.detected.sample; // { totalRows: 3_100_000, rows: 2_000_000, seed: 1, columns: [...] }
 */
export function parseXlsxSampled(input: Uint8Array | ArrayBuffer, options: XlsxSampledOptions = {}): Dataset {
  const { sampleRows, sampleBytes, seed, ...rest } = options;
  const budget = { ...(sampleRows === undefined ? {} : { sampleRows }), ...(sampleBytes === undefined ? {} : { sampleBytes }), ...(seed === undefined ? {} : { seed }) };
  return parseSheet(input, rest, (csv) => createSampledCsvParser({ ...csv, ...budget }));
}

function parseSheet(input: Uint8Array | ArrayBuffer, options: XlsxOptions, createParser: (options: CsvOptions) => CsvParser): Dataset {
  const bytes = toBytes(input);
  const workbook = openWorkbook(bytes);
  const wanted = options.sheet ?? 0;
  const sheet = typeof wanted === 'number' ? workbook.sheets[wanted] : workbook.sheets.find((s) => s.name === wanted);
  if (!sheet) {
    const names = workbook.sheets.map((s) => `"${s.name}"`).join(', ');
    throw new CoreError('UNKNOWN_SHEET', `The workbook has no sheet ${typeof wanted === 'number' ? `number ${wanted + 1}` : `"${wanted}"`}; its sheets are ${names}.`);
  }
  // The shared strings are looked up by index from any row, so they are read whole; the sheet is streamed.
  const parts = readXlsxParts(bytes, ['xl/sharedStrings.xml', 'xl/styles.xml']);
  const sharedStrings = readSharedStrings(readXmlPart(parts, 'xl/sharedStrings.xml') ?? '');
  const dateStyles = readDateStyles(readXmlPart(parts, 'xl/styles.xml') ?? '');

  const { sheet: _, ...typing } = options;
  const parser = createParser({ ...typing, delimiter: ',', decimalSeparator: '.', encoding: 'utf-8' });
  let batch: string[][] = [];
  let lastRow = 0;
  const reader = createSheetReader({ sharedStrings, dateStyles, date1904: workbook.date1904 }, (row, cells) => {
    for (let gap = lastRow + 1; gap < row; gap++) batch.push([]);
    lastRow = row;
    batch.push(cells.every((c) => c === '') ? [] : cells);
    if (batch.length >= ROWS_PER_PUSH) {
      parser.push(formatRows(batch));
      batch = [];
    }
  });
  if (!streamXlsxPart(bytes, sheet.path, (piece) => reader.push(piece))) {
    throw new CoreError('INVALID_XLSX', `The workbook lists sheet "${sheet.name}" but its part ${sheet.path} is missing.`);
  }
  reader.finish();
  parser.push(formatRows(batch));
  let ds: Dataset;
  try {
    ds = parser.finish();
  } catch (e) {
    if (e instanceof CsvParseError && e.code === 'EMPTY_FILE') throw new CsvParseError('EMPTY_FILE', `The sheet "${sheet.name}" is empty.`, 0);
    throw e;
  }
  return createDataset({ columns: ds.columns, detected: { ...ds.detected, source: { format: 'xlsx', sheet: sheet.name } }, warnings: ds.warnings });
}

/** Rows as CSV lines; an empty row stays an empty line (the CSV parser skips it but counts the line). */
function formatRows(rows: readonly string[][]): string {
  return rows.map((cells) => (cells.length === 0 ? '\r\n' : formatCsv([cells]))).join('');
}
