import type { CsvWarning, TextEncoding } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { createRecordAssembler, type AssemblerSettings, type RecordAssembler } from './createRecordAssembler.js';
import { createTextParser, type DecodingState, type InputSize, type TextParser } from './createTextParser.js';
import { decodeAscii } from './decodeAscii.js';
import { endsInsideSequence } from './endsInsideSequence.js';
import { isAscii } from './isAscii.js';
import type { CsvOptions, CsvParser } from './types.js';

/**
 * Bytes decoded at a time from a bigger chunk (a whole file given to `parseCsv`). Small enough that each piece's text
 * is an ordinary young heap string, dead before the next scavenge: a 1 MiB piece was a large-object (on Node an
 * external) string that outlived a scavenge while it was tokenized, so every piece was promoted and the file's text
 * piled up as old garbage until a full collection — about 100 MiB of peak memory on a 100 MB file.
 */
export const PIECE_BYTES = 1 << 16;

const INVALID_UTF8: CsvWarning = {
  code: 'INVALID_UTF8',
  message: 'The file is not valid UTF-8; it was decoded as Windows-1252.',
  count: 1,
};

/**
 * A streaming CSV parser. Push string or byte chunks in order, then `finish()` for the Dataset;
 * the result is identical however the input is cut into chunks. With `encoding: 'auto'` (the
 * default) bytes are decoded as strict UTF-8; on the first invalid sequence the parse restarts from
 * the kept bytes as Windows-1252 (reported in `detected.encoding` and an INVALID_UTF8 warning), so
 * the pushed byte chunks are kept until `finish`. Bytes starting with a UTF-16 byte-order mark (FF FE, FE FF;
 * Excel's "Unicode text") are decoded as UTF-16 LE/BE. `onProgress` reports bytes and rows after each push.
 *
 * @example
 * const parser = createCsvParser({ onProgress: ({ bytes, rows }) => console.log(bytes, rows) });
 * parser.push(new TextEncoder().encode('city,sales\nOslo,1'));
 * parser.push('2\n');
 * parser.finish().column('sales').values; // Float64Array [12]
 */
export function createCsvParser(options: CsvOptions = {}): CsvParser {
  return createCsvParserWith(options, createRecordAssembler);
}

/**
 * `createCsvParser` with another sink for the tokenized records (internal: the sampled parser), and the whole
 * input's size in bytes when it is known up front (`parseCsv`): number columns then store about that many rows
 * without a final copy.
 */
export function createCsvParserWith(options: CsvOptions, makeSink: (settings: AssemblerSettings) => RecordAssembler, input?: InputSize): CsvParser {
  const requested = options.encoding ?? 'auto';
  const decoding: DecodingState = { encoding: requested === 'auto' ? 'utf-8' : requested, warnings: [] };
  let decoder = makeDecoder(decoding.encoding, requested === 'auto');
  // UTF-16 is only ever chosen (by option or by its byte-order mark): no ASCII shortcut, no fallback
  let utf16 = decoding.encoding === 'utf-16le' || decoding.encoding === 'utf-16be';
  let sniffing = requested === 'auto'; // until the first two bytes are seen
  let firstByte: Uint8Array | null = null; // a lone first byte, held until a BOM can be recognised
  let text: TextParser = createTextParser(options, decoding, makeSink, input);
  // What a Windows-1252 restart needs. While every byte so far is ASCII (decoded the same either way) nothing is kept
  // once detection is through; from the first non-ASCII chunk on, the chunks are kept and `restart` marks the parser
  // state just before it. Before that, chunks are kept from the start (restart = null: parse again from scratch).
  let kept: (Uint8Array | string)[] | null = requested === 'auto' ? [] : null;
  let restart: unknown = null;
  let allAscii = true;
  let idle = true; // the decoder holds no partial UTF-8 sequence
  let bytes = 0;
  let finished = false;

  const fallBack = (): void => {
    decoding.encoding = 'windows-1252';
    decoding.warnings.push(INVALID_UTF8);
    decoder = makeDecoder('windows-1252', false);
    if (restart === null) text = createTextParser(options, decoding, makeSink, input);
    else text.rewind(restart);
    const replay = kept ?? [];
    kept = null;
    idle = true;
    for (const chunk of replay) text.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
  };
  /** Keeps a chunk whose text is the same in both encodings (ASCII bytes, or a string) only when a restart may need it. */
  const keepText = (decoded: string): void => {
    if (!kept) return;
    if (!allAscii || text.sniffing) kept.push(decoded);
    else kept.length = 0; // the ASCII prefix is parsed for good: a restart would start after it
  };
  /** Switches to UTF-16 when the first bytes are its byte-order mark (FF FE little-endian, FE FF big-endian). */
  const sniffUtf16 = (chunk: Uint8Array): void => {
    const le = chunk[0] === 0xff && chunk[1] === 0xfe;
    if (!le && !(chunk[0] === 0xfe && chunk[1] === 0xff)) return;
    decoding.encoding = le ? 'utf-16le' : 'utf-16be';
    decoder = makeDecoder(decoding.encoding, false);
    utf16 = true;
    kept = null;
  };
  const decode = (chunk?: Uint8Array): void => {
    if (utf16) {
      const decoded = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      if (decoded !== '') text.write(decoded);
      return;
    }
    if (chunk && idle && isAscii(chunk)) {
      const decoded = decodeAscii(chunk);
      keepText(decoded);
      text.write(decoded);
      return;
    }
    if (chunk && kept) {
      if (allAscii) {
        allAscii = false;
        if (!text.sniffing) {
          restart = text.mark();
          kept = [];
        }
      }
      kept.push(chunk);
    }
    let decoded: string;
    try {
      decoded = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      if (chunk) idle = decoding.encoding === 'windows-1252' || !endsInsideSequence(chunk);
    } catch {
      fallBack();
      decoded = chunk ? '' : decoder.decode();
    }
    if (decoded !== '') text.write(decoded);
  };

  return {
    push(chunk) {
      if (finished) throw new CoreError('PARSER_FINISHED', 'push() after finish().');
      if (typeof chunk === 'string') {
        sniffing = false;
        bytes += chunk.length;
        keepText(chunk);
        text.write(chunk);
      } else {
        bytes += chunk.byteLength;
        if (sniffing) {
          if (firstByte) chunk = concat(firstByte, chunk);
          firstByte = chunk.byteLength === 1 ? chunk.slice() : null;
          if (chunk.byteLength > 1) {
            sniffing = false;
            sniffUtf16(chunk);
          }
        }
        // a big buffer (a whole file) is decoded a piece at a time, so its text never exists all at once
        if (firstByte === null) for (let at = 0; at < chunk.byteLength; at += PIECE_BYTES) decode(chunk.subarray(at, at + PIECE_BYTES));
      }
      options.onProgress?.({ bytes, rows: text.rows });
    },
    finish() {
      if (finished) throw new CoreError('PARSER_FINISHED', 'finish() was already called.');
      finished = true;
      if (firstByte) decode(firstByte);
      decode();
      kept = null;
      return text.end();
    },
  };
}

/** The part of TextDecoder ingest uses. */
interface Decoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a);
  out.set(b, a.byteLength);
  return out;
}

function makeDecoder(encoding: TextEncoding, fatal: boolean): Decoder {
  return new TextDecoder(encoding, { fatal, ignoreBOM: true });
}
