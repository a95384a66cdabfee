import type { CsvOptions } from '../csv/types.js';
import type { SampledCsvOptions } from '../sample/createSampledCsvParser.js';

/** Options of `parseXlsx`: the typing options of CSV ingest (cells go through the same typing) and the sheet. */
export interface XlsxOptions extends Pick<CsvOptions, 'dateOrder' | 'columnTypes' | 'columnRoles' | 'onProgress'> {
  /** The sheet to read, by name or 0-based position; the first sheet when omitted. */
  readonly sheet?: string | number;
}

/** Options of `parseXlsxSampled`: `parseXlsx`'s plus the sample's budget and seed (as `createSampledCsvParser`). */
export type XlsxSampledOptions = XlsxOptions & Pick<SampledCsvOptions, 'sampleRows' | 'sampleBytes' | 'seed'>;

/** A worksheet as the workbook lists it. */
export interface XlsxSheet {
  readonly name: string;
  /** Path of its XML part inside the zip, e.g. xl/worksheets/sheet1.xml. */
  readonly path: string;
}

/** A worksheet and the size it declares (`describeXlsxSheets`). */
export interface XlsxSheetSize {
  readonly name: string;
  /** Rows of its used range, header row included; null when the sheet declares no range. */
  readonly rows: number | null;
  /** Columns of its used range; null when the sheet declares no range. */
  readonly columns: number | null;
}
