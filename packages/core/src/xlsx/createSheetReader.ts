import { excelSerialText } from './excelSerialText.js';
import { refuseDoctype } from './readXmlPart.js';
import { xmlAttribute, xmlText, xmlTextRuns } from './xmlText.js';

/** What reading a sheet's cells needs from the rest of the workbook. */
export interface SheetContext {
  readonly sharedStrings: readonly string[];
  readonly dateStyles: ReadonlySet<number>;
  readonly date1904: boolean;
}

const ROW = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
/** How much of the start of the sheet is checked for a DOCTYPE (one would come before any row). */
const HEAD_CHARS = 4096;

/** Reads a worksheet's XML as it is inflated: `push` each piece, then `finish`. */
export interface SheetReader {
  push(piece: Uint8Array): void;
  finish(): void;
}

/**
 * Reads the rows of a worksheet's XML as its pieces arrive (`streamXlsxPart`), handing each row's cell
 * texts to `onRow` in sheet order; only the text after the last complete row waits for the next piece,
 * so a 500 MB sheet is never one string nor one buffer. Each cell becomes the text core's CSV typing
 * reads: shared and inline strings as written, numbers in shortest round-trip form, date-styled numbers
 * as ISO dates, booleans TRUE/FALSE, errors (#N/A) as written. Missing cells are ''. `row` is the sheet's
 * 1-based row number (rows may be skipped). Throws CoreError INVALID_XLSX for a sheet with a DOCTYPE.
 *
 * @example
 * const reader = createSheetReader(context, (row, cells) => console.log(row, cells)); // 1 ['region', 'sales']
 * reader.push(xmlBytes); reader.finish();
 */
export function createSheetReader(context: SheetContext, onRow: (row: number, cells: string[]) => void): SheetReader {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let head = '';
  let lastRow = 0;
  const read = (text: string, done: boolean) => {
    if (head.length < HEAD_CHARS) {
      head += text.slice(0, HEAD_CHARS - head.length);
      refuseDoctype(head, 'worksheet');
    }
    // Rows are read up to the last one complete in this text; the rest waits for the next piece.
    const end = done ? text.length : lastRowEnd(text);
    pending = text.slice(end);
    for (const m of text.slice(0, end).matchAll(ROW)) {
      const number = Number(xmlAttribute(m[1]!, 'r')) || lastRow + 1;
      lastRow = number;
      onRow(number, rowCells(m[2] ?? '', context));
    }
  };
  return {
    push: (piece) => read(pending + decoder.decode(piece, { stream: true }), false),
    finish: () => read(pending + decoder.decode(), true),
  };
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
