import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';

/**
 * An .xlsx written by ExcelJS — an independent writer, so tests check parseXlsx against files it did not make.
 * Each sheet is rows of cell values (Date cells get a date number format, as Excel gives them).
 */
export async function excelWorkbook(sheets: Record<string, readonly (readonly (string | number | boolean | Date | null)[])[]>): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow([...row]);
    ws.eachRow((r) =>
      r.eachCell((c) => {
        if (c.value instanceof Date) c.numFmt = 'yyyy-mm-dd';
      }),
    );
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A minimal workbook zipped by hand, for the XML shapes a test needs exactly (inline strings, DTDs, 1904 dates…). */
export function handWorkbook(parts: { sheet: string; workbookPr?: string; styles?: string; sharedStrings?: string; extra?: Record<string, string> }): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${parts.workbookPr ?? ''}<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${parts.sheet}</sheetData></worksheet>`),
  };
  if (parts.styles) files['xl/styles.xml'] = strToU8(parts.styles);
  if (parts.sharedStrings) files['xl/sharedStrings.xml'] = strToU8(parts.sharedStrings);
  for (const [name, text] of Object.entries(parts.extra ?? {})) files[name] = strToU8(text);
  return zipSync(files);
}
