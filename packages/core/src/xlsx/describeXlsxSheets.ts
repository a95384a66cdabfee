import { openWorkbook, toBytes } from './listXlsxSheets.js';
import { streamXlsxPart } from './streamXlsxPart.js';
import type { XlsxSheetSize } from './types.js';

/** How much of a sheet's XML start is read looking for its `<dimension>`: the element comes before the rows. */
const HEAD_CHARS = 64 * 1024;

/** Thrown from inside streamXlsxPart to stop inflating once the sheet's head is read. */
const HEAD_READ = Symbol('head read');

/**
 * The worksheets of an .xlsx workbook in tab order with the size each declares — the rows and columns of
 * its used range (the `<dimension ref="A1:D1462">` a writer puts before the cells, header row included) —
 * so a user choosing a sheet sees how big each is without any being parsed. Only the first piece of each
 * sheet's XML is inflated (up to 64 KB of it), never its rows. `rows` and `columns` are null when the sheet
 * declares no range (some writers omit it; it is then only known by parsing the sheet). A declared range is
 * what the writer says: `parseXlsx` counts the rows themselves. Throws CoreError INVALID_XLSX as listXlsxSheets.
 *
 * @example
 * describeXlsxSheets(await file.arrayBuffer()); // [{ name: 'Sales', rows: 1462, columns: 4 }, { name: 'Notes', rows: null, columns: null }]
 */
export function describeXlsxSheets(input: Uint8Array | ArrayBuffer): XlsxSheetSize[] {
  const bytes = toBytes(input);
  return openWorkbook(bytes).sheets.map((sheet) => ({ name: sheet.name, ...declaredRange(sheetHead(bytes, sheet.path)) }));
}

/** The start of a sheet part's XML, up to its rows or HEAD_CHARS; '' when the part is missing or unreadable. */
function sheetHead(bytes: Uint8Array, path: string): string {
  const decoder = new TextDecoder();
  let head = '';
  try {
    streamXlsxPart(bytes, path, (piece) => {
      // A piece can be megabytes of rows: only its start is decoded.
      head += decoder.decode(piece.subarray(0, HEAD_CHARS), { stream: true });
      if (head.length >= HEAD_CHARS || /<(?:\w+:)?(?:sheetData|dimension)\b[^>]*>/.test(head)) throw HEAD_READ;
    });
  } catch (e) {
    if (e !== HEAD_READ) return ''; // a broken part is parseXlsx's to report, when that sheet is chosen
  }
  return head;
}

/** Rows and columns of `<dimension ref="A1:D1462"/>`; nulls when there is none. */
function declaredRange(head: string): { rows: number | null; columns: number | null } {
  const tag = /<(?:\w+:)?dimension\b[^>]*>/.exec(head)?.[0];
  const ref = tag ? /\sref\s*=\s*["']([A-Za-z]{1,3})(\d+)(?::([A-Za-z]{1,3})(\d+))?["']/.exec(tag) : null;
  if (!ref) return { rows: null, columns: null };
  const [, c1, r1, c2 = c1!, r2 = r1!] = ref;
  return { rows: Math.abs(Number(r2) - Number(r1)) + 1, columns: Math.abs(columnNumber(c2) - columnNumber(c1!)) + 1 };
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}
