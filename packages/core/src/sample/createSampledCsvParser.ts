import { MAX_COLUMNS } from '../constants.js';
import { createCsvParser, createCsvParserWith } from '../csv/createCsvParser.js';
import type { AssemblerSettings, RecordAssembler } from '../csv/createRecordAssembler.js';
import type { CellBatch } from '../csv/createTokenizer.js';
import type { CsvOptions, CsvParser } from '../csv/types.js';
import { createDataset } from '../dataset/createDataset.js';
import type { Dataset, DatasetSample } from '../dataset/types.js';
import { CsvParseError } from '../errors.js';
import { createMissingTest, DEFAULT_MISSING_VALUES } from '../typing/createMissingTest.js';
import { parseNumber } from '../typing/parseNumber.js';
import { createColumnAggregate, type ColumnAggregator } from './createColumnAggregate.js';
import { createReservoir, type Reservoir, type ReservoirState } from './createReservoir.js';

/** Default row budget of a sample: what the browser's explorer and charts handle comfortably. */
export const SAMPLE_ROWS = 2_000_000;
/** Default byte budget of the kept rows' text (UTF-16 code units, plus 32 bytes of overhead per row). */
export const SAMPLE_BYTES = 256 * 1024 * 1024;
/** Default reservoir seed. */
export const SAMPLE_SEED = 1;

/** Options of the sampled parser: the CSV options plus the budget and the seed. */
export interface SampledCsvOptions extends CsvOptions {
  /** At most this many rows are kept (default SAMPLE_ROWS; at most 2,097,152). */
  readonly sampleRows?: number;
  /** …and at most about this much row text (default SAMPLE_BYTES): the row budget shrinks for wide rows. */
  readonly sampleBytes?: number;
  /** Reservoir seed (default SAMPLE_SEED): the same file, options and seed give the same sample. */
  readonly seed?: number;
}

const MAX_SLOTS = 1 << 21;
const PUSH_ROWS = 8192;

interface SinkMark {
  readonly reservoir: ReservoirState;
  readonly lines: string[];
  readonly rowOf: Float64Array;
  readonly aggregates: ColumnAggregator[];
  readonly keptBytes: number;
  readonly header: string[] | null;
}

/**
 * A streaming CSV parser (push/finish, like `createCsvParser`) for files too big to hold: every record is
 * tokenized once; each column's exact aggregates (count, missing, sum, min, max, mean — numbers read with
 * the detected decimal separator) are updated from every row, and a seeded reservoir keeps a uniform sample of
 * at most `sampleRows` rows (fewer when their text passes `sampleBytes`). `finish()` types the kept rows
 * through the normal parser, in file order, and returns that Dataset with `detected.sample` telling the
 * total rows, the rows kept, the seed and the exact aggregates. When every row fits, the Dataset holds all
 * rows (the same cells and types as `parseCsv`); warnings then count rows of the sample, and their line
 * numbers are not the file's. Errors are those of `createCsvParser`.
 *
 * @example
 * const p = createSampledCsvParser({ sampleRows: 1000, seed: 7 });
 * p.push(bytes);
 * const ds = p.finish();
 * ds.detected.sample; // { totalRows: 9_800_000, rows: 1000, seed: 7, columns: [{ sum, min, max, … }, …] }
 */
export function createSampledCsvParser(options: SampledCsvOptions = {}): CsvParser {
  const { sampleRows = SAMPLE_ROWS, sampleBytes = SAMPLE_BYTES, seed = SAMPLE_SEED, ...csv } = options;
  if (!Number.isInteger(sampleRows) || sampleRows < 1 || sampleRows > MAX_SLOTS) throw new RangeError(`sampleRows must be an integer from 1 to ${MAX_SLOTS}, got ${sampleRows}`);
  let sink: SamplingSink | null = null;
  const parser = createCsvParserWith(csv, (settings) => (sink = new SamplingSink(settings, sampleRows, sampleBytes, seed, csv.missingValues ?? DEFAULT_MISSING_VALUES)));
  return {
    push: (chunk) => parser.push(chunk),
    finish() {
      parser.finish(); // the sink's finish checks for rows; the sample is typed here
      return sink!.dataset(csv);
    },
  };
}

