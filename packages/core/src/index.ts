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
