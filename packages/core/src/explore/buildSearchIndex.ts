import type { Column, Dataset } from '../dataset/types.js';

/** Lower-cased text of a block of rows: cells joined by \u0001, rows by \u0000, with each row's start offset. */
export interface SearchBlock {
  readonly firstRow: number;
  readonly text: string;
  /** starts[k] = offset of row firstRow + k in `text`; one extra entry = text length + 1. */
  readonly starts: Int32Array;
}

const BLOCK_ROWS = 8192;
const cache = new WeakMap<Dataset, readonly SearchBlock[]>();

/**
 * The lower-cased full-text index that search scans with `indexOf`, built once per Dataset and
 * cached (a WeakMap, freed with the Dataset). Cell text is what the table shows (`cellText`).
 *
 * @example
 * buildSearchIndex(parseCsv('a,b\nX,1\n'))[0].text; // 'x\u00011'
 */
export function buildSearchIndex(ds: Dataset): readonly SearchBlock[] {
  const hit = cache.get(ds);
  if (hit) return hit;
  const blocks: SearchBlock[] = [];
  const texts = ds.columns.map(textOf);
  for (let first = 0; first < ds.rowCount; first += BLOCK_ROWS) {
    const last = Math.min(ds.rowCount, first + BLOCK_ROWS);
    const rows: string[] = [];
    const parts: string[] = [];
    for (let r = first; r < last; r++) {
      parts.length = 0;
      for (const text of texts) parts.push(text(r));
      rows.push(parts.join('\u0001'));
    }
    let text = rows.join('\u0000');
    let lower = text.toLowerCase();
    if (lower.length !== text.length) {
      // a few characters change length when lower-cased: lower each row on its own so offsets hold
      for (let k = 0; k < rows.length; k++) rows[k] = rows[k]!.toLowerCase();
      text = rows.join('\u0000');
      lower = text;
    }
    const starts = new Int32Array(rows.length + 1);
    let offset = 0;
    rows.forEach((row, k) => {
      starts[k] = offset;
      offset += row.length + 1;
    });
    starts[rows.length] = offset;
    blocks.push({ firstRow: first, text: lower, starts });
  }
  cache.set(ds, blocks);
  return blocks;
}

/** The cell text the table shows (as `ds.cellText`), read straight from the column. */
function textOf(column: Column): (row: number) => string {
  if (column.type === 'string') return (r) => column.values[r]!;
  if (column.type === 'date') return (r) => column.text[r]!;
  const { values, invalid } = column;
  return (r) => {
    const v = values[r]!;
    return v === v ? String(v) : (invalid.get(r) ?? '');
  };
}
