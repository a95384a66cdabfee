import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_COLUMNS } from '../../src/constants.js';
import { createCsvParser } from '../../src/csv/createCsvParser.js';
import type { CsvOptions } from '../../src/csv/types.js';
import type { Dataset } from '../../src/dataset/types.js';
import { CsvParseError } from '../../src/errors.js';
import { publicCsvText } from '../helpers/publicCsv.js';
import { cut } from './outcome.js';

// Fuzzing (issue 15): random bytes, random shapes and damaged real files, fed in random chunks. Whatever the
// input, the parser answers with a consistent Dataset or a CsvParseError whose code is one docs/ingest.md
// documents for a file ("The file" table); anything else (a TypeError, a RangeError, an inconsistent table)
// fails. Inputs stay under ~1 MB (about 800 KB at most) so the whole file runs in seconds under load.
const DOCUMENTED_CODES = ['EMPTY_FILE', 'NO_DATA_ROWS', 'BINARY_INPUT', 'UNTERMINATED_QUOTE', 'TOO_MANY_COLUMNS', 'FIELD_TOO_LONG'];

/** Parses `chunks`; returns the Dataset, or the code of the CsvParseError (any other throw escapes). */
function parse(chunks: readonly (string | Uint8Array)[], options: CsvOptions = {}): Dataset | string {
  try {
    const parser = createCsvParser(options);
    for (const c of chunks) parser.push(c);
    return parser.finish();
  } catch (e) {
    if (e instanceof CsvParseError) return e.code;
    throw e;
  }
}

/** What is wrong with the answer: not a documented error code, or a table whose parts disagree ([] when fine). */
function problems(answer: Dataset | string): string[] {
  if (typeof answer === 'string') return DOCUMENTED_CODES.includes(answer) ? [] : [`undocumented error ${answer}`];
  const ds = answer;
  const found: string[] = [];
  const n = ds.rowCount;
  if (n < 1) found.push('no rows');
  if (ds.headers.length < 1 || ds.headers.length > MAX_COLUMNS) found.push(`${ds.headers.length} columns`);
  if (new Set(ds.headers).size !== ds.headers.length) found.push('repeated header');
  if (ds.columns.some((c, i) => c.name !== ds.headers[i])) found.push('columns out of header order');
  for (const column of ds.columns) {
    if (column.type !== 'string' && column.values.length !== n) found.push(`${column.name}: ${column.values.length} values`);
    if (column.type !== 'number') {
      if (column.codes.length !== n) found.push(`${column.name}: ${column.codes.length} codes`);
      if (column.dictionary[0] !== '') found.push(`${column.name}: dictionary entry 0 is not ''`);
      let largest = 0;
      for (let r = 0; r < column.codes.length; r++) if (column.codes[r]! > largest) largest = column.codes[r]!;
      if (largest >= column.dictionary.length) found.push(`${column.name}: code ${largest} past the dictionary`);
    }
    for (const row of column.invalid.keys()) if (!(row >= 0 && row < n)) found.push(`${column.name}: invalid row ${row}`);
  }
  // the last row reads back through the row and cell APIs
  const last = ds.row(n - 1);
  if (ds.headers.some((h, c) => !(h in last) || typeof ds.cellText(n - 1, c) !== 'string')) found.push('last row unreadable');
  return found;
}

const offsets = fc.array(fc.nat({ max: 1_200_000 }), { maxLength: 8 });
const options: fc.Arbitrary<CsvOptions> = fc.record(
  {
    delimiter: fc.constantFrom(',' as const, ';' as const, '\t' as const, '|' as const),
    decimalSeparator: fc.constantFrom('.' as const, ',' as const),
    missingValues: fc.constantFrom([], ['x', '-'], ['NA']),
  },
  { requiredKeys: [] },
);

/** Pieces CSV files are made of, the troublesome ones included. */
const piece = fc.oneof(
  fc.constantFrom('"', '""', ',', ';', '\t', '|', '\n', '\r\n', '\r', ' ', '1', '-3.5', '1,234.5', '(5)', '$12', '2024-01-31', '31/01/2024', 'NA', 'n/a', 'é', '😀', '\u0000', '\uFEFF', '\uD800', 'x'),
  fc.string({ maxLength: 6 }),
);
/** A piece repeated: usually a few times, sometimes enough for 20,000 columns (at most 40,000 characters a run). */
const run = fc.tuple(piece, fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }) })).map(([p, n]) => p.repeat(Math.min(n, Math.floor(40_000 / Math.max(1, p.length)))));
const shape = fc.array(run, { minLength: 1, maxLength: 20 }).map((runs) => runs.join(''));

// generous: the machine running CI may be loaded; the runs are bounded, so a slow run is not a hang
describe('parseCsv fuzzing', { timeout: 120_000 }, () => {
  it('createCsvParser().push(random bytes, in random chunks) answers a consistent Dataset or a documented error', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4_000 }), offsets, options, (bytes, at, opts) => {
        expect(problems(parse(cut(bytes, at), opts))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('createCsvParser().push(random shapes: long runs of quotes, delimiters, line ends, numbers, dates) answers a consistent Dataset or a documented error, the same however it is cut', () => {
    fc.assert(
      fc.property(shape, offsets, options, (text, at, opts) => {
        const whole = parse([text], opts);
        expect(problems(whole)).toEqual([]);
        const pieces = parse(cut(text, at), opts);
        if (typeof whole === 'string') expect(pieces).toBe(whole);
        else {
          expect(typeof pieces).toBe('object');
          const ds = pieces as Dataset;
          expect([ds.headers, ds.rowCount, ds.warnings]).toEqual([whole.headers, whole.rowCount, whole.warnings]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('createCsvParser().push(shapes as UTF-8, UTF-16 or Windows-1252 bytes) answers a consistent Dataset or a documented error', () => {
    const encoded = fc.tuple(shape, fc.constantFrom('utf8', 'utf16le-bom', 'latin1')).map(([text, encoding]) => {
      if (encoding === 'utf8') return new TextEncoder().encode(text);
      if (encoding === 'latin1') return Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);
      const bytes = new Uint8Array(2 + text.length * 2);
      bytes[0] = 0xff;
      bytes[1] = 0xfe;
      for (let i = 0; i < text.length; i++) {
        bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
        bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
      }
      return bytes;
    });
    fc.assert(
      fc.property(encoded, offsets, (bytes, at) => {
        expect(problems(parse(cut(bytes, at)))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('createCsvParser().push(a real CSV damaged by random edits) answers a consistent Dataset or a documented error', () => {
    const real = publicCsvText('seattle-weather.csv').slice(0, 20_000);
    const edit = fc.tuple(fc.nat({ max: real.length }), fc.nat({ max: 200 }), piece);
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 10 }), offsets, (edits, at) => {
        // each edit deletes up to 200 characters at a position and inserts a piece there
        let text = real;
        for (const [pos, drop, insert] of edits) text = text.slice(0, pos) + insert + text.slice(pos + drop);
        expect(problems(parse(cut(text, at)))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
