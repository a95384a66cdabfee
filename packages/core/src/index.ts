/**
 * @tallyline/core — every public name, in pipeline order.
 * Keep this list explicit: it is the package's contract (see test/exports.test.ts).
 */

// errors
export { CoreError, CsvParseError } from './errors.js';
export type { CoreErrorCode } from './errors.js';

// constants
export * from './constants.js';

// dataset
export { createDataset } from './dataset/createDataset.js';
export type { CreateDatasetInput } from './dataset/createDataset.js';
export type {
  CellValue,
  Column,
  ColumnProfile,
  ColumnType,
  CsvWarning,
  DataRow,
  Dataset,
  DatasetSummary,
  DateColumn,
  DateOrder,
  DecimalSeparator,
  Delimiter,
  Detection,
  NumberColumn,
  StringColumn,
  TextEncoding,
  WarningCode,
} from './dataset/types.js';

// csv ingest
export { parseCsv } from './csv/parseCsv.js';
export { createCsvParser } from './csv/createCsvParser.js';
export { formatCsv } from './csv/formatCsv.js';
export { formatCsvField } from './csv/formatCsvField.js';
export type { FormatCsvOptions } from './csv/formatCsv.js';
export { detectDelimiter } from './csv/detectDelimiter.js';
export { detectDecimalSeparator } from './csv/detectDecimalSeparator.js';
export { detectDateOrder } from './csv/detectDateOrder.js';
export { makeUniqueHeaders } from './csv/makeUniqueHeaders.js';
export type { UniqueHeaders } from './csv/makeUniqueHeaders.js';
export type { CsvOptions, CsvParser, CsvProgress, EncodingOption } from './csv/types.js';

// typing
export { inferColumnType } from './typing/inferColumnType.js';
export { measureFit } from './typing/measureFit.js';
export { parseNumber } from './typing/parseNumber.js';
export { parseDate } from './typing/parseDate.js';
export { isBlank } from './typing/isBlank.js';
export type { InferredType, TypingOptions } from './typing/types.js';
