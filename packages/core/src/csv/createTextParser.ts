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
export function createTextParser(options: CsvOptions, decoding: DecodingState, makeSink: (settings: AssemblerSettings) => RecordAssembler = createRecordAssembler): TextParser {
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
    const cells = sampleCells(sample, delimiter, complete);
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

/** Data cells (header excluded) of the sample's first records, for decimal and date-order detection. */
function sampleCells(sample: string, delimiter: string, complete: boolean): string[] {
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
  return cells;
}
