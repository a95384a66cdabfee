import type { ColumnType, DateOrder, DecimalSeparator, Delimiter, Dataset } from '../dataset/types.js';
import type { ColumnRoleOverrides } from '../roles/types.js';

/** How bytes are decoded. 'auto' reads a UTF-16 byte-order mark, else tries strict UTF-8 and falls back to Windows-1252 on invalid bytes. */
export type EncodingOption = 'auto' | 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** Options of `parseCsv` and `createCsvParser`; each one overrides what ingest would detect. */
export interface CsvOptions {
  /** Field delimiter; detected among , ; tab | when omitted. */
  readonly delimiter?: Delimiter;
  /** Decimal separator of numbers; detected from the first 64 KiB when omitted. */
  readonly decimalSeparator?: DecimalSeparator;
  /** How a/b/yyyy dates are read; detected (DMY unless a middle part is over 12) when omitted. */
  readonly dateOrder?: DateOrder;
  /** Column type per (unique) header name, overriding inference. */
  readonly columnTypes?: Readonly<Record<string, ColumnType>>;
  /** Column role per (unique) header name, overriding role inference (kept in `detected.columnRoles`; see `inferColumnRoles`). */
  readonly columnRoles?: ColumnRoleOverrides;
  /** Texts read as missing values besides empty and blank cells; default DEFAULT_MISSING_VALUES (NA, N/A, n/a, NULL, null, -, #N/A). */
  readonly missingValues?: readonly string[];
  /** Byte decoding; default 'auto'. Ignored for string input. */
  readonly encoding?: EncodingOption;
  /** Called after each `push` with the bytes (string input: UTF-16 code units) and data rows so far. */
  readonly onProgress?: (progress: CsvProgress) => void;
}

/** Progress of a streaming parse. */
export interface CsvProgress {
  readonly bytes: number;
  readonly rows: number;
}

/** A streaming CSV parser: push chunks in order, then finish. */
export interface CsvParser {
  /** Feeds the next chunk. Chunks are read after push returns only if pushed as bytes with encoding 'auto' (kept until finish): do not mutate them. */
  push(chunk: string | Uint8Array): void;
  /** Ends the input and returns the Dataset; throws CsvParseError when no Dataset is possible. */
  finish(): Dataset;
}

/** Options of `parseCsvStream`: the CSV options plus a signal that cancels the read. */
export interface CsvStreamOptions extends CsvOptions {
  readonly signal?: AbortSignal;
}
