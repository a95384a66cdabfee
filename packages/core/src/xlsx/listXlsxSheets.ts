import { readWorkbook, type Workbook } from './readWorkbook.js';
import { readXlsxParts } from './readXlsxParts.js';
import { readXmlPart } from './readXmlPart.js';
import { CoreError } from '../errors.js';

/**
 * The worksheet names of an .xlsx workbook in tab order, so a user can choose one before parsing.
 * Throws CoreError INVALID_XLSX when the bytes are not a workbook.
 *
 * @example
 * listXlsxSheets(await file.arrayBuffer()); // ['Sales', 'Costs']
 */
export function listXlsxSheets(input: Uint8Array | ArrayBuffer): string[] {
  return openWorkbook(toBytes(input)).sheets.map((s) => s.name);
}

/** Reads the workbook part and its relationships. */
export function openWorkbook(bytes: Uint8Array): Workbook {
  const parts = readXlsxParts(bytes, ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels']);
  const workbook = readXmlPart(parts, 'xl/workbook.xml');
  const rels = readXmlPart(parts, 'xl/_rels/workbook.xml.rels');
  if (workbook === null || rels === null) throw new CoreError('INVALID_XLSX', 'The file is a zip archive but not an .xlsx workbook (no xl/workbook.xml).');
  return readWorkbook(workbook, rels);
}

export function toBytes(input: Uint8Array | ArrayBuffer): Uint8Array {
  return input instanceof Uint8Array ? input : new Uint8Array(input);
}