class SamplingSink implements RecordAssembler {
  limit = MAX_COLUMNS;
  private header: string[] | null = null;
  private width = 0;
  private readonly reservoir: Reservoir;
  private lines: string[] = [];
  private rowOf: Float64Array;
  private aggregates: ColumnAggregator[] = [];
  private keptBytes = 0;
  private readonly quoteTest: RegExp;
  private readonly isMissing: (text: string, start?: number, end?: number) => boolean;

  constructor(
    private readonly settings: AssemblerSettings,
    sampleRows: number,
    private readonly sampleBytes: number,
    private readonly seed: number,
    missingValues: readonly string[],
  ) {
    this.reservoir = createReservoir(sampleRows, seed);
    this.rowOf = new Float64Array(Math.min(sampleRows, 65_536));
    this.quoteTest = new RegExp(`["\\r\\n${settings.delimiter === '\t' ? '\\t' : settings.delimiter === '|' ? '\\|' : settings.delimiter}]`);
    this.isMissing = createMissingTest(missingValues);
  }

  get rows(): number {
    return this.reservoir.seen;
  }

  overflow(): void {
    if (this.header === null) throw new CsvParseError('TOO_MANY_COLUMNS', `The header has more than ${MAX_COLUMNS.toLocaleString('en')} columns (Excel's limit).`, 0);
  }

  records(b: CellBatch): void {
    let from = 0;
    if (this.header === null) {
      const names: string[] = [];
      for (let k = b.firstCell[0]!; k < b.firstCell[1]!; k++) names.push(cell(b, k));
      this.header = names;
      this.width = names.length;
      this.limit = names.length;
      this.aggregates = names.map(() => createColumnAggregate());
      from = 1;
    }
    this.aggregate(b, from);
    const { reservoir } = this;
    for (let r = from; r < b.records; r++) {
      const row = reservoir.seen;
      const slot = reservoir.offer();
      if (slot < 0) continue;
      const line = this.line(b, r);
      if (slot >= this.rowOf.length) this.grow(slot);
      const old = this.lines[slot];
      this.keptBytes += line.length * 2 + 32 - (old === undefined ? 0 : old.length * 2 + 32);
      this.lines[slot] = line;
      this.rowOf[slot] = row;
      // a budget reached while filling: keep what is kept (a uniform sample of a smaller size from here on)
      if (this.keptBytes > this.sampleBytes && reservoir.seen <= reservoir.capacity) reservoir.limit();
    }
  }

  /** Every cell of records `from`… into its column's aggregate, column by column. */
  private aggregate(b: CellBatch, from: number): void {
    const { firstCell, starts, ends, strings, text } = b;
    const decimal = this.settings.decimalSeparator;
    const isMissing = this.isMissing;
    for (let c = 0; c < this.width; c++) {
      const a = this.aggregates[c]!;
      for (let r = from; r < b.records; r++) {
        const k = firstCell[r]! + c;
        if (k >= firstCell[r + 1]!) {
          a.addMissing();
          continue;
        }
        const s = starts[k]!;
        const t = s >= 0 ? text : strings[~s]!;
        const start = s >= 0 ? s : 0;
        const end = s >= 0 ? ends[k]! : t.length;
        if (isMissing(t, start, end)) a.addMissing();
        else {
          const v = parseNumber(t, start, end, decimal);
          if (v === v) a.addNumber(v);
          else a.addOther();
        }
      }
    }
  }

