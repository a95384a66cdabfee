import type { CsvWarning, Dataset, TextEncoding } from '../dataset/types.js';
import { CsvParseError } from '../errors.js';
import { isBlank } from '../typing/isBlank.js';
import { createRecordAssembler, type AssemblerSettings, type RecordAssembler } from './createRecordAssembler.js';
import { MAX_COLUMNS } from '../constants.js';
import { cellText } from './cellText.js';
import { createTokenizer, type Tokenizer } from './createTokenizer.js';
import { detectDateOrder } from './detectDateOrder.js';
import { detectDecimalSeparator } from './detectDecimalSeparator.js';
import { detectDelimiter } from './detectDelimiter.js';
import { isBinaryText } from './isBinaryText.js';
import type { CsvOptions } from './types.js';

/** Characters read before detection runs; detection only ever sees this prefix, so chunking cannot change it. */
export const SNIFF_CHARS = 65_536;
const SNIFF_RECORDS = 200;

/** Parses decoded text pushed in pieces. Internal: `createCsvParser` handles bytes. */
export interface TextParser {
  write(text: string): void;
  readonly rows: number;
  /** True until the detection sample is complete and tokenizing has started. */
  readonly sniffing: boolean;
  /** A restart point, or null while still buffering the detection sample (then only a full restart works). */
  mark(): unknown;
  rewind(mark: unknown): void;
  end(): Dataset;
}

/** The whole input's size when it is known up front (0 when not): bytes, or UTF-16 units for a string. */
export interface InputSize {
  readonly size: number;
  readonly unit: 'bytes' | 'chars';
}

/** What the byte layer may still change while parsing: the encoding reported and warnings from decoding. */
export interface DecodingState {
  encoding: TextEncoding;
  readonly warnings: CsvWarning[];
}

/**
 * Buffers the first 64 Ki characters, detects delimiter, decimal separator and date order on them
 * (options win), then streams everything through the tokenizer into column builders (or into `makeSink`'s
 * sink, which gets the detected settings: the sampled parser's reservoir).
 *
 * @example
 * const p = createTextParser({}, { encoding: 'utf-8', warnings: [] });
 * p.write('a;b\n1,5;2\n');
 * p.end().detected.decimalSeparator; // ','
 */
export function createTextParser(
  options: CsvOptions,
  decoding: DecodingState,
  makeSink: (settings: AssemblerSettings) => RecordAssembler = createRecordAssembler,
  input: InputSize = { size: 0, unit: 'bytes' },
): TextParser {
  let sniff: string[] | null = [];
  let sniffLength = 0;
  let head: string | null = ''; // the first characters, until a BOM can be recognised
  let hasBom = false;
  let tokenizer: Tokenizer | null = null;
  let assembler: RecordAssembler | null = null;

  const stripBom = (text: string): string => {
    const bom = text.charCodeAt(0) === 0xfeff ? 1 : decoding.encoding === 'windows-1252' && text.startsWith('ï»¿') ? 3 : 0;
    hasBom = bom > 0;
    return text.slice(bom);
  };

  const start = (complete: boolean): void => {
    const text = (sniff ?? []).join('');
    sniff = null;
    const sample = text.slice(0, SNIFF_CHARS);
    if (complete && isBlank(sample.replace(/[\r\n]/g, ''))) throw new CsvParseError('EMPTY_FILE', 'The file is empty.', 0);
    if (isBinaryText(sample)) throw new CsvParseError('BINARY_INPUT', 'The file looks binary, not like CSV text.', 0);
    const delimiter = options.delimiter ?? detectDelimiter(sample, complete);
    const { cells, records } = sampleCells(sample, delimiter, complete);
    const sampleSize = input.unit === 'chars' ? sample.length : encodedLength(sample, decoding.encoding);
    const expectedRows = complete ? 0 : expectRows(input.size, sampleSize, records);
    assembler = makeSink({
      delimiter,
      get encoding() {
        return decoding.encoding;
      },
      hasBom,
      decimalSeparator: options.decimalSeparator ?? detectDecimalSeparator(cells),
      dateOrder: options.dateOrder ?? detectDateOrder(cells),
      dateOrderFixed: options.dateOrder !== undefined,
      ...(options.missingValues ? { missingValues: options.missingValues } : {}),
      columnTypes: options.columnTypes ?? {},
      ...(options.columnRoles ? { columnRoles: options.columnRoles } : {}),
      warnings: decoding.warnings,
      ...(expectedRows > 0 ? { expectedRows } : {}),
    });
    tokenizer = createTokenizer(delimiter, assembler);
    tokenizer.write(text);
  };

  return {
    get rows() {
      return assembler?.rows ?? 0;
    },
    get sniffing() {
      return sniff !== null;
    },
    write(text) {
      if (head !== null) {
        head += text;
        if (head.length < 3) return;
        text = stripBom(head);
        head = null;
      }
      if (sniff === null) {
        tokenizer!.write(text);
        return;
      }
      sniff.push(text);
      sniffLength += text.length;
      if (sniffLength > SNIFF_CHARS) start(false);
    },
    mark() {
      return sniff === null ? [tokenizer!.mark(), assembler!.mark()] : null;
    },
    rewind(m) {
      const [t, a] = m as [unknown, unknown];
      tokenizer!.rewind(t);
      assembler!.rewind(a);
    },
    end() {
      if (head !== null) {
        const rest = stripBom(head);
        head = null;
        if (rest !== '') this.write(rest);
      }
      if (sniff !== null) start(true);
      tokenizer!.end();
      return assembler!.finish();
    },
  };
}

/** Records a sample must hold before its bytes per record say anything about the rest of the file. */
const ESTIMATE_FROM_RECORDS = 32;

/**
 * About how many data rows an input of `size` holds, when its detection sample of `sampleSize` (same unit) held
 * `records` complete records (the header among them), with 2% to spare; 0 when that says too little.
 */
function expectRows(size: number, sampleSize: number, records: number): number {
  if (size <= sampleSize || records < ESTIMATE_FROM_RECORDS) return 0;
  return Math.ceil(((size / sampleSize) * records - 1) * 1.02);
}

/** Bytes `text` takes in `encoding` (what the caller's size counts). */
function encodedLength(text: string, encoding: TextEncoding): number {
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return text.length * 2;
  if (encoding !== 'utf-8') return text.length;
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) bytes += c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 1 : 2; // a surrogate pair: 2 + 2 of 4
  }
  return bytes;
}

/**
 * Data cells (header excluded) of the sample's first records, for decimal and date-order detection, and how
 * many complete records the sample holds.
 */
function sampleCells(sample: string, delimiter: string, complete: boolean): { cells: string[]; records: number } {
  const cells: string[] = [];
  let records = 0;
  const t = createTokenizer(delimiter, {
    limit: MAX_COLUMNS,
    overflow: () => {}, // the real parse reports a header that is too wide
    records(batch) {
      for (let r = 0; r < batch.records; r++, records++) {
        if (records === 0 || records > SNIFF_RECORDS) continue;
        for (let k = batch.firstCell[r]!; k < batch.firstCell[r + 1]!; k++) cells.push(cellText(batch, k));
      }
    },
  });
  t.write(sample);
  if (complete) {
    try {
      t.end();
    } catch {
      // an unterminated quote is reported by the real parse
    }
  }
  return { cells, records };
}
