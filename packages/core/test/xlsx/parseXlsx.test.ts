import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { CoreError } from '../../src/errors.js';
import { XLSX_MAX_PART_BYTES } from '../../src/constants.js';
import { createSheetReader } from '../../src/xlsx/createSheetReader.js';
import { listXlsxSheets } from '../../src/xlsx/listXlsxSheets.js';
import { parseXlsx, parseXlsxSampled } from '../../src/xlsx/parseXlsx.js';
import { valuesOf } from '../helpers/dataset.js';
import { publicCsvRows, publicCsvText } from '../helpers/publicCsv.js';
import { excelWorkbook, handWorkbook } from '../helpers/xlsx.js';

// ExcelJS writes a 1,461-row workbook in a few seconds on a loaded machine.
describe('parseXlsx', { timeout: 60_000 }, () => {
  it('parseXlsx(workbook) of seattle-weather written by ExcelJS (real dates, numbers, text) types and profiles like the CSV', async () => {
    const rows = publicCsvRows('seattle-weather.csv');
    const [header] = publicCsvText('seattle-weather.csv').split('\n');
    const cells = rows.map(([date, ...rest]) => [new Date(`${date}T00:00:00Z`), ...rest.slice(0, 4).map(Number), rest[4]!]);
    const ds = parseXlsx(await excelWorkbook({ weather: [header!.trim().split(','), ...cells] }));
    const csv = parseCsv(publicCsvText('seattle-weather.csv'));
    expect(ds.summary.columnTypes).toEqual(csv.summary.columnTypes);
    expect(ds.rowCount).toBe(1461); // 2012-01-01 … 2015-12-31: 366 + 365 + 365 + 365
    expect(ds.row(0)).toEqual(csv.row(0));
    expect(ds.row(1460)).toEqual(csv.row(1460));
    expect(ds.roles.map((r) => r.role)).toEqual(csv.roles.map((r) => r.role));
    expect(ds.detected.source).toEqual({ format: 'xlsx', sheet: 'weather' });
  });

  it('parseXlsx(workbook, { sheet }) reads the named or numbered sheet; an unknown one is UNKNOWN_SHEET naming the sheets', async () => {
    const book = await excelWorkbook({ First: [['a'], [1]], Second: [['b'], [2], [3]] });
    expect(listXlsxSheets(book)).toEqual(['First', 'Second']);
    expect(parseXlsx(book).headers).toEqual(['a']);
    expect(parseXlsx(book, { sheet: 'Second' }).rowCount).toBe(2);
    expect(parseXlsx(book, { sheet: 1 }).headers).toEqual(['b']);
    expect(() => parseXlsx(book, { sheet: 'Third' })).toThrow('The workbook has no sheet "Third"; its sheets are "First", "Second".');
    expect(() => parseXlsx(book, { sheet: 'Third' })).toThrow(expect.objectContaining({ code: 'UNKNOWN_SHEET' }));
  });

  it('parseXlsx types text codes, booleans and #N/A exactly as CSV ingest types the same cells', async () => {
    const ds = parseXlsx(await excelWorkbook({ s: [['zip', 'ok', 'v'], ['00501', true, 1.5], ['02134', false, '#N/A'], ['10001', true, 4]] }));
    const csv = parseCsv('zip,ok,v\n00501,TRUE,1.5\n02134,FALSE,#N/A\n10001,TRUE,4\n');
    expect(ds.columns).toEqual(csv.columns);
    expect(ds.roles).toEqual(csv.roles);
    expect(ds.row(0).ok).toBe('TRUE');
  });

  it('parseXlsx reads inline strings, rich text, gaps between cells and rows, 1904 dates and custom date formats', () => {
    const styles = '<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="d\\.m\\.yyyy;@"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>';
    const sharedStrings = '<sst><si><r><t>we</t></r><r><t xml:space="preserve">ek &amp; day</t></r></si></sst>';
    const sheet = [
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>n</t></is></c></row>',
      '<row r="3"><c r="A3" s="1"><v>0</v></c><c r="C3"><v>2.5</v></c></row>',
      '<row r="4"><c r="A4" s="1"><v>366.5</v></c><c r="B4" t="str"><v>x_x000D_y</v></c><c r="C4"><v>-1E-3</v></c></row>',
    ].join('');
    const ds = parseXlsx(handWorkbook({ sheet, styles, sharedStrings, workbookPr: '<workbookPr date1904="1"/>' }));
    expect(ds.headers).toEqual(['week & day', 'Column 2', 'n']);
    // 1904 system: serial 0 = 1904-01-01; 366.5 = 1905-01-01 12:00 (1904 is a leap year: 366 days).
    expect(ds.column('week & day').type).toBe('date');
    expect(ds.cellText(0, 0)).toBe('1904-01-01');
    expect(ds.cellText(1, 0)).toBe('1905-01-01 12:00:00');
    expect(ds.row(1)['Column 2']).toBe('x\ry');
    expect(valuesOf(ds.column('n'))).toEqual(new Float64Array([2.5, -0.001]));
  });

  it('parseXlsx warns with sheet row numbers: an empty row 2 keeps row 3 on line 3', () => {
    const sheet = '<row r="1"><c t="inlineStr"><is><t>a</t></is></c></row><row r="3"><c><v>1</v></c><c><v>2</v></c></row>';
    const ds = parseXlsx(handWorkbook({ sheet }));
    expect(ds.warnings).toContainEqual(expect.objectContaining({ code: 'RAGGED_ROWS_LONG', line: 3 }));
  });

  it('parseXlsx refuses a part with a DOCTYPE (no XXE, no entity expansion)', () => {
    const book = handWorkbook({ sheet: '', extra: {} });
    const withDtd = handWorkbook({
      sheet: '<row r="1"><c t="inlineStr"><is><t>&x;</t></is></c></row>',
      sharedStrings: '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY x SYSTEM "file:///etc/passwd">]><sst/>',
    });
    expect(() => parseXlsx(withDtd)).toThrow(expect.objectContaining({ code: 'INVALID_XLSX', message: expect.stringContaining('DOCTYPE') }));
    expect(() => parseXlsx(book)).toThrow(expect.objectContaining({ code: 'EMPTY_FILE', message: 'The sheet "Data" is empty.' }));
  });

  it('parseXlsx refuses a part that unpacks past the limit before inflating it (zip bomb)', () => {
    const book = handWorkbook({ sheet: '' });
    // Patch the sheet's declared uncompressed size in the central directory to 4 GiB - 1 (0xFFFFFFFF would mean zip64).
    const bomb = book.slice();
    const name = strToU8('xl/worksheets/sheet1.xml');
    for (let i = 0; i + 46 < bomb.length; i++) {
      if (bomb[i] === 0x50 && bomb[i + 1] === 0x4b && bomb[i + 2] === 1 && bomb[i + 3] === 2 && bomb.subarray(i + 46, i + 46 + name.length).every((b, k) => b === name[k])) {
        new DataView(bomb.buffer).setUint32(i + 24, 0xfffffffe, true);
      }
    }
    expect(() => parseXlsx(bomb)).toThrow(expect.objectContaining({ code: 'XLSX_TOO_LARGE' }));
  });

  /** The book with the sheet's local file header's uncompressed size (offset 22) set to `size`; the central directory is left true. */
  function withLocalSize(book: Uint8Array, size: number): Uint8Array {
    const out = book.slice();
    const name = strToU8('xl/worksheets/sheet1.xml');
    let patched = 0;
    for (let i = 0; i + 30 < out.length; i++) {
      if (out[i] === 0x50 && out[i + 1] === 0x4b && out[i + 2] === 3 && out[i + 3] === 4 && out.subarray(i + 30, i + 30 + name.length).every((b, k) => b === name[k])) {
        new DataView(out.buffer).setUint32(i + 22, size, true);
        patched++;
      }
    }
    expect(patched).toBe(1);
    return out;
  }

  it("parseXlsx refuses a sheet whose own header declares more than XLSX_MAX_PART_BYTES, before inflating it", () => {
    const bomb = withLocalSize(handWorkbook({ sheet: '<row r="1"><c><v>1</v></c></row>' }), XLSX_MAX_PART_BYTES + 1);
    expect(() => parseXlsx(bomb)).toThrow(expect.objectContaining({ code: 'XLSX_TOO_LARGE', message: expect.stringContaining(`over the ${XLSX_MAX_PART_BYTES}-byte limit`) }));
  });

  it('parseXlsx refuses a sheet that inflates past the size it declared, as it grows (the archive lies)', () => {
    const rows = Array.from({ length: 200 }, (_, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`).join('');
    const lying = withLocalSize(handWorkbook({ sheet: rows }), 100);
    expect(() => parseXlsx(lying)).toThrow(expect.objectContaining({ code: 'INVALID_XLSX', message: expect.stringContaining('unpacks past its declared 100 bytes') }));
  });

  it('parseXlsx(notAWorkbook) is INVALID_XLSX with a clear message, never a crash', () => {
    expect(() => parseXlsx(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toThrow(CoreError);
    expect(() => parseXlsx(zipSync({ 'a.txt': strToU8('hi') }))).toThrow('The file is a zip archive but not an .xlsx workbook (no xl/workbook.xml).');
  });
});

describe('parseXlsxSampled', () => {
  // A generated sheet of 5,000 rows (inline strings and numbers), kept small: the budget is what is small here.
  const ROWS = 5_000;
  const sheet = [
    '<row r="1"><c r="A1" t="inlineStr"><is><t>region</t></is></c><c r="B1" t="inlineStr"><is><t>sales</t></is></c></row>',
    ...Array.from({ length: ROWS }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>R${i % 7}</t></is></c><c r="B${i + 2}"><v>${i + 1}</v></c></row>`),
  ].join('');
  const book = handWorkbook({ sheet });

  it('keeps a seeded uniform sample of a sheet over the budget and states it, with exact aggregates over every row (as a big CSV)', () => {
    const ds = parseXlsxSampled(book, { sampleRows: 500, seed: 3 });
    expect(ds.rowCount).toBe(500);
    expect(ds.detected.sample).toMatchObject({ totalRows: ROWS, rows: 500, seed: 3 });
    // sales is 1 … 5000: the aggregates are the whole sheet's, not the sample's
    expect(ds.detected.sample!.columns[1]).toMatchObject({ count: ROWS, sum: (ROWS * (ROWS + 1)) / 2, min: 1, max: ROWS });
    expect(ds.detected.source).toEqual({ format: 'xlsx', sheet: 'Data' });
    expect(ds.summary.columnTypes).toEqual(parseXlsx(book).summary.columnTypes);
    // the same sheet, budget and seed: the same sample
    expect(valuesOf(parseXlsxSampled(book, { sampleRows: 500, seed: 3 }).column('sales'))).toEqual(valuesOf(ds.column('sales')));
  });

  it('a sheet within the budget is read whole: the same rows as parseXlsx', () => {
    const ds = parseXlsxSampled(book, { sampleRows: ROWS });
    expect(ds.rowCount).toBe(ROWS);
    expect(ds.detected.sample).toMatchObject({ totalRows: ROWS, rows: ROWS });
    expect(valuesOf(ds.column('sales'))).toEqual(valuesOf(parseXlsx(book).column('sales')));
  });
});

describe('createSheetReader (the sheet read as it inflates, never whole)', () => {
  it('gives the same rows whatever the pieces: cut inside tags, inside a row, and inside a multi-byte character', () => {
    const xml = strToU8(
      '<?xml version="1.0"?><worksheet><sheetData>' +
        Array.from({ length: 40 }, (_, i) => `<row r="${i + 1}"><c t="inlineStr"><is><t>Zürich ${i} — €</t></is></c><c><v>${i * 1.5}</v></c></row>`).join('') +
        '</sheetData></worksheet>',
    );
    const read = (pieceBytes: number) => {
      const rows: [number, string[]][] = [];
      const reader = createSheetReader({ sharedStrings: [], dateStyles: new Set(), date1904: false }, (row, cells) => rows.push([row, cells]));
      for (let at = 0; at < xml.length; at += pieceBytes) reader.push(xml.subarray(at, at + pieceBytes));
      reader.finish();
      return rows;
    };
    const expected = Array.from({ length: 40 }, (_, i) => [i + 1, [`Zürich ${i} — €`, String(i * 1.5)]]);
    expect(read(xml.length)).toEqual(expected);
    for (const size of [1, 2, 3, 7, 64, 1000]) expect(read(size), `pieces of ${size} bytes`).toEqual(expected);
  });

  it('refuses a DOCTYPE even when it arrives one byte at a time', () => {
    const xml = strToU8('<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY x "y">]><worksheet><sheetData><row r="1"><c><v>1</v></c></row></sheetData></worksheet>');
    const reader = createSheetReader({ sharedStrings: [], dateStyles: new Set(), date1904: false }, () => undefined);
    expect(() => {
      for (let at = 0; at < xml.length; at++) reader.push(xml.subarray(at, at + 1));
      reader.finish();
    }).toThrow(expect.objectContaining({ code: 'INVALID_XLSX', message: expect.stringContaining('DOCTYPE') }));
  });
});
