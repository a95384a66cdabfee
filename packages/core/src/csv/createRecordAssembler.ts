import { MAX_COLUMNS } from '../constants.js';
import { createDataset } from '../dataset/createDataset.js';
import type { ColumnProfile, ColumnType, CsvWarning, Dataset, DateOrder, DecimalSeparator, Delimiter, TextEncoding } from '../dataset/types.js';
import type { ColumnRoleOverrides } from '../roles/types.js';
import { CsvParseError } from '../errors.js';
import { createColumnBuilder, type ColumnBuilder, type ColumnBuilderMark } from '../typing/createColumnBuilder.js';
import type { BatchSink, CellBatch } from './createTokenizer.js';
import { cellText } from './cellText.js';
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
  /** About how many data rows the whole input holds, when its size is known up front (`parseCsv`). */
  readonly expectedRows?: number;
}

/** A batch sink that turns the first record into headers and the rest into typed columns. */
export interface RecordAssembler extends BatchSink {
  /** MAX_COLUMNS until the header is read, then its width. */
  limit: number;
  readonly rows: number;
  /** Saves the state after the last complete record; `rewind` drops everything received since. */
  mark(): unknown;
  rewind(mark: unknown): void;
  finish(): Dataset;
}

const MAX_TRACKED_LINES = 100_000;

interface AssemblerMark {
  readonly started: boolean;
  readonly rows: number;
  readonly lineOfRow: number;
  readonly short: { count: number; line: number };
  readonly long: { count: number; line: number };
  readonly firstInvalidLine: number[];
  readonly builders: ColumnBuilderMark[];
}

/**
 * Receives batches of tokenized records and writes them into column builders column by column (no
 * row objects; each builder's state stays hot while it takes a batch's cells). Pads short rows,
 * drops the extra cells of long ones and counts both, with the first line of each. A header wider
 * than MAX_COLUMNS throws TOO_MANY_COLUMNS as soon as the tokenizer passes the limit.
 *
 * @example
 * const a = createRecordAssembler(settings);
 * createTokenizer(',', a).write('x\n1\n');
 * a.finish().rowCount; // 1
 */
export function createRecordAssembler(settings: AssemblerSettings): RecordAssembler {
  let started = false; // the header has been read
  let builders: ColumnBuilder[] = [];
  let width = 0;
  let rows = 0;
  const lineOfRow: number[] = []; // lines of early rows, to place invalid cells found when a type is settled
  const short = { count: 0, line: 0 };
  const long = { count: 0, line: 0 };
  const firstInvalidLine: number[] = [];
  let headerWarnings: CsvWarning[] = [];
  let batch: CellBatch | null = null; // the batch being written: its record `batchFrom` is data row `rows`
  let batchFrom = 0;
  /** Line of data row `row`: from the batch being written, or the early rows' lines (0 when unknown). */
  const lineOf = (row: number): number => {
    const r = row - rows + batchFrom;
    return batch && r >= batchFrom && r < batch.records ? batch.lines[r]! : (lineOfRow[row] ?? 0);
  };
  /** Line of the first invalid row of a column read again at the end (its earlier invalid rows may now be valid). */
  const firstLine = (invalid: ReadonlyMap<number, string>): number | undefined => {
    let first = Infinity;
    for (const row of invalid.keys()) if (row < first) first = row;
    return lineOfRow[first];
  };

  const startColumns = (names: string[], line: number): void => {
    const unique = makeUniqueHeaders(names);
    const headers = unique.headers;
    width = headers.length;
    if (unique.empties > 0) headerWarnings.push({ code: 'EMPTY_HEADER', message: `${unique.empties} empty header name(s) were named "Column N".`, count: unique.empties, line });
    if (unique.duplicates > 0) headerWarnings.push({ code: 'DUPLICATE_HEADER', message: `${unique.duplicates} repeated header name(s) were given a numeric suffix.`, count: unique.duplicates, line });
    builders = headers.map((name, c) =>
      createColumnBuilder(name, {
        decimalSeparator: settings.decimalSeparator,
        dateOrder: settings.dateOrder,
        type: settings.columnTypes[name],
        dateOrderFixed: settings.dateOrderFixed ?? false,
        ...(settings.missingValues ? { missingValues: settings.missingValues } : {}),
        ...(settings.expectedRows ? { expectedRows: settings.expectedRows } : {}),
        onInvalid: (row) => {
          firstInvalidLine[c] ??= lineOf(row);
        },
      }),
    );
    started = true;
  };
  /** Writes records `from` … of `b` as data rows: bookkeeping per record, then the cells column by column. */
  const writeRows = (b: CellBatch, from: number): void => {
    const { firstCell, starts, ends, strings, text } = b;
    for (let r = from; r < b.records; r++) {
      const cells = b.width[r]!;
      if (cells < width) {
        if (short.count++ === 0) short.line = b.lines[r]!;
      } else if (cells > width && long.count++ === 0) long.line = b.lines[r]!;
      const row = rows + r - from;
      if (row < MAX_TRACKED_LINES) lineOfRow[row] = b.lines[r]!;
    }
    batch = b;
    batchFrom = from;
    for (let c = 0; c < width; c++) {
      const builder = builders[c]!;
      for (let r = from; r < b.records; r++) {
        const k = firstCell[r]! + c;
        if (k >= firstCell[r + 1]!) builder.pushEmpty();
        else {
          const s = starts[k]!;
          if (s >= 0) builder.push(text, s, ends[k]!);
          else {
            const own = strings[~s]!;
            builder.push(own, 0, own.length);
          }
        }
      }
    }
    batch = null;
    rows += b.records - from;
  };

  return {
    get rows() {
      return rows;
    },
    limit: MAX_COLUMNS,
    overflow() {
      if (!started) throw new CsvParseError('TOO_MANY_COLUMNS', `The header has more than ${MAX_COLUMNS.toLocaleString('en')} columns (Excel's limit).`, 0);
    },
    records(b) {
      let from = 0;
      if (!started) {
        const names: string[] = [];
        for (let k = b.firstCell[0]!; k < b.firstCell[1]!; k++) names.push(cellText(b, k));
        startColumns(names, b.lines[0]!);
        this.limit = width;
        from = 1;
      }
      writeRows(b, from);
    },
    mark() {
      return {
        started,
        rows,
        lineOfRow: lineOfRow.length,
        short: { ...short },
        long: { ...long },
        firstInvalidLine: [...firstInvalidLine],
        builders: builders.map((b) => b.mark()),
      } satisfies AssemblerMark;
    },
    rewind(saved) {
      const m = saved as AssemblerMark;
      if (!m.started) {
        started = false;
        builders = [];
        width = 0;
        headerWarnings = [];
        this.limit = MAX_COLUMNS;
      } else builders.forEach((b, c) => b.rewind(m.builders[c]!));
      rows = m.rows;
      lineOfRow.length = m.lineOfRow;
      Object.assign(short, m.short);
      Object.assign(long, m.long);
      firstInvalidLine.length = 0;
      firstInvalidLine.push(...m.firstInvalidLine);
    },
    finish() {
      if (!started) throw new CsvParseError('EMPTY_FILE', 'The file has no content.', 0);
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
