import { SAMPLE_VALUES } from '../constants.js';
import { columnText } from './columnText.js';
import { CoreError } from '../errors.js';
import { inferColumnRoles } from '../roles/inferColumnRoles.js';
import { rememberFingerprint } from '../stats/datasetFingerprint.js';
import type { ColumnRoles } from '../roles/types.js';
import type {
  CellValue,
  Column,
  ColumnType,
  CsvWarning,
  Dataset,
  DataRow,
  DatasetSummary,
  Detection,
} from './types.js';

export interface CreateDatasetInput {
  readonly columns: readonly Column[];
  readonly detected: Detection;
  readonly warnings?: readonly CsvWarning[];
  /**
   * `roles` and `datasetFingerprint` of these same columns, already computed elsewhere — a parse
   * worker does both off the page's thread, where they cost about a second per million rows. Taken
   * as given: pass only what `inferColumnRoles` and `datasetFingerprint` returned for this data.
   */
  readonly known?: { readonly roles?: ColumnRoles; readonly fingerprint?: string };
}

/**
 * Wraps typed columns into an immutable Dataset with row access on demand.
 * Ingest builds the columns; tests and other producers may call this directly. `roles` are inferred
 * on first read, with the overrides in `detected.columnRoles`.
 *
 * @example
 * const ds = createDataset({ columns: [numberColumn('sales', [1, 2])], detected });
 * ds.row(1); // { sales: 2 }
 */
export function createDataset(input: CreateDatasetInput): Dataset {
  const columns = input.columns;
  const headers = columns.map((c) => c.name);
  const rowCount = columns[0] ? columnLength(columns[0]) : 0;
  for (const c of columns) {
    if (columnLength(c) !== rowCount) {
      throw new CoreError('INVALID_ARGUMENT', `Column "${c.name}" has ${columnLength(c)} cells, expected ${rowCount}.`);
    }
    if (c.type !== 'number' && c.dictionary[0] !== '') throw new CoreError('INVALID_ARGUMENT', `Column "${c.name}": dictionary entry 0 must be ''.`);
    if (c.type === 'date' && c.values.length !== c.codes.length) {
      throw new CoreError('INVALID_ARGUMENT', `Column "${c.name}" has ${c.values.length} dates for ${c.codes.length} texts.`);
    }
  }
  const byName = new Map(columns.map((c, i) => [c.name, i]));

  const cell = (row: number, index: number): CellValue => cellValue(columns[index]!, row);
  const readers = columns.map(columnText);
  const cellText = (row: number, index: number): string => readers[index]!(row);
  const row = (i: number): DataRow => {
    const record: DataRow = {};
    for (let c = 0; c < columns.length; c++) record[headers[c]!] = cellValue(columns[c]!, i);
    return record;
  };

  let roles: ColumnRoles | undefined = input.known?.roles;
  const ds: Dataset = {
    headers,
    rowCount,
    summary: summarize(columns, rowCount),
    detected: input.detected,
    warnings: input.warnings ?? [],
    columns,
    get roles() {
      return (roles ??= inferColumnRoles(ds));
    },
    column(name) {
      const i = byName.get(name);
      if (i === undefined) throw new CoreError('UNKNOWN_COLUMN', `No column named "${name}".`);
      return columns[i]!;
    },
    cell,
    cellText,
    row,
    *rows() {
      for (let i = 0; i < rowCount; i++) yield row(i);
    },
  };
  if (input.known?.fingerprint !== undefined) rememberFingerprint(ds, input.known.fingerprint);
  return ds;
}

function columnLength(c: Column): number {
  return c.type === 'number' ? c.values.length : c.codes.length;
}

/** A number cell is its number; a cell that did not fit keeps its text; empty is null. */
function cellValue(c: Column, i: number): CellValue {
  if (c.type !== 'number') return c.codes[i] === 0 ? null : (c.dictionary[c.codes[i]!] ?? null);
  const v = c.values[i]!;
  if (!Number.isNaN(v)) return v;
  return c.invalid.get(i) ?? null;
}

function summarize(columns: readonly Column[], rowCount: number): DatasetSummary {
  const columnTypes: Record<string, ColumnType> = {};
  const sampleValues: Record<string, CellValue[]> = {};
  let numericColumns = 0;
  let categoricalColumns = 0;
  let dateColumns = 0;
  for (const c of columns) {
    columnTypes[c.name] = c.type;
    if (c.type === 'number') numericColumns++;
    else if (c.type === 'date') dateColumns++;
    else categoricalColumns++;
    const samples: CellValue[] = [];
    for (let i = 0; i < rowCount && samples.length < SAMPLE_VALUES; i++) {
      const v = cellValue(c, i);
      if (v !== null) samples.push(v);
    }
    sampleValues[c.name] = samples;
  }
  return {
    totalRows: rowCount,
    totalColumns: columns.length,
    columnTypes,
    sampleValues,
    numericColumns,
    categoricalColumns,
    dateColumns,
  };
}
