import type { Dataset, StringColumn } from '../dataset/types.js';
import { rankDistinct } from './rankDistinct.js';
import { rankTexts } from './rankTexts.js';
import { sortNumberRows } from './sortNumberRows.js';
import type { SortDirection } from './types.js';

const cache = new WeakMap<Dataset, Map<string, Uint32Array>>();

/**
 * Every row index of `ds` in a stable order by one column: numbers numerically, dates
 * chronologically, text with a numeric-aware collator. Cells that do not fit the column's type come
 * after the typed values (in text order) and empty cells always come last, in both directions.
 * Cached per Dataset, column and direction.
 *
 * @example
 * sortPermutation(parseCsv('n\n3\n\n1\n'), 0, 'desc'); // Uint32Array [0, 1] (3, then 1)
 */
export function sortPermutation(ds: Dataset, columnIndex: number, direction: SortDirection): Uint32Array {
  let byKey = cache.get(ds);
  if (!byKey) cache.set(ds, (byKey = new Map()));
  const key = `${columnIndex}:${direction}`;
  const hit = byKey.get(key);
  if (hit) return hit;
  const column = ds.columns[columnIndex]!;
  const result = column.type === 'string' ? sortByDictionary(column, ds.rowCount, direction) : sortByValue(column.values, column.invalid, ds.rowCount, direction);
  byKey.set(key, result);
  return result;
}

/**
 * Text: the dictionary holds each distinct text once, so it is ranked once and the rows are placed by
 * their code's rank with a counting sort (stable in both directions); empty cells (code 0) go last.
 */
function sortByDictionary(column: StringColumn, n: number, direction: SortDirection): Uint32Array {
  const { codes } = column;
  const { rank, top } = rankDistinct(column.dictionary);
  if (direction === 'desc') for (let c = 0; c < rank.length; c++) rank[c] = top - rank[c]!;
  const counts = new Uint32Array(top + 2);
  let empties = 0;
  for (let r = 0; r < n; r++) {
    const code = codes[r]!;
    if (code === 0) empties++;
    else counts[rank[code]! + 1]!++;
  }
  for (let k = 1; k < counts.length; k++) counts[k]! += counts[k - 1]!;
  const out = new Uint32Array(n);
  let empty = n - empties;
  for (let r = 0; r < n; r++) {
    const code = codes[r]!;
    if (code === 0) out[empty++] = r;
    else out[counts[rank[code]!]!++] = r;
  }
  return out;
}

/** Numbers and dates: typed values by a radix sort (`sortNumberRows`), then misfits in text order, then empty cells. */
function sortByValue(values: Float64Array, invalid: ReadonlyMap<number, string>, n: number, direction: SortDirection): Uint32Array {
  const typed = new Uint32Array(n);
  let typedCount = 0;
  const misfit: number[] = [];
  const empty: number[] = [];
  for (let r = 0; r < n; r++) {
    const v = values[r]!;
    if (v === v) typed[typedCount++] = r;
    else (invalid.has(r) ? misfit : empty).push(r);
  }
  const sorted = sortNumberRows(typed.subarray(0, typedCount), values, direction);
  const misfitRows = rankTexts(Uint32Array.from(misfit), misfit.map((r) => invalid.get(r)!), direction);
  const result = new Uint32Array(n);
  result.set(sorted, 0);
  result.set(misfitRows, sorted.length);
  result.set(empty, sorted.length + misfitRows.length);
  return result;
}
