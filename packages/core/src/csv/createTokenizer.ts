import { MAX_FIELD_CHARS } from '../constants.js';
import { CsvParseError } from '../errors.js';
import { isBlank } from '../typing/isBlank.js';

/**
 * Complete records, as cell ranges of `text`. Cell k is `text[starts[k], ends[k])`, or, when
 * `starts[k]` is negative, the string `strings[~starts[k]]` (a cell that spanned chunks or held
 * doubled quotes). Record r holds cells `firstCell[r]` to `firstCell[r + 1]` (at most `limit` of them)
 * out of `width[r]` it had, and started on 1-based line `lines[r]`. Valid only during the callback.
 */
export interface CellBatch {
  readonly text: string;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly strings: readonly string[];
  readonly firstCell: Int32Array;
  readonly width: Int32Array;
  readonly lines: Int32Array;
  readonly records: number;
}

/** Receives tokenized records a batch at a time. */
export interface BatchSink {
  /** Cells kept per record; the rest are only counted (in `width`). Read again after each batch. */
  readonly limit: number;
  records(batch: CellBatch): void;
  /** The record that started on `line` has just passed `limit` cells (called once per record). */
  overflow(line: number): void;
}

/** A chunk-invariant RFC 4180 tokenizer: feed text in any pieces, the records come out the same. */
export interface Tokenizer {
  write(text: string): void;
  /** Ends the input; throws CsvParseError UNTERMINATED_QUOTE when a quoted field never closes. */
  end(): void;
  /** Saves the scanning state; `rewind` returns to it (the sink must be rewound too). */
  mark(): unknown;
  rewind(mark: unknown): void;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const START = 0; // at the start of a field
const UNQUOTED = 1; // inside an unquoted field continued from an earlier chunk
const QUOTED = 2; // inside quotes
const AFTER_QUOTE = 3; // just after a quote inside a quoted field
/** Cells held before a batch is handed over: 2 MiB of ranges, whatever the size of the text written. */
const BATCH_CELLS = 1 << 18;
/**
 * A write that ends with fewer complete records than this holds them (and its text) for the next write, so wide
 * records reach the sink many at a time: the sink writes a batch column by column, and with one or two records of
 * 16,384 cells per 64 KiB piece each column's state was fetched from memory again for every row (~200 ns a cell).
 * Rows under ~1 KB fill a piece with more records than this, so ordinary files are handed over after every write.
 */
const HOLD_BELOW_RECORDS = 64;
/** Held text, in characters, that is handed over whatever its records (bounds the memory held across writes). */
const HOLD_CHARS = 1 << 22;

/**
 * Splits CSV text into cells and records with charCode scanning: quoted fields may hold the
 * delimiter, newlines and doubled quotes; CRLF, LF and lone CR end records; empty (or blank) lines are skipped.
 * Text after a closing quote is kept literally (`"a"b` → `ab`). Cells are recorded as ranges, without
 * copying, and handed to the sink in batches of complete records, so the sink can work column by column.
 * A field longer than MAX_FIELD_CHARS throws FIELD_TOO_LONG.
 *
 * @example
 * const t = createTokenizer(',', { limit: 100, records: (b) => console.log(b.records), overflow: () => {} });
 * t.write('a,"b,c"\n');
 * t.end(); // logs 1
 */
export function createTokenizer(delimiter: string, sink: BatchSink): Tokenizer {
  const delim = delimiter.charCodeAt(0);
  let state = START;
  let partial = '';
  let quoted = false; // the current field was quoted
  let cells = 0; // cells of the current record so far
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  let skipLF = false;
  let prevCR = false;

  let starts = new Int32Array(256);
  let ends = new Int32Array(256);
  let strings: string[] = [];
  let firstCell = new Int32Array(64);
  let width = new Int32Array(64);
  let lines = new Int32Array(64);
  let seen = 0; // records ended so far (the first one, the header, is handed over on its own)
  let stored = 0; // cells held
  let records = 0; // complete records held
  let recordStart = 0; // first held cell of the current record
  let text = ''; // the piece being scanned
  // Earlier pieces still referenced by held cells: a cell range is an offset into pieces + text, `base` their length.
  let pieces: string[] = [];
  let base = 0;

  const check = (length: number): void => {
    if (length <= MAX_FIELD_CHARS) return;
    const inQuotes = state === QUOTED || state === AFTER_QUOTE;
    const from = inQuotes ? quoteLine : line;
    const hint = inQuotes ? ': is a closing quote missing?' : '';
    throw new CsvParseError('FIELD_TOO_LONG', `A field starting on line ${from} is longer than ${MAX_FIELD_CHARS.toLocaleString('en')} characters${hint}`, from);
  };
  /**
   * Hands over the complete records and keeps the current record's cells at the front: with `own`, as strings of
   * their own (no text is kept); else as ranges of the text from the record's first range on (one slice of the earlier
   * pieces, not a string per cell, then the piece being scanned).
   */
  const flush = (own: boolean): void => {
    if (pieces.length > 0) pieces.push(text);
    const all = pieces.length === 0 ? text : pieces.join('');
    if (records > 0) {
      firstCell[records] = recordStart;
      sink.records({ text: all, starts, ends, strings, firstCell, width, lines, records });
    }
    const keep = stored - recordStart;
    let cut = base; // held text starts here: the first range cell in an earlier piece, else the piece being scanned
    for (let k = recordStart; k < stored && !own; k++) {
      if (starts[k]! >= 0) {
        cut = Math.min(starts[k]!, base);
        break;
      }
    }
    const kept: string[] = [];
    for (let k = 0; k < keep; k++) {
      const s = starts[recordStart + k]!;
      const e = ends[recordStart + k]!;
      if (s < 0) {
        starts[k] = ~(kept.push(strings[~s]!) - 1);
        ends[k] = e;
      } else if (own) {
        const cell = all.slice(s, e);
        starts[k] = ~(kept.push(cell) - 1);
        ends[k] = cell.length;
      } else {
        starts[k] = s - cut;
        ends[k] = e - cut;
      }
    }
    strings = kept;
    stored = keep;
    recordStart = 0;
    records = 0;
    pieces = cut < base ? [all.slice(cut, base)] : [];
    base -= cut;
  };
  const room = (): void => {
    if (stored < starts.length) return;
    if (starts.length >= BATCH_CELLS) flush(false);
    // still full: a small batch so far, or one record holding all of it (the sink's limit bounds that)
    if (stored === starts.length) {
      starts = grow(starts);
      ends = grow(ends);
    }
  };
  const addRange = (start: number, end: number): void => {
    if (cells++ >= sink.limit) {
      if (cells === sink.limit + 1) sink.overflow(recordLine);
      return;
    }
    room();
    starts[stored] = base + start;
    ends[stored++] = base + end;
  };
  const addString = (s: string): void => {
    if (cells++ >= sink.limit) {
      if (cells === sink.limit + 1) sink.overflow(recordLine);
      return;
    }
    room();
    starts[stored] = ~(strings.push(s) - 1);
    ends[stored++] = s.length;
  };
  const endRecord = (): void => {
    if (records + 1 === firstCell.length) {
      firstCell = grow(firstCell);
      width = grow(width);
      lines = grow(lines);
    }
    firstCell[records] = recordStart;
    width[records] = cells;
    lines[records++] = recordLine;
    recordStart = stored;
    // the header goes alone, so the sink can set its limit before the data
    if (++seen === 1 || records === 65_536) flush(false);
  };
  /** After the field ending at terminator `c` (at `at`); returns how many extra chars to skip. */
  const terminate = (c: number, at: number): number => {
    quoted = false;
    if (c === delim) return 0;
    endRecord();
    cells = 0;
    line++;
    recordLine = line;
    if (c === CR) {
      if (at + 1 < text.length) return text.charCodeAt(at + 1) === LF ? 1 : 0;
      skipLF = true;
    }
    return 0;
  };
  /** Past the end of a blank line (empty, or only spaces and tabs): no record; returns how many extra chars to skip. */
  const blankLine = (c: number, at: number): number => {
    line++;
    recordLine = line;
    if (c === CR) {
      if (at + 1 < text.length) return text.charCodeAt(at + 1) === LF ? 1 : 0;
      skipLF = true;
    }
    return 0;
  };

  return {
    write(chunk) {
      text = chunk;
      const n = chunk.length;
      let i = 0;
      if (skipLF && n > 0) {
        skipLF = false;
        if (chunk.charCodeAt(0) === LF) i = 1;
      }
      while (i < n) {
        if (state === START || state === UNQUOTED) {
          if (state === START && chunk.charCodeAt(i) === QUOTE) {
            state = QUOTED;
            quoted = true;
            quoteLine = line;
            i++;
            continue;
          }
          let j = i;
          let c = 0;
          while (j < n) {
            c = chunk.charCodeAt(j);
            if (c === delim || c === LF || c === CR) break;
            j++;
          }
          if (j === n) {
            check((state === START ? 0 : partial.length) + n - i);
            partial = state === START ? chunk.slice(i, n) : partial + chunk.slice(i, n);
            state = UNQUOTED;
            break;
          }
          if (state === START) {
            check(j - i);
            if (c !== delim && cells === 0 && !quoted && isBlank(chunk, i, j)) i = j + 1 + blankLine(c, j);
            else {
              addRange(i, j);
              i = j + 1 + terminate(c, j);
            }
          } else {
            check(partial.length + j - i);
            const cell = partial + chunk.slice(i, j);
            partial = '';
            if (c !== delim && cells === 0 && !quoted && isBlank(cell)) i = j + 1 + blankLine(c, j);
            else {
              addString(cell);
              i = j + 1 + terminate(c, j);
            }
          }
          state = START;
        } else if (state === QUOTED) {
          // up to the closing quote, stepping over doubled quotes ("") inside this chunk
          let j = i;
          let doubled = false;
          for (;;) {
            while (j < n) {
              const c = chunk.charCodeAt(j);
              if (c === QUOTE) break;
              if (c === CR) line++;
              else if (c === LF && !(j === i ? prevCR : chunk.charCodeAt(j - 1) === CR)) line++;
              j++;
            }
            if (j + 1 < n && chunk.charCodeAt(j + 1) === QUOTE) {
              doubled = true;
              j += 2;
            } else break;
          }
          check(partial.length + Math.min(j, n) - i);
          if (j >= n) {
            prevCR = n > i && chunk.charCodeAt(n - 1) === CR;
            partial += unquote(chunk, i, n, doubled);
            break;
          }
          prevCR = false;
          const next = j + 1 < n ? chunk.charCodeAt(j + 1) : -1;
          if (next === delim || next === LF || next === CR) {
            if (partial === '' && !doubled) addRange(i, j);
            else {
              addString(partial + unquote(chunk, i, j, doubled));
              partial = '';
            }
            i = j + 2 + terminate(next, j + 1);
            state = START;
            continue;
          }
          // a quote at the chunk's end (it may be doubled by the next chunk) or text after the closing quote
          partial += unquote(chunk, i, j, doubled);
          state = AFTER_QUOTE;
          i = j + 1;
        } else {
          // AFTER_QUOTE: a doubled quote, a terminator, or literal text after the closing quote
          const c = chunk.charCodeAt(i);
          if (c === QUOTE) {
            partial += '"';
            state = QUOTED;
            i++;
          } else if (c === delim || c === LF || c === CR) {
            addString(partial);
            partial = '';
            state = START;
            i = i + 1 + terminate(c, i);
          } else state = UNQUOTED;
        }
      }
      if (stored > 0 && records < HOLD_BELOW_RECORDS && base + n < HOLD_CHARS) {
        pieces.push(chunk);
        base += n;
      } else flush(true); // the current record's cells outlive this chunk: strings of their own
      text = '';
    },
    mark() {
      flush(true);
      const held = Array.from({ length: stored }, (_, k) => strings[~starts[k]!]!);
      return [state, partial, quoted, cells, line, recordLine, quoteLine, skipLF, prevCR, held, stored, seen];
    },
    rewind(m) {
      let held: string[];
      [state, partial, quoted, cells, line, recordLine, quoteLine, skipLF, prevCR, held, stored, seen] = m as [number, string, boolean, number, number, number, number, boolean, boolean, string[], number, number];
      strings = [...held];
      pieces = [];
      base = 0;
      for (let k = 0; k < stored; k++) {
        starts[k] = ~k;
        ends[k] = strings[k]!.length;
      }
      recordStart = 0;
      records = 0;
    },
    end() {
      if (state === QUOTED) {
        throw new CsvParseError('UNTERMINATED_QUOTE', `A quoted field opened on line ${quoteLine} is never closed.`, quoteLine);
      }
      if (state === AFTER_QUOTE || cells > 0 || (state === UNQUOTED && !isBlank(partial))) {
        addString(partial);
        endRecord();
      }
      flush(true);
      partial = '';
      state = START;
      cells = 0;
    },
  };
}

/** Unquoting scratch space: grows to the longest field seen (at most MAX_FIELD_CHARS). */
let scratch = new Uint16Array(1024);
/** Characters per String.fromCharCode call: well under engines' argument limits. */
const CODES_PER_CALL = 8192;

/**
 * `text[start, end)` of a quoted field with each doubled quote made single (every quote in the range is
 * one of a pair). Copied through a code buffer, not `replaceAll`: V8 builds a `replaceAll` result as a
 * tree of pieces, which takes ~0.5 µs a character for a field of 2,000 quotes and is slow to read back.
 */
function unquote(text: string, start: number, end: number, doubled: boolean): string {
  if (!doubled) return text.slice(start, end);
  if (scratch.length < end - start) scratch = new Uint16Array(end - start);
  let n = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    scratch[n++] = c;
    if (c === QUOTE) i++;
  }
  const pieces: string[] = [];
  for (let at = 0; at < n; at += CODES_PER_CALL) pieces.push(String.fromCharCode.apply(null, scratch.subarray(at, Math.min(n, at + CODES_PER_CALL)) as unknown as number[]));
  return pieces.length === 1 ? pieces[0]! : pieces.join('');
}

function grow(array: Int32Array): Int32Array<ArrayBuffer> {
  const next = new Int32Array(array.length * 2);
  next.set(array);
  return next;
}
