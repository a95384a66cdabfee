import { createDataset } from '../dataset/createDataset.js';
import type { ColumnProfile, ColumnType, CsvWarning, Dataset, DateOrder, DecimalSeparator, Delimiter, TextEncoding } from '../dataset/types.js';
import type { ColumnRoleOverrides } from '../roles/types.js';
import { CsvParseError } from '../errors.js';
import { createColumnBuilder, type ColumnBuilder, type ColumnBuilderMark } from '../typing/createColumnBuilder.js';
import type { TokenSink } from './createTokenizer.js';
import { makeUniqueHeaders } from './makeUniqueHeaders.js';

export interface AssemblerSettings {
  readonly delimiter: Delimiter;
  readonly encoding: TextEncoding;
  readonly hasBom: boolean;
  readonly decimalSeparator: DecimalSeparator;
  readonly dateOrder: DateOrder;
  readonly columnTypes: Readonly<Record<string, ColumnType>>;
  /** True when the date order came from options (columns then do not decide their own). */
  readonly dateOrderFixed?: boolean;
  /** Missing-value markers from options. */
  readonly missingValues?: readonly string[];
  /** Role overrides from options, passed on to `detected.columnRoles`. */
  readonly columnRoles?: ColumnRoleOverrides;
  /** Warnings from before tokenizing (read at finish, so the caller may still add to them). */
  readonly warnings: readonly CsvWarning[];
}

/** A token sink that turns the first record into headers and the rest into typed columns. */
export interface RecordAssembler extends TokenSink {
  readonly rows: number;
  /** Saves the state after the last complete token; `rewind` drops everything pushed since. */
  mark(): unknown;
  rewind(mark: unknown): void;
  finish(): Dataset;
}

const MAX_TRACKED_LINES = 100_000;

interface AssemblerMark {
  readonly header: string[] | null;
  readonly col: number;
  readonly rows: number;
  readonly currentLine: number;
  readonly lineOfRow: number;
  readonly short: { count: number; line: number };
  readonly long: { count: number; line: number };
  readonly firstInvalidLine: number[];
  readonly awaitingLine: number[];
  readonly builders: ColumnBuilderMark[];
}

/**
 * Receives tokenized records and writes each cell straight into its column builder (no row
 * objects). Pads short rows, truncates long ones and counts both, with the first line of each.
 *
 * @example
 * const a = createRecordAssembler(settings);
 * createTokenizer(',', a).write('x\n1\n');
 * a.finish().rowCount; // 1
 */
