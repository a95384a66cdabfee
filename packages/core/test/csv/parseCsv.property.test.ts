import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCsv } from '../../src/csv/formatCsv.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { CsvParseError } from '../../src/errors.js';
import { cut, outcome } from './outcome.js';

const cellText = fc.string({ unit: fc.constantFrom('a', 'Z', '1', '.', ',', ';', '"', '\n', '\r', '\t', ' ', '-', 'é', '😀', '|'), maxLength: 8 });
const table = fc.integer({ min: 1, max: 4 }).chain((width) =>
  fc.array(fc.array(cellText, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 12 }).map((rows) => ({ width, rows })),
);
const offsets = fc.array(fc.nat({ max: 400 }), { maxLength: 6 });

describe('parseCsv properties', () => {
  it('parseCsv(formatCsv(table), { missingValues: [] }) gives back every cell of an arbitrary table', () => {
    fc.assert(
      fc.property(table, ({ width, rows }) => {
        const headers = Array.from({ length: width }, (_, i) => `c${i}`);
        const columnTypes = Object.fromEntries(headers.map((h) => [h, 'string' as const]));
        const ds = parseCsv(formatCsv([headers, ...rows]), { delimiter: ',', columnTypes, missingValues: [] });
        expect(ds.headers).toEqual(headers);
        expect(ds.rowCount).toBe(rows.length);
        rows.forEach((row, r) => row.forEach((cell, c) => expect(ds.cellText(r, c)).toBe(cell)));
      }),
      { numRuns: 300 },
    );
  });

  it('createCsvParser().push(chunks) never changes the result, however the text is cut', () => {
    fc.assert(
      fc.property(table, offsets, ({ width, rows }, at) => {
        const text = formatCsv([Array.from({ length: width }, (_, i) => `h${i}`), ...rows], { newline: '\n' });
        expect(outcome(cut(text, at))).toEqual(outcome([text]));
      }),
      { numRuns: 300 },
    );
  });

  it('createCsvParser().push(bytes) never changes the result, however the bytes are cut, even with invalid UTF-8', () => {
    const bytes = fc.tuple(fc.string({ maxLength: 60 }), fc.uint8Array({ maxLength: 20 }), fc.string({ maxLength: 60 })).map(([a, raw, b]) => {
      const x = new TextEncoder().encode(`h,k\n${a}`);
      const y = new TextEncoder().encode(b);
      return Uint8Array.from([...x, ...raw, ...y]);
    });
    fc.assert(
      fc.property(bytes, offsets, (data, at) => {
        expect(outcome(cut(data, at))).toEqual(outcome([data]));
      }),
      { numRuns: 300 },
    );
  });

  it('parseCsv(arbitrary bytes) only ever returns a Dataset or throws a CsvParseError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        try {
          const ds = parseCsv(data);
          expect(ds.rowCount).toBeGreaterThan(0);
        } catch (e) {
          expect(e).toBeInstanceOf(CsvParseError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('parseCsv(arbitrary text) only ever returns a Dataset or throws a CsvParseError', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '1', ',', ';', '"', '\n', '\r', '\t', ' ', '|', '\u0000', '\uFEFF', '/', '-'), maxLength: 200 });
    fc.assert(
      fc.property(text, (t) => {
        try {
          parseCsv(t);
        } catch (e) {
          expect(e).toBeInstanceOf(CsvParseError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
