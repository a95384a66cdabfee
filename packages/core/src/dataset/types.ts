import type { ColumnRoleOverrides, ColumnRoles } from '../roles/types.js';

/** A column's inferred (or user-chosen) type. Spec app.md §3: number | date | string. */
export type ColumnType = 'number' | 'date' | 'string';

/** A typed cell as records expose it: a number for number columns, the text otherwise, null when empty. */
export type CellValue = number | string | null;

/** One row as a record keyed by header. Built on demand; never the storage format. */
export type DataRow = Record<string, CellValue>;

/** Numbers in a Float64Array; NaN marks an empty cell or a cell that did not fit (kept in `invalid`). */
export interface NumberColumn {
  readonly type: 'number';
  readonly name: string;
  readonly values: Float64Array;
  /** Original text of cells that are not numbers, by row index (import is lossless). */
  readonly invalid: ReadonlyMap<number, string>;
}

/**
 * Codes of a dictionary-encoded column, one per row: an index into the column's `dictionary`.
 * The array is as wide as the dictionary needs (8, 16 or 32 bits); read it as numbers.
 */
export type TextCodes = Uint8Array | Uint16Array | Uint32Array;

/**
 * Dates as UTC epoch milliseconds (NaN = empty or not a date) plus the original text for display,
 * dictionary-encoded like a StringColumn's: the text of row r is `dictionary[codes[r]]`.
 */
export interface DateColumn {
  readonly type: 'date';
  readonly name: string;
  readonly values: Float64Array;
  /** Distinct cell texts; entry 0 is always '' (the empty cell), the rest in first-seen order. */
  readonly dictionary: readonly string[];
  readonly codes: TextCodes;
  /** Original text of non-empty cells that are not valid dates, by row index. */
  readonly invalid: ReadonlyMap<number, string>;
}

/**
 * Text cells, dictionary-encoded: each distinct text is stored once and each row holds its code.
 * The text of row r is `dictionary[codes[r]]` (or `columnText(column)(r)`); code 0 is the empty cell.
 * Group or count by code: equal texts always share one code.
 */
export interface StringColumn {
  readonly type: 'string';
  readonly name: string;
  /** Distinct cell texts; entry 0 is always '' (the empty cell), the rest in first-seen order. */
  readonly dictionary: readonly string[];
  readonly codes: TextCodes;
  /** Always empty: every text fits a string column. */
  readonly invalid: ReadonlyMap<number, string>;
}

export type Column = NumberColumn | DateColumn | StringColumn;

/** What ingest detected for one column, and how well the data fits it. */
export interface ColumnProfile {
  readonly name: string;
  readonly type: ColumnType;
  /** Share (0..1) of the sampled non-empty values that fit `type`. */
  readonly fit: number;
  /** Empty cells in the whole column. */
  readonly missing: number;
  /** Non-empty cells in the whole column that do not fit `type` (kept as text). */
  readonly invalid: number;
  /** Number columns: the currency symbol ($ € £ ¥) or '%' written in most sampled cells, which parsing drops. */
  readonly symbol?: string;
  /** Date columns with a/b/yyyy dates: the day/month order they were read in (decided by the column's own cells unless set in options). */
  readonly dateOrder?: DateOrder;
}

export type Delimiter = ',' | ';' | '\t' | '|';
export type DecimalSeparator = '.' | ',';
export type DateOrder = 'DMY' | 'MDY';
export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** What ingest detected (or was told through options), so a user can see and correct it. */
export interface Detection {
  readonly delimiter: Delimiter;
  readonly encoding: TextEncoding;
  readonly hasBom: boolean;
  readonly hasHeader: true;
  readonly decimalSeparator: DecimalSeparator;
  readonly dateOrder: DateOrder;
  readonly columns: readonly ColumnProfile[];
  /** Column roles the user set through options (`CsvOptions.columnRoles`); `Dataset.roles` has every column's role. */
  readonly columnRoles?: ColumnRoleOverrides;
  /** Set when the rows did not come from CSV text: an .xlsx sheet (the other fields then describe the sheet's cells as ingest wrote them). */
  readonly source?: DataSource;
  /** Set by the sampled parser (`createSampledCsvParser`): the Dataset holds a uniform sample of the file's rows, with exact aggregates over all of them. */
  readonly sample?: DatasetSample;
}

/**
 * Exact figures of one column over every row of a file, read while streaming (`createColumnAggregate`).
 * `numbers` counts the cells that read as numbers (with the file's decimal separator); sum/min/max/mean are over
 * them (min/max/mean NaN when there are none). `missing` counts empty cells and missing markers (NA, NULL, …);
 * `count` every other cell.
 */
export interface ColumnAggregate {
  readonly count: number;
  readonly missing: number;
  readonly numbers: number;
  readonly sum: number;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
}

/** How a sampled Dataset relates to its file: `rows` of `totalRows` data rows kept, chosen uniformly by a reservoir seeded with `seed`. */
export interface DatasetSample {
  /** Data rows in the file. */
  readonly totalRows: number;
  /** Rows kept (the Dataset's rowCount), in file order; equal to totalRows when every row fitted. */
  readonly rows: number;
  readonly seed: number;
  /** Exact aggregates over all `totalRows` rows, in header order. */
  readonly columns: readonly ColumnAggregate[];
}

export type WarningCode =
  | 'RAGGED_ROWS_SHORT'
  | 'RAGGED_ROWS_LONG'
  | 'DUPLICATE_HEADER'
  | 'EMPTY_HEADER'
  | 'INVALID_UTF8'
  | 'INVALID_CELLS'
  | 'AMBIGUOUS_DATE_ORDER';

/** A recoverable problem. `count` rows/cells were affected; `line`/`column` point at the first. */
export interface CsvWarning {
  readonly code: WarningCode;
  readonly message: string;
  readonly count: number;
  readonly line?: number;
  readonly column?: string;
}

/** Spec app.md §3 "summary", plus the counts the summary cards show. */
export interface DatasetSummary {
  readonly totalRows: number;
  readonly totalColumns: number;
  readonly columnTypes: Readonly<Record<string, ColumnType>>;
  /** First 10 non-empty values per column. */
  readonly sampleValues: Readonly<Record<string, readonly CellValue[]>>;
  readonly numericColumns: number;
  /** Text (string-typed) columns: the "categories" card. */
  readonly categoricalColumns: number;
  readonly dateColumns: number;
}

/** A parsed CSV: columnar storage with row access on demand. Immutable. */
export interface Dataset {
  readonly headers: readonly string[];
  readonly rowCount: number;
  readonly summary: DatasetSummary;
  readonly detected: Detection;
  readonly warnings: readonly CsvWarning[];
  readonly columns: readonly Column[];
  /** What each column means for analysis (identifier, time, measure, …), in header order: see `inferColumnRoles`. Computed on first read. */
  readonly roles: ColumnRoles;
  /** The column named `name`; throws CoreError UNKNOWN_COLUMN when there is none. */
  column(name: string): Column;
  /** Typed cell value at (row, column index). */
  cell(row: number, columnIndex: number): CellValue;
  /** The cell as it appeared in the file ('' when empty). */
  cellText(row: number, columnIndex: number): string;
  row(index: number): DataRow;
  rows(): IterableIterator<DataRow>;
}

/** Where a Dataset's cells came from when not from a CSV file. */
export interface DataSource {
  readonly format: 'xlsx';
  readonly sheet: string;
}