export function createRecordAssembler(settings: AssemblerSettings): RecordAssembler {
  let header: string[] | null = [];
  let headers: string[] = [];
  let builders: ColumnBuilder[] = [];
  let width = 0;
  let col = 0;
  let rows = 0;
  let currentLine = 0;
  const lineOfRow: number[] = []; // lines of early rows, to place invalid cells found when a type is settled
  const short = { count: 0, line: 0 };
  const long = { count: 0, line: 0 };
  const firstInvalidLine: number[] = [];
  const awaitingLine: number[] = []; // columns whose first invalid cell is in the record being read
  let headerWarnings: CsvWarning[] = [];
  /** Line of the first invalid row of a column read again at the end (its earlier invalid rows may now be valid). */
  const firstLine = (invalid: ReadonlyMap<number, string>): number | undefined => {
    let first = Infinity;
    for (const row of invalid.keys()) if (row < first) first = row;
    return lineOfRow[first];
  };

  const startColumns = (): void => {
    const unique = makeUniqueHeaders(header ?? []);
    headers = unique.headers;
    width = headers.length;
    if (unique.empties > 0) headerWarnings.push({ code: 'EMPTY_HEADER', message: `${unique.empties} empty header name(s) were named "Column N".`, count: unique.empties, line: currentLine });
    if (unique.duplicates > 0) headerWarnings.push({ code: 'DUPLICATE_HEADER', message: `${unique.duplicates} repeated header name(s) were given a numeric suffix.`, count: unique.duplicates, line: currentLine });
    builders = headers.map((name, c) =>
      createColumnBuilder(name, {
        decimalSeparator: settings.decimalSeparator,
        dateOrder: settings.dateOrder,
        type: settings.columnTypes[name],
        dateOrderFixed: settings.dateOrderFixed ?? false,
        ...(settings.missingValues ? { missingValues: settings.missingValues } : {}),
        onInvalid: (row) => {
          if (firstInvalidLine[c] !== undefined) return;
          if (row === rows) awaitingLine.push(c);
          firstInvalidLine[c] = lineOfRow[row] ?? 0;
        },
      }),
    );
    header = null;
  };

  return {
    get rows() {
      return rows;
    },
    cell(text, start, end) {
      if (header !== null) header.push(text.slice(start, end));
      else if (col < width) builders[col]!.push(text, start, end);
      col++;
    },
    endRecord(line) {
      currentLine = line;
      if (header !== null) {
        startColumns();
        col = 0;
        return;
      }
      if (col < width) {
        for (let c = col; c < width; c++) builders[c]!.pushEmpty();
        if (short.count++ === 0) short.line = line;
      } else if (col > width && long.count++ === 0) long.line = line;
      if (lineOfRow.length === rows && rows < MAX_TRACKED_LINES) lineOfRow.push(line);
      while (awaitingLine.length > 0) firstInvalidLine[awaitingLine.pop()!] = line;
      col = 0;
      rows++;
    },
    mark() {
      return {
        header: header && [...header],
        col,
        rows,
        currentLine,
        lineOfRow: lineOfRow.length,
        short: { ...short },
        long: { ...long },
        firstInvalidLine: [...firstInvalidLine],
        awaitingLine: [...awaitingLine],
        builders: builders.map((b) => b.mark()),
      };
    },
    rewind(saved) {
      const m = saved as AssemblerMark;
      if (m.header !== null) {
        header = [...m.header];
        builders = [];
        headerWarnings = [];
      } else builders.forEach((b, c) => b.rewind(m.builders[c]!));
      col = m.col;
      rows = m.rows;
      currentLine = m.currentLine;
      lineOfRow.length = m.lineOfRow;
      Object.assign(short, m.short);
      Object.assign(long, m.long);
      firstInvalidLine.length = 0;
      firstInvalidLine.push(...m.firstInvalidLine);
      awaitingLine.length = 0;
      awaitingLine.push(...m.awaitingLine);
    },
    finish() {
      if (header !== null) throw new CsvParseError('EMPTY_FILE', 'The file has no content.', 0);
      if (rows === 0) throw new CsvParseError('NO_DATA_ROWS', 'The file has a header row but no data rows.', 1);
      const warnings = [...settings.warnings, ...headerWarnings];
      if (short.count > 0) warnings.push({ code: 'RAGGED_ROWS_SHORT', message: `${short.count} row(s) had fewer cells than the header and were padded with empty cells.`, count: short.count, line: short.line });
      if (long.count > 0) warnings.push({ code: 'RAGGED_ROWS_LONG', message: `${long.count} row(s) had more cells than the header; the extra cells were dropped.`, count: long.count, line: long.line });
      const built = builders.map((b) => b.finish());
      const profiles: ColumnProfile[] = built.map((b) => b.profile);
      profiles.forEach((p, c) => {
        if (p.invalid > 0) {
          const line = p.type === 'date' && p.dateOrder !== settings.dateOrder ? firstLine(built[c]!.column.invalid) : firstInvalidLine[c];
          warnings.push({ code: 'INVALID_CELLS', message: `${p.invalid} cell(s) in "${p.name}" are not of type ${p.type}; they are kept as text.`, count: p.invalid, column: p.name, ...(line ? { line } : {}) });
        }
        if (built[c]!.ambiguousDateOrder) {
          const order = p.dateOrder === 'MDY' ? 'month/day/year' : 'day/month/year';
          warnings.push({ code: 'AMBIGUOUS_DATE_ORDER', message: `No date in "${p.name}" tells day from month (all parts are 12 or less); they were read as ${order}. Set the date order in the import settings if that is wrong.`, count: 1, column: p.name });
        }
      });
      builders = [];
      headerWarnings = [];
      return createDataset({
        columns: built.map((b) => b.column),
        warnings,
        detected: {
          delimiter: settings.delimiter,
          encoding: settings.encoding,
          hasBom: settings.hasBom,
          hasHeader: true,
          decimalSeparator: settings.decimalSeparator,
          dateOrder: settings.dateOrder,
          columns: profiles,
          ...(settings.columnRoles ? { columnRoles: settings.columnRoles } : {}),
        },
      });
    },
  };
}
