import { Blob as NodeBlob } from 'node:buffer';
import { parseXlsx } from '@tallyline/core';
import { describe, expect, it } from 'vitest';
import { parseUpload, uploadSheets } from './parseUpload.js';

/** A zip of stored (uncompressed) entries: enough of the format for a generated workbook. */
function storedZip(files: Record<string, string>): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (b: Uint8Array) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const enc = new TextEncoder();
  const local: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const n = enc.encode(name);
    const data = enc.encode(text);
    const crc = crc32(data);
    const head = new DataView(new ArrayBuffer(30));
    head.setUint32(0, 0x04034b50, true);
    head.setUint16(4, 20, true);
    head.setUint32(14, crc, true);
    head.setUint32(18, data.length, true);
    head.setUint32(22, data.length, true);
    head.setUint16(26, n.length, true);
    local.push(new Uint8Array(head.buffer), n, data);
    const dir = new DataView(new ArrayBuffer(46));
    dir.setUint32(0, 0x02014b50, true);
    dir.setUint16(4, 20, true);
    dir.setUint16(6, 20, true);
    dir.setUint32(16, crc, true);
    dir.setUint32(20, data.length, true);
    dir.setUint32(24, data.length, true);
    dir.setUint16(28, n.length, true);
    dir.setUint32(42, offset, true);
    central.push(new Uint8Array(dir.buffer), n);
    offset += 30 + n.length + data.length;
  }
  const size = central.reduce((t, b) => t + b.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(files).length, true);
  end.setUint16(10, Object.keys(files).length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  const parts = [...local, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(parts.reduce((t, b) => t + b.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A generated one-sheet workbook of `rows` rows (region, sales = 1 … rows). */
function workbook(rows: number): Uint8Array {
  const sheet = [
    '<row r="1"><c t="inlineStr"><is><t>region</t></is></c><c t="inlineStr"><is><t>sales</t></is></c></row>',
    ...Array.from({ length: rows }, (_, i) => `<row r="${i + 2}"><c t="inlineStr"><is><t>R${i % 5}</t></is></c><c><v>${i + 1}</v></c></row>`),
  ].join('');
  return storedZip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml':
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sales" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
  });
}

/** A workbook of two sheets: Sales (region, sales; `rows` rows) and Costs (item, cost, month; 3 rows). */
function twoSheets(rows: number): Uint8Array {
  const cell = (v: string | number) => (typeof v === 'number' ? `<c><v>${v}</v></c>` : `<c t="inlineStr"><is><t>${v}</t></is></c>`);
  const sheet = (table: (string | number)[][]) =>
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${table
      .map((r, i) => `<row r="${i + 1}">${r.map(cell).join('')}</row>`)
      .join('')}</sheetData></worksheet>`;
  return storedZip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml':
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sales" sheetId="1" r:id="rId1"/><sheet name="Costs" sheetId="2" r:id="rId2"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="worksheet" Target="worksheets/sheet2.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': sheet([['region', 'sales'], ...Array.from({ length: rows }, (_, i) => [`R${i % 5}`, i + 1])]),
    'xl/worksheets/sheet2.xml': sheet([['item', 'cost', 'month'], ['rent', 900, 'Jan'], ['power', 120, 'Jan'], ['rent', 900, 'Feb']]),
  });
}

const noProgress = () => undefined;
// Node's Blob: jsdom's has no arrayBuffer or stream, which the worker's File has.
const blob = (part: Uint8Array | string) => new NodeBlob([part]) as unknown as Blob;

describe('parseUpload', () => {
  const ROWS = 3_000;
  const book = workbook(ROWS);
  const file = blob(book);

  it('a workbook over the budget is read into a stated sample, like a big CSV (not every row typed in memory)', async () => {
    const ds = await parseUpload(file, {}, noProgress, { csvFromBytes: Infinity, xlsxFromBytes: 1024, sampleRows: 300 });
    expect(ds.rowCount).toBe(300);
    expect(ds.detected.sample).toMatchObject({ totalRows: ROWS, rows: 300 });
    expect(ds.detected.sample!.columns[1]).toMatchObject({ sum: (ROWS * (ROWS + 1)) / 2, max: ROWS });
    expect(ds.detected.source).toEqual({ format: 'xlsx', sheet: 'Sales' });
  });

  it('a workbook within the budget is read whole; a CSV over its own budget is sampled', async () => {
    const whole = await parseUpload(file, {}, noProgress, { csvFromBytes: 1024, xlsxFromBytes: book.length, sampleRows: 300 });
    expect(whole.rowCount).toBe(ROWS);
    expect(whole.detected.sample).toBeUndefined();
    expect(whole.headers).toEqual(parseXlsx(book).headers);
    const csv = blob(`region,sales\n${Array.from({ length: ROWS }, (_, i) => `R${i % 5},${i + 1}`).join('\n')}\n`);
    const sampled = await parseUpload(csv, {}, noProgress, { csvFromBytes: 1024, xlsxFromBytes: Infinity, sampleRows: 300 });
    expect(sampled.detected.sample).toMatchObject({ totalRows: ROWS, rows: 300 });
  });

  it("reads the chosen sheet of a workbook, whole or as a sample, and lists the sheets for the picker (issue 18)", async () => {
    const book2 = blob(twoSheets(ROWS));
    const first = await parseUpload(book2, {}, noProgress);
    expect(first.headers).toEqual(['region', 'sales']);
    const costs = await parseUpload(book2, { sheet: 'Costs' }, noProgress);
    expect(costs.headers).toEqual(['item', 'cost', 'month']);
    expect(costs.rowCount).toBe(3);
    expect(costs.detected.source).toEqual({ format: 'xlsx', sheet: 'Costs' });
    // past the budget the chosen sheet is the one sampled (parseXlsxSampled), not the first
    const sampled = await parseUpload(book2, { sheet: 'Costs' }, noProgress, { csvFromBytes: Infinity, xlsxFromBytes: 1024, sampleRows: 2 });
    expect(sampled.headers).toEqual(['item', 'cost', 'month']);
    expect(sampled.detected.sample).toMatchObject({ totalRows: 3, rows: 2 });
    // a CSV has no sheets; the sheet a saved CSV's settings may carry is not an option of the CSV parser
    const csv = blob('a;b\n1;2\n');
    expect(await uploadSheets(csv)).toBeNull();
    expect((await parseUpload(csv, { delimiter: ';', sheet: 'Costs' }, noProgress)).headers).toEqual(['a', 'b']);
    // the hand-made sheets declare no range: names only (an ExcelJS workbook's sizes: the e2e spec, core's tests)
    expect(await uploadSheets(book2)).toEqual([
      { name: 'Sales', rows: null, columns: null },
      { name: 'Costs', rows: null, columns: null },
    ]);
  });
});
