import { CoreError } from '../errors.js';
import type { XlsxSheet } from './types.js';
import { xmlAttribute } from './xmlText.js';

/** The sheets of a workbook in tab order and its date system. */
export interface Workbook {
  readonly sheets: readonly XlsxSheet[];
  /** True when serial dates count from 1904-01-01 (old Mac workbooks), not 1899-12-30. */
  readonly date1904: boolean;
}

/**
 * Reads xl/workbook.xml and its relationships: sheet names in tab order, each with the path of its
 * XML part (relative targets resolved against xl/), and the date system.
 *
 * @example
 * readWorkbook(workbookXml, relsXml).sheets; // [{ name: 'Sales', path: 'xl/worksheets/sheet1.xml' }]
 */
export function readWorkbook(workbookXml: string, relsXml: string): Workbook {
  const targets = new Map<string, string>();
  for (const m of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = xmlAttribute(m[0], 'Id');
    const target = xmlAttribute(m[0], 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const sheets: XlsxSheet[] = [];
  for (const m of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = xmlAttribute(m[0], 'name');
    const id = xmlAttribute(m[0], 'r:id') ?? xmlAttribute(m[0], '[\\w]+:id');
    const path = id ? targets.get(id) : undefined;
    if (name !== null && path) sheets.push({ name, path });
  }
  if (sheets.length === 0) throw new CoreError('INVALID_XLSX', 'The workbook lists no worksheet.');
  const pr = /<(?:\w+:)?workbookPr\b[^>]*>/.exec(workbookXml)?.[0] ?? '';
  const date1904 = ['1', 'true'].includes(xmlAttribute(pr, 'date1904') ?? '');
  return { sheets, date1904 };
}
