import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { CsvParseError } from '../../src/errors.js';
import { textsOf, valuesOf } from '../helpers/dataset.js';

const rows = (text: string | Uint8Array, options = {}) => [...parseCsv(text, options).rows()];
const errorOf = (input: string | Uint8Array): CsvParseError => {
  try {
    parseCsv(input);
  } catch (e) {
    if (e instanceof CsvParseError) return e;
    throw e;
  }
  throw new Error('expected a CsvParseError');
};

describe('parseCsv', () => {
  it('parseCsv(text) reads the first line as headers and types numbers', () => {
    const ds = parseCsv('region,sales\nNorth,10\nSouth,20.5\n');
    expect(ds.headers).toEqual(['region', 'sales']);
    expect(ds.rowCount).toBe(2);
    expect(ds.row(1)).toEqual({ region: 'South', sales: 20.5 });
    expect(valuesOf(ds.column('sales'))).toEqual(Float64Array.from([10, 20.5]));
    expect(ds.summary.columnTypes).toEqual({ region: 'string', sales: 'number' });
  });

  it('parseCsv(text) accepts a string, a Uint8Array and an ArrayBuffer alike', () => {
    const text = 'a,b\n1,x\n';
    const bytes = new TextEncoder().encode(text);
    expect(rows(bytes)).toEqual(rows(text));
    expect([...parseCsv(bytes.buffer.slice(0) as ArrayBuffer).rows()]).toEqual(rows(text));
  });

  it('parseCsv(text) keeps quoted delimiters, newlines and doubled quotes (RFC 4180)', () => {
    expect(rows('a,b\n"x,1","say ""hi""\nbye"\n')).toEqual([{ a: 'x,1', b: 'say "hi"\nbye' }]);
  });

  it('parseCsv(text) ends records at CRLF, LF and a lone CR', () => {
    expect(rows('a\r\n1\n2\r3\r\n').map((r) => r.a)).toEqual([1, 2, 3]);
  });

  it('parseCsv(text) skips lines of only spaces or tabs like empty lines', () => {
    const ds = parseCsv('a,b\n  \n1,2\n\t\n');
    expect(ds.rowCount).toBe(1);
    expect(ds.warnings).toEqual([]);
  });

  it('parseCsv(text) skips empty lines but keeps rows of empty cells', () => {
    const ds = parseCsv('a,b\n\n1,2\n\r\n,\n\n');
    expect(ds.rowCount).toBe(2);
    expect(ds.row(1)).toEqual({ a: null, b: null });
  });

  it('parseCsv(text) strips a UTF-8 BOM and reports it', () => {
    const ds = parseCsv('\uFEFFname\nAnn\n');
    expect(ds.headers).toEqual(['name']);
    expect(ds.detected.hasBom).toBe(true);
    expect(parseCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x78, 0x0a, 0x31])).headers).toEqual(['x']);
  });

  it('parseCsv(text) detects semicolon, tab and pipe delimiters', () => {
    expect(parseCsv('a;b\n1;2\n').detected.delimiter).toBe(';');
    expect(parseCsv('a\tb\n1\t2\n').detected.delimiter).toBe('\t');
    expect(parseCsv('a|b\n1|2\n').detected.delimiter).toBe('|');
  });

  it('parseCsv(text, { delimiter }) overrides detection', () => {
    const ds = parseCsv('a;b\n1;2\n', { delimiter: ',' });
    expect(ds.headers).toEqual(['a;b']);
    expect(ds.detected.delimiter).toBe(',');
  });

  it('parseCsv(text) makes empty and duplicate header names unique and warns', () => {
    const ds = parseCsv('x,,x\n1,2,3\n');
    expect(ds.headers).toEqual(['x', 'Column 2', 'x_2']);
    expect(ds.warnings.map((w) => w.code)).toEqual(['EMPTY_HEADER', 'DUPLICATE_HEADER']);
  });

  it('parseCsv(text) pads short rows and truncates long rows, counting each with its first line', () => {
    const ds = parseCsv('a,b\n1\n2,3,4\n5\n6,7,8,9\n');
    expect(ds.rowCount).toBe(4);
    expect(ds.row(0)).toEqual({ a: 1, b: null });
    expect(ds.row(1)).toEqual({ a: 2, b: 3 });
    expect(ds.warnings).toEqual([
      expect.objectContaining({ code: 'RAGGED_ROWS_SHORT', count: 2, line: 2 }),
      expect.objectContaining({ code: 'RAGGED_ROWS_LONG', count: 2, line: 3 }),
    ]);
  });

  it('parseCsv(text) throws UNTERMINATED_QUOTE with the line where the quote opened', () => {
    const e = errorOf('a,b\n1,2\n3,"open\nstill\n');
    expect(e.code).toBe('UNTERMINATED_QUOTE');
    expect(e.line).toBe(3);
  });

  it('parseCsv(text) throws EMPTY_FILE for empty, blank-line-only and BOM-only input', () => {
    expect(errorOf('').code).toBe('EMPTY_FILE');
    expect(errorOf('\n\r\n  \n').code).toBe('EMPTY_FILE');
    expect(errorOf(new Uint8Array([0xef, 0xbb, 0xbf])).code).toBe('EMPTY_FILE');
  });

  it('parseCsv(text) throws NO_DATA_ROWS for a header-only file', () => {
    expect(errorOf('a,b,c\n').code).toBe('NO_DATA_ROWS');
    expect(errorOf('a,b,c\n\n\n').code).toBe('NO_DATA_ROWS');
  });

  it('parseCsv(bytes) throws BINARY_INPUT for binary content', () => {
    const zipHeader = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    expect(errorOf(zipHeader).code).toBe('BINARY_INPUT');
  });

  it('parseCsv(bytes) decodes invalid UTF-8 as Windows-1252 and warns', () => {
    // "Café" with é as the single Windows-1252 byte 0xE9, then "€5" with € as 0x80
    const bytes = new Uint8Array([0x6e, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x0a, 0x80, 0x35, 0x0a]);
    const ds = parseCsv(bytes);
    expect(ds.detected.encoding).toBe('windows-1252');
    expect(textsOf(ds.column('n'))).toEqual(['Café', '€5']);
    expect(ds.warnings.map((w) => w.code)).toEqual(['INVALID_UTF8']);
  });

  it('parseCsv(bytes) reads valid UTF-8 as UTF-8', () => {
    const ds = parseCsv(new TextEncoder().encode('n\nCafé\n東京\n'));
    expect(ds.detected.encoding).toBe('utf-8');
    expect(textsOf(ds.column('n'))).toEqual(['Café', '東京']);
  });

  it('parseCsv(bytes, { encoding }) forces a decoding', () => {
    const ds = parseCsv(new TextEncoder().encode('n\nCafé\n'), { encoding: 'windows-1252' });
    expect(textsOf(ds.column('n'))).toEqual(['CafÃ©']);
    expect(textsOf(parseCsv(new Uint8Array([0x6e, 0x0a, 0xe9]), { encoding: 'utf-8' }).column('n'))).toEqual(['\uFFFD']);
  });

  it('parseCsv(text) types 9 numeric of 10 as number and keeps the misfit as text', () => {
    const ds = parseCsv(`v\n${['1', '2', '3', '4', '5', '6', '7', '8', '9', 'unknown'].join('\n')}\n`);
    const col = ds.column('v');
    expect(col.type).toBe('number');
    expect(col.invalid.get(9)).toBe('unknown');
    expect(ds.row(9)).toEqual({ v: 'unknown' });
    expect(ds.detected.columns[0]).toEqual({ name: 'v', type: 'number', fit: 0.9, missing: 0, invalid: 1 });
    expect(ds.warnings).toEqual([expect.objectContaining({ code: 'INVALID_CELLS', column: 'v', count: 1, line: 11 })]);
  });

  it('parseCsv(text) types 8 numeric of 10 as string', () => {
    const ds = parseCsv(`v\n${['1', '2', '3', '4', '5', '6', '7', '8', 'x', 'y'].join('\n')}\n`);
    expect(ds.column('v').type).toBe('string');
    expect(ds.row(0)).toEqual({ v: '1' });
  });

  it('parseCsv(text) decides from the first 10 non-empty values only, skipping empty cells', () => {
    // 10 numbers (with empties between) then 5 words: still number, the words are invalid cells
    const ds = parseCsv(`v\n1\n\n2\n,\n3\n4\n5\n6\n7\n8\n9\n10\na\nb\nc\nd\ne\n`.replace(',', ''));
    expect(ds.column('v').type).toBe('number');
    expect(ds.detected.columns[0]).toMatchObject({ fit: 1, invalid: 5 });
  });

  it('parseCsv(text) types a column with fewer than 10 values from what there is', () => {
    expect(parseCsv('v\n1\n2\n3\n4\nx\n').column('v').type).toBe('string'); // 4/5 = 80%, not more
    expect(parseCsv('v\n1\n2\n3\n4\n5\n').column('v').type).toBe('number');
  });

  it('parseCsv(text) types a date column when a value is yyyy-mm-dd or dd/mm/yyyy and real', () => {
    const ds = parseCsv('d,e\n2024-01-31,x\nlater,31/02/2024\n');
    expect(ds.summary.columnTypes).toEqual({ d: 'date', e: 'string' });
    const d = ds.column('d');
    expect(d.type === 'date' && d.values[0]).toBe(Date.UTC(2024, 0, 31));
    expect(d.invalid.get(1)).toBe('later');
  });

  it('parseCsv(text) counts missing cells per column', () => {
    const ds = parseCsv('a,b\n1,\n,\n3,x\n');
    expect(ds.detected.columns.map((c) => c.missing)).toEqual([1, 2]);
  });

  it('parseCsv(text) detects a decimal comma with semicolons and reads "1.234,5"', () => {
    const ds = parseCsv('a;b\n1,5;1.234,5\n2,25;7\n');
    expect(ds.detected.decimalSeparator).toBe(',');
    expect(valuesOf(ds.column('a'))).toEqual(Float64Array.from([1.5, 2.25]));
    expect(valuesOf(ds.column('b'))).toEqual(Float64Array.from([1234.5, 7]));
  });

  it('parseCsv(text, { decimalSeparator, dateOrder, columnTypes }) overrides each guess', () => {
    const ds = parseCsv('a;d;z\n1,5;03/04/2024;7\n', { decimalSeparator: '.', dateOrder: 'MDY', columnTypes: { a: 'number', z: 'string' } });
    expect(ds.summary.columnTypes).toEqual({ a: 'number', d: 'date', z: 'string' });
    expect(ds.column('a').invalid.get(0)).toBe('1,5'); // "1,5" is not a number with decimal '.'
    const d = ds.column('d');
    expect(d.type === 'date' && d.values[0]).toBe(Date.UTC(2024, 2, 4));
    expect(ds.detected).toMatchObject({ decimalSeparator: '.', dateOrder: 'MDY' });
  });

  it('parseCsv(text) detects month-first dates when a middle part is over 12', () => {
    const ds = parseCsv('d\n12/31/2024\n01/02/2024\n');
    expect(ds.detected.dateOrder).toBe('MDY');
    const d = ds.column('d');
    expect(d.type === 'date' && [...d.values]).toEqual([Date.UTC(2024, 11, 31), Date.UTC(2024, 0, 2)]);
  });

  it('parseCsv(text) types "1,234.5", "$12", "12%" and "(5)" as numbers', () => {
    const ds = parseCsv('v\n"1,234.5"\n$12\n12%\n(5)\n');
    expect(valuesOf(ds.column('v'))).toEqual(Float64Array.from([1234.5, 12, 12, -5]));
  });

  it('parseCsv(text, { columnTypes }) reports the fit of a forced type', () => {
    const ds = parseCsv('v\n1\nx\n', { columnTypes: { v: 'number' } });
    expect(ds.detected.columns[0]).toEqual({ name: 'v', type: 'number', fit: 0.5, missing: 0, invalid: 1 });
  });

  it('parseCsv(text) keeps a trailing empty cell when the last line ends with a delimiter', () => {
    expect(rows('a,b\n1,')).toEqual([{ a: 1, b: null }]);
  });

  it('parseCsv(text) keeps text after a closing quote literally', () => {
    expect(rows('a\n"x"y\n')).toEqual([{ a: 'xy' }]);
  });

  it('parseCsv(text) treats a quote inside an unquoted field as text', () => {
    expect(rows('a\nsay "hi"\n')).toEqual([{ a: 'say "hi"' }]);
  });

  it('parseCsv(text, { columnRoles }) keeps the overrides in detected.columnRoles and applies them to ds.roles', () => {
    const ds = parseCsv('code,sales\n7,1\n8,2\n', { columnRoles: { code: 'dimension' } });
    expect(ds.detected.columnRoles).toEqual({ code: 'dimension' });
    expect(ds.roles.map((r) => [r.column, r.role, r.source])).toEqual([
      ['code', 'dimension', 'override'],
      ['sales', 'measure', 'inferred'],
    ]);
  });
});
