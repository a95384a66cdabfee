import type { Column, Dataset } from '../dataset/types.js';

/** Lower-cased text of a block of rows: cells joined by \u0001, rows by \u0000, with each row's start offset. */
export interface SearchBlock {
  readonly firstRow: number;
  readonly text: string;
  /** starts[k] = offset of row firstRow + k in `text`; one extra entry = text length + 1. */
  readonly starts: Int32Array;
}

/** Rows per block: small enough that building one block is a short task (~10 ms on a million-row file). */
export const BLOCK_ROWS = 8192;

// Internal: each Dataset's blocks, filled in any order (built here, or built elsewhere and added),
// freed with the Dataset.
const slots = new WeakMap<Dataset, (SearchBlock | undefined)[]>();

/** The block slots of `ds` (undefined = not built yet). */
export function blockSlots(ds: Dataset): (SearchBlock | undefined)[] {
  let s = slots.get(ds);
  if (!s) {
    s = new Array<SearchBlock | undefined>(Math.ceil(ds.rowCount / BLOCK_ROWS)).fill(undefined);
    slots.set(ds, s);
  }
  return s;
}

// Internal: the lower-cased dictionary of each text or date column, made once per column (not per row or per block).
const lowered = new WeakMap<readonly string[], readonly string[]>();

/** The lower-cased shown text of each row of `column`, read without lower-casing per row. */
function lowerText(column: Column): (row: number) => string {
  if (column.type === 'number') {
    // a number's text (digits, '.', '-', 'e') has no upper case; a misfit's may
    const { values, invalid } = column;
    return (r) => {
      const v = values[r]!;
      return v === v ? String(v) : (invalid.get(r) ?? '').toLowerCase();
    };
  }
  const { dictionary, codes } = column;
  let lower = lowered.get(dictionary);
  if (!lower) lowered.set(dictionary, (lower = dictionary.map((t) => t.toLowerCase())));
  const entries = lower;
  return (r) => entries[codes[r]!] ?? '';
}

/** Builds block number `index` of `ds` (rows index·BLOCK_ROWS … +BLOCK_ROWS). */
export function makeBlock(ds: Dataset, index: number): SearchBlock {
  const first = index * BLOCK_ROWS;
  const last = Math.min(ds.rowCount, first + BLOCK_ROWS);
  const texts = ds.columns.map(lowerText);
  const rows: string[] = [];
  const parts: string[] = [];
  for (let r = first; r < last; r++) {
    parts.length = 0;
    for (const text of texts) parts.push(text(r));
    rows.push(parts.join('\u0001'));
  }
  const starts = new Int32Array(rows.length + 1);
  let offset = 0;
  rows.forEach((row, k) => {
    starts[k] = offset;
    offset += row.length + 1;
  });
  starts[rows.length] = offset;
  return { firstRow: first, text: rows.join('\u0000'), starts };
}
