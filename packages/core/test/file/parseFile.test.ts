import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/csv/parseCsv.js';
import { parseFile } from '../../src/file/parseFile.js';
import { excelWorkbook } from '../helpers/xlsx.js';

describe('parseFile', { timeout: 120_000 }, () => {
  it('parseFile(blob) tells an .xlsx from a CSV by content, whatever the name, and types both alike', async () => {
    const book = await excelWorkbook({ Sales: [['region', 'sales'], ['North', 10], ['South', 20.5]] });
    const fromXlsx = await parseFile(new Blob([book]));
    const fromCsv = await parseFile(new Blob(['region,sales\nNorth,10\nSouth,20.5\n']));
    expect(fromXlsx.columns).toEqual(fromCsv.columns);
    expect(fromXlsx.detected.source).toEqual({ format: 'xlsx', sheet: 'Sales' });
    expect(fromCsv.detected.source).toBeUndefined();
  });

  it('parseFile(blob, { sheet, delimiter }) applies the sheet to workbooks and text options to CSV only', async () => {
    const book = await excelWorkbook({ A: [['x'], [1]], B: [['y;z'], ['1,5']] });
    expect((await parseFile(new Blob([book]), { sheet: 'B', delimiter: ';' })).headers).toEqual(['y;z']);
    expect((await parseFile(new Blob(['y;z\n1,5;2\n']), { sheet: 'B', delimiter: ';' })).headers).toEqual(parseCsv('y;z\n1;2\n').headers);
  });
});