  /** Record r as a CSV line in the file's delimiter (quoted where needed), a flat string of its own. */
  private line(b: CellBatch, r: number): string {
    const first = b.firstCell[r]!;
    const last = b.firstCell[r + 1]!;
    const parts: string[] = [];
    for (let k = first; k < last; k++) {
      const text = cell(b, k);
      parts.push(this.quoteTest.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    }
    const line = parts.join(this.settings.delimiter);
    // a lone empty cell would be an empty line, which CSV skips
    return line === '' ? '""' : line;
  }

  private grow(slot: number): void {
    const next = new Float64Array(Math.min(this.reservoir.capacity, Math.max(slot + 1, this.rowOf.length * 2)));
    next.set(this.rowOf);
    this.rowOf = next;
  }

  mark(): SinkMark {
    return { reservoir: this.reservoir.mark(), lines: [...this.lines], rowOf: this.rowOf.slice(), aggregates: this.aggregates.map((a) => a.clone()), keptBytes: this.keptBytes, header: this.header };
  }

  rewind(saved: unknown): void {
    const m = saved as SinkMark;
    this.reservoir.rewind(m.reservoir);
    this.lines = [...m.lines];
    this.rowOf = m.rowOf.slice();
    this.aggregates = m.aggregates.map((a) => a.clone());
    this.keptBytes = m.keptBytes;
    this.header = m.header;
    this.width = m.header?.length ?? 0;
    this.limit = m.header ? this.width : MAX_COLUMNS;
  }

  finish(): Dataset {
    if (this.header === null) throw new CsvParseError('EMPTY_FILE', 'The file has no content.', 0);
    if (this.reservoir.seen === 0) throw new CsvParseError('NO_DATA_ROWS', 'The file has a header row but no data rows.', 1);
    // The caller types the sample (`dataset`); this only validates, like the record assembler.
    return null as unknown as Dataset;
  }

  /** Types the kept rows in file order through the normal parser; releases them as they go. */
  dataset(options: CsvOptions): Dataset {
    const { settings, reservoir } = this;
    const kept = reservoir.size;
    // file order: row index and slot in one sortable number (slots < 2^21, rows < 2^32)
    const order = new Float64Array(kept);
    for (let slot = 0; slot < kept; slot++) order[slot] = this.rowOf[slot]! * MAX_SLOTS + slot;
    order.sort();
    const { onProgress: _progress, encoding: _encoding, ...typing } = options;
    const parser = createCsvParser({
      ...typing,
      delimiter: settings.delimiter,
      decimalSeparator: settings.decimalSeparator,
      ...(settings.dateOrderFixed ? { dateOrder: settings.dateOrder } : {}),
    });
    parser.push(headerLine(this.header!, (t) => (this.quoteTest.test(t) ? `"${t.replace(/"/g, '""')}"` : t), settings.delimiter));
    for (let i = 0; i < kept; i += PUSH_ROWS) {
      const piece: string[] = [];
      for (let j = i; j < Math.min(kept, i + PUSH_ROWS); j++) {
        const slot = order[j]! % MAX_SLOTS;
        piece.push(this.lines[slot]!);
        this.lines[slot] = '';
      }
      parser.push('\n' + piece.join('\n'));
    }
    this.lines = [];
    const ds = parser.finish();
    const sample: DatasetSample = { totalRows: reservoir.seen, rows: kept, seed: this.seed, columns: this.aggregates.map((a) => a.result()) };
    const fromFile = settings.warnings; // decoding warnings (INVALID_UTF8) belong to the file, not to the re-typed sample
    return createDataset({
      columns: ds.columns,
      warnings: [...fromFile, ...ds.warnings],
      detected: { ...ds.detected, encoding: settings.encoding, hasBom: settings.hasBom, sample },
    });
  }
}

function cell(b: CellBatch, k: number): string {
  const s = b.starts[k]!;
  return s >= 0 ? b.text.slice(s, b.ends[k]!) : b.strings[~s]!;
}

function headerLine(names: readonly string[], quote: (t: string) => string, delimiter: string): string {
  const line = names.map(quote).join(delimiter);
  return line === '' ? '""' : line;
}
