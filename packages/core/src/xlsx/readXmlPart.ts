import { CoreError } from '../errors.js';

const decoder = new TextDecoder('utf-8');

/**
 * A workbook part's XML text. Refuses a DOCTYPE: Excel never writes one, and refusing it means no
 * entity can be declared, so external entities (XXE) and entity expansion bombs cannot happen.
 *
 * @example
 * readXmlPart(parts, 'xl/workbook.xml'); // '<?xml …><workbook …'
 */
export function readXmlPart(parts: Readonly<Record<string, Uint8Array>>, name: string): string | null {
  const bytes = parts[name];
  if (!bytes) return null;
  const xml = decoder.decode(bytes);
  refuseDoctype(xml, name);
  return xml;
}

/** Throws INVALID_XLSX when the XML declares a document type. */
export function refuseDoctype(xml: string, name: string): void {
  if (/<!DOCTYPE/i.test(xml)) throw new CoreError('INVALID_XLSX', `The workbook part ${name} declares a DOCTYPE, which .xlsx files never do; it was not read.`);
}
