import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CoreError } from '../../src/errors.js';
import { describeXlsxSheets } from '../../src/xlsx/describeXlsxSheets.js';
import { parseXlsx } from '../../src/xlsx/parseXlsx.js';
import { publicCsvRows, publicCsvText } from '../helpers/publicCsv.js';
import { excelWorkbook, handWorkbook } from '../helpers/xlsx.js';

describe('describeXlsxSheets', { timeout: 60_000 }, () => {
  it('lists each sheet of an ExcelJS workbook with the rows and columns it declares, as parseXlsx then reads them', async () => {
    const [header] = publicCsvText('seattle-weather.csv').split('\n');
    const weather = publicCsvRows('seattle-weather.csv').map(([date, ...rest]) => [date!, ...rest.slice(0, 4).map(Number), rest[4]!]);
    const book = await excelWorkbook({ Notes: [['note'], ['from vega-datasets']], Weather: [header!.trim().split(','), ...weather], Empty: [] });
    const sheets = describeXlsxSheets(book);
    expect(sheets.map((s) => s.name)).toEqual(['Notes', 'Weather', 'Empty']);
    expect(sheets[0]).toEqual({ name: 'Notes', rows: 2, columns: 1 });
    // 1,461 days and the header row, 6 columns: what parsing the sheet finds
    expect(sheets[1]).toEqual({ name: 'Weather', rows: 1462, columns: 6 });
    const ds = parseXlsx(book, { sheet: 'Weather' });
    expect([ds.rowCount + 1, ds.headers.length]).toEqual([sheets[1]!.rows, sheets[1]!.columns]);
    // a sheet with no cells declares a single cell or nothing: never more than one row
    expect(sheets[2]!.rows ?? 0).toBeLessThanOrEqual(1);
  });

  it('says null for a sheet that declares no range, reads a range not starting at A1, and refuses what is not a workbook', () => {
    expect(describeXlsxSheets(handWorkbook({ sheet: '<row r="1"><c t="inlineStr"><is><t>a</t></is></c></row>' }))).toEqual([{ name: 'Data', rows: null, columns: null }]);
    const book = zipSync({
      'xl/workbook.xml': strToU8('<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
      'xl/worksheets/sheet1.xml': strToU8('<worksheet><dimension ref="B3:AA12"/><sheetData/></worksheet>'),
    });
    expect(describeXlsxSheets(book)).toEqual([{ name: 'S', rows: 10, columns: 26 }]);
    expect(() => describeXlsxSheets(strToU8('a,b\n1,2\n'))).toThrow(CoreError);
  });

  it("reads only the head of a big sheet: its size comes without inflating its rows", () => {
    // ~0.7 MB of rows, inflated piece by piece: reading on past the head would reach the end
    const rows = 20_000;
    const cells = Array.from({ length: rows }, (_, i) => `<row r="${i + 2}"><c><v>${i}</v></c></row>`).join('');
    const sheetPath = 'xl/worksheets/sheet1.xml';
    const big = zipSync({
      'xl/workbook.xml': strToU8('<workbook xmlns:r="r"><sheets><sheet name="Big" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
      [sheetPath]: strToU8(`<worksheet><dimension ref="A1:A${rows + 1}"/><sheetData><row r="1"><c t="inlineStr"><is><t>n</t></is></c></row>${cells}</sheetData></worksheet>`),
    });
    expect(parseXlsx(big).rowCount).toBe(rows);
    // The sheet now claims one byte more than it holds: a reader finds that out only at the part's very end, where
    // parseXlsx refuses it. describeXlsxSheets still answers, so it stopped long before the end.
    const claimsMore = withDeclaredSizeOf(big, sheetPath, (size) => size + 1);
    expect(() => parseXlsx(claimsMore)).toThrow(/unpacks to \d+ bytes, not the \d+ it declares/);
    expect(describeXlsxSheets(claimsMore)).toEqual([{ name: 'Big', rows: rows + 1, columns: 1 }]);
  });
});

/** A copy of a zip whose entry `name` declares another uncompressed size, in its local header and in the central directory. */
function withDeclaredSizeOf(zip: Uint8Array, name: string, resize: (size: number) => number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const encodedName = strToU8(name);
  const nameAt = (at: number) => encodedName.every((byte, i) => out[at + i] === byte);
  let patched = 0;
  for (let at = 0; at + 46 <= out.length; at++) {
    const signature = view.getUint32(at, true);
    // local file header: name at 30, uncompressed size at 22; central directory header: name at 46, size at 24
    const [nameOffset, sizeOffset] = signature === 0x04034b50 ? [30, 22] : signature === 0x02014b50 ? [46, 24] : [0, 0];
    if (nameOffset === 0 || !nameAt(at + nameOffset)) continue;
    view.setUint32(at + sizeOffset, resize(view.getUint32(at + sizeOffset, true)), true);
    patched++;
  }
  expect(patched).toBe(2);
  return out;
}
