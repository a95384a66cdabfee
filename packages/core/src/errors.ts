/** Stable machine-readable codes. Apps map them to user-facing text; core holds no UI text. */
export type CoreErrorCode =
  | 'EMPTY_FILE'
  | 'NO_HEADER'
  | 'NO_DATA_ROWS'
  | 'BINARY_INPUT'
  | 'UNTERMINATED_QUOTE'
  | 'TOO_MANY_COLUMNS'
  | 'FIELD_TOO_LONG'
  | 'UNKNOWN_COLUMN'
  | 'INVALID_ARGUMENT'
  | 'PARSER_FINISHED'
  | 'CANCELLED'
  | 'INVALID_XLSX'
  | 'XLSX_TOO_LARGE'
  | 'UNKNOWN_SHEET'
  | 'COLUMN_MISMATCH';

/** The one error type core throws, only when no result is possible. */
export class CoreError extends Error {
  readonly code: CoreErrorCode;
  constructor(code: CoreErrorCode, message: string) {
    super(message);
    this.name = 'CoreError';
    this.code = code;
  }
}

/** Thrown by ingest when the bytes cannot become a Dataset; `line` is 1-based (0 when not tied to a line). */
export class CsvParseError extends CoreError {
  readonly line: number;
  constructor(code: CoreErrorCode, message: string, line = 0) {
    super(code, message);
    this.name = 'CsvParseError';
    this.line = line;
  }
}
