import { describe, expect, it } from 'vitest';
import { MAX_COLUMNS, MAX_FIELD_CHARS } from '../../src/constants.js';
import { createCsvParser } from '../../src/csv/createCsvParser.js';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { CsvParseError } from '../../src/errors.js';

const errorOf = (run: () => unknown): CsvParseError => {
  try {
    run();
  } catch (e) {
    if (e instanceof CsvParseError) return e;
    throw e;
  }
  throw new Error('expected a CsvParseError');
};
const header = (columns: number) => Array.from({ length: columns }, (_, i) => `c${i}`).join(',');

// generous: 16,384 columns take about a second on a quiet machine and several on a loaded CI box
describe('parseCsv limits', { timeout: 60_000 }, () => {
  it('parseCsv(text) reads a header of exactly 16,384 columns', () => {
    const ds = parseCsv(`${header(MAX_COLUMNS)}\n${'1,'.repeat(MAX_COLUMNS - 1)}1\n`);
    expect(ds.headers.length).toBe(16_384);
    expect(ds.cell(0, 16_383)).toBe(1);
  });

  it('parseCsv(text) throws TOO_MANY_COLUMNS for a header of 16,385 columns', () => {
    expect(errorOf(() => parseCsv(`${header(MAX_COLUMNS + 1)}\n1\n`)).code).toBe('TOO_MANY_COLUMNS');
  });

  it('createCsvParser().push(chunk) throws TOO_MANY_COLUMNS while the header is still arriving (200,000 columns)', () => {
    const parser = createCsvParser();
    const wide = header(200_000); // ~1.3 MB, no line end yet
    expect(errorOf(() => parser.push(wide)).code).toBe('TOO_MANY_COLUMNS');
  });

  it('parseCsv(text) drops the extra cells of a very long data line and says so', () => {
    const ds = parseCsv(`a,b\n${'7,'.repeat(300_000)}7\n1,2\n`);
    expect(ds.rowCount).toBe(2);
    expect(ds.row(0)).toEqual({ a: 7, b: 7 });
    expect(ds.warnings).toContainEqual(expect.objectContaining({ code: 'RAGGED_ROWS_LONG', count: 1, line: 2 }));
  });

  it('parseCsv(text) reads a field of exactly 1,048,576 characters', () => {
    const ds = parseCsv(`note\n${'x'.repeat(MAX_FIELD_CHARS)}\n`);
    expect(ds.cellText(0, 0).length).toBe(1_048_576);
  });

  it('parseCsv(text) throws FIELD_TOO_LONG with the line where an over-long unquoted field starts', () => {
    const e = errorOf(() => parseCsv(`note\nok\n${'x'.repeat(MAX_FIELD_CHARS + 1)}\n`));
    expect([e.code, e.line]).toEqual(['FIELD_TOO_LONG', 3]);
  });

  it('createCsvParser() throws FIELD_TOO_LONG for a quote that never closes, before reading the rest of the file', () => {
    const parser = createCsvParser();
    parser.push('a,b\n1,"unclosed\n');
    const chunk = 'y'.repeat(65_536);
    let pushed = 0;
    const e = errorOf(() => {
      for (;;) {
        parser.push(chunk);
        pushed++;
      }
    });
    expect([e.code, e.line]).toEqual(['FIELD_TOO_LONG', 2]);
    expect(e.message).toMatch(/closing quote/);
    // the field holds 'unclosed\n' (9 characters) + 15 × 65,536 = 983,049 after 15 chunks;
    // the 16th would make it 1,048,585 > 1,048,576
    expect(pushed).toBe(15);
  });
});
