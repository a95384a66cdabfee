import { excelSerialText } from './excelSerialText.js';
import { refuseDoctype } from './readXmlPart.js';
import { xmlAttribute, xmlText, xmlTextRuns } from './xmlText.js';

/** What reading a sheet's cells needs from the rest of the workbook. */
export interface SheetContext {
  readonly sharedStrings: readonly string[];
  readonly dateStyles: ReadonlySet<number>;
  readonly date1904: boolean;
}

/** Text decoded per step: bounded, so a 500 MB sheet is never one string. */
const DECODE_BYTES = 4 * 1024 * 1024;
const ROW = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;

/**
 * The rows of a worksheet's XML as cell texts, in sheet order, decoded a few MiB at a time. Each
 * cell becomes the text core's CSV typing reads: shared and inline strings as written, numbers in
 * shortest round-trip form, date-styled numbers as ISO dates, booleans TRUE/FALSE, errors (#N/A)
 * as written. Missing cells are ''. `row` is the sheet's 1-based row number (rows may be skipped).
 *
 * @example
 * for (const { row, cells } of sheetRows(sheetBytes, context)) console.log(row, cells); // 1 ['region', 'sales']
 */
export function* sheetRows(bytes: Uint8Array, context: SheetContext): Generator<{ row: number; cells: string[] }> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let lastRow = 0;
  for (let offset = 0; offset < bytes.length || pending !== ''; offset += DECODE_BYTES) {
    const done = offset + DECODE_BYTES >= bytes.length;
    let text = pending + decoder.decode(bytes.subarray(offset, offset + DECODE_BYTES), { stream: !done });
    if (offset === 0) refuseDoctype(text.slice(0, 4096), 'worksheet');
    // Rows are read up to the last one complete in this text; the rest waits for the next step.
    const end = done ? text.length : lastRowEnd(text);
    pending = text.slice(end);
    text = text.slice(0, end);
    for (const m of text.matchAll(ROW)) {
      const number = Number(xmlAttribute(m[1]!, 'r')) || lastRow + 1;
      lastRow = number;
      yield { row: number, cells: rowCells(m[2] ?? '', context) };
    }
    if (done) break;
  }
}

/** Where the last complete `</row>` (any namespace prefix) in `text` ends, or 0. */
function lastRowEnd(text: string): number {
  for (let at = text.lastIndexOf('row>'); at >= 0; at = text.lastIndexOf('row>', at - 1)) {
    const open = text.lastIndexOf('<', at);
    if (/^<\/(?:\w+:)?$/.test(text.slice(open, at))) return at + 4;
  }
  return 0;
}

function rowCells(xml: string, context: SheetContext): string[] {
  const cells: string[] = [];
  for (const m of xml.matchAll(CELL)) {
    const attrs = m[1]!;
    const ref = xmlAttribute(attrs, 'r');
    const column = ref ? columnIndex(ref) : cells.length;
    while (cells.length < column) cells.push('');
    cells[column] = cellText(attrs, m[2] ?? '', context);
  }
  return cells;
}

function cellText(attrs: string, inner: string, context: SheetContext): string {
  const type = xmlAttribute(attrs, 't') ?? 'n';
  if (type === 'inlineStr') return xmlTextRuns(/<(?:\w+:)?is>([\s\S]*?)<\/(?:\w+:)?is>/.exec(inner)?.[1] ?? '');
  const raw = /<(?:\w+:)?v>([^<]*)<\/(?:\w+:)?v>/.exec(inner)?.[1];
  if (raw === undefined) return '';
  const value = xmlText(raw);
  if (type === 's') return context.sharedStrings[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  if (type !== 'n') return value; // str (formula text), e (#N/A …), d (ISO date)
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return context.dateStyles.has(Number(xmlAttribute(attrs, 's') ?? -1)) ? excelSerialText(n, context.date1904) : String(n);
}

/** 'A1' → 0, 'AB7' → 27. */
function columnIndex(ref: string): number {
  let index = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}
