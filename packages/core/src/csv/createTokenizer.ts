import { CsvParseError } from '../errors.js';
import { isBlank } from '../typing/isBlank.js';

/** Receives cells and record ends from the tokenizer. */
export interface TokenSink {
  /** A cell's text is `text[start, end)`. */
  cell(text: string, start: number, end: number): void;
  /** The record that started on 1-based `line` is complete. Empty lines produce no record. */
  endRecord(line: number): void;
}

/** A chunk-invariant RFC 4180 tokenizer: feed text in any pieces, the cells come out the same. */
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

/**
 * Splits CSV text into cells and records with charCode scanning: quoted fields may hold the
 * delimiter, newlines and doubled quotes; CRLF, LF and lone CR end records; empty (or blank) lines are skipped.
 * Text after a closing quote is kept literally (`"a"b` → `ab`). Cells inside one chunk are passed as
 * ranges, without copying.
 *
 * @example
 * const cells: string[] = [];
 * const t = createTokenizer(',', { cell: (s, a, b) => cells.push(s.slice(a, b)), endRecord: () => {} });
 * t.write('a,"b,c"\n');
 * t.end(); // cells: ['a', 'b,c']
 */
export function createTokenizer(delimiter: string, sink: TokenSink): Tokenizer {
  const delim = delimiter.charCodeAt(0);
  let state = START;
  let partial = '';
  let quoted = false;
  let cells = 0;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  let skipLF = false;
  let prevCR = false;

  /** Ends the current field at terminator `c`; returns how many extra chars to skip. */
  const terminate = (c: number, text: string, at: number, cellText: string, start: number, end: number): number => {
    if (c === delim) {
      sink.cell(cellText, start, end);
      cells++;
      quoted = false;
      return 0;
    }
    if (cells > 0 || quoted || !isBlank(cellText, start, end)) {
      sink.cell(cellText, start, end);
      sink.endRecord(recordLine);
    }
    cells = 0;
    quoted = false;
    line++;
    recordLine = line;
    if (c === CR) {
      if (at + 1 < text.length) return text.charCodeAt(at + 1) === LF ? 1 : 0;
      skipLF = true;
    }
    return 0;
  };

  return {
    write(text) {
      const n = text.length;
      let i = 0;
      if (skipLF && n > 0) {
        skipLF = false;
        if (text.charCodeAt(0) === LF) i = 1;
      }
      while (i < n) {
        if (state === START || state === UNQUOTED) {
          if (state === START && text.charCodeAt(i) === QUOTE) {
            state = QUOTED;
            quoted = true;
            quoteLine = line;
            i++;
            continue;
          }
          let j = i;
          let c = 0;
          while (j < n) {
            c = text.charCodeAt(j);
            if (c === delim || c === LF || c === CR) break;
            j++;
          }
          if (j === n) {
            partial = state === START ? text.slice(i, n) : partial + text.slice(i, n);
            state = UNQUOTED;
            return;
          }
          if (state === START) i = j + 1 + terminate(c, text, j, text, i, j);
          else {
            const cell = partial + text.slice(i, j);
            partial = '';
            i = j + 1 + terminate(c, text, j, cell, 0, cell.length);
          }
          state = START;
        } else if (state === QUOTED) {
          let j = i;
          while (j < n) {
            const c = text.charCodeAt(j);
            if (c === QUOTE) break;
            if (c === CR) line++;
            else if (c === LF && !(j === i ? prevCR : text.charCodeAt(j - 1) === CR)) line++;
            j++;
          }
          if (j === n) {
            prevCR = n > i && text.charCodeAt(n - 1) === CR;
            partial += text.slice(i, n);
            return;
          }
          prevCR = false;
          const next = j + 1 < n ? text.charCodeAt(j + 1) : -1;
          if (partial === '' && (next === delim || next === LF || next === CR)) {
            i = j + 2 + terminate(next, text, j + 1, text, i, j);
            state = START;
            continue;
          }
          partial += text.slice(i, j);
          state = AFTER_QUOTE;
          i = j + 1;
        } else {
          // AFTER_QUOTE: a doubled quote, a terminator, or literal text after the closing quote
          const c = text.charCodeAt(i);
          if (c === QUOTE) {
            partial += '"';
            state = QUOTED;
            i++;
          } else if (c === delim || c === LF || c === CR) {
            const cell = partial;
            partial = '';
            state = START;
            i = i + 1 + terminate(c, text, i, cell, 0, cell.length);
          } else state = UNQUOTED;
        }
      }
    },
    mark() {
      return [state, partial, quoted, cells, line, recordLine, quoteLine, skipLF, prevCR];
    },
    rewind(m) {
      [state, partial, quoted, cells, line, recordLine, quoteLine, skipLF, prevCR] = m as [number, string, boolean, number, number, number, number, boolean, boolean];
    },
    end() {
      if (state === QUOTED) {
        throw new CsvParseError('UNTERMINATED_QUOTE', `A quoted field opened on line ${quoteLine} is never closed.`, quoteLine);
      }
      if (state === AFTER_QUOTE || cells > 0 || (state === UNQUOTED && !isBlank(partial))) {
        sink.cell(partial, 0, partial.length);
        sink.endRecord(recordLine);
      }
      partial = '';
      state = START;
      cells = 0;
    },
  };
}
