import type { Dataset } from '../dataset/types.js';
import { radixSortByFloat } from './radixSortByFloat.js';
import { placeByRank } from './placeByRank.js';
import { rankDistinct } from './rankDistinct.js';
import { rankTexts } from './rankTexts.js';
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
  const n = ds.rowCount;
  const typed = new Uint32Array(n);
  let typedCount = 0;
  const misfit: number[] = [];
  const empty: number[] = [];
  for (let r = 0; r < n; r++) {
    if (column.type === 'string') {
      if (column.codes[r] === 0) empty.push(r);
      else typed[typedCount++] = r;
    } else if (column.values[r] === column.values[r]) typed[typedCount++] = r;
    else (column.invalid.has(r) ? misfit : empty).push(r);
  }
  const typedRows = typed.subarray(0, typedCount);
  let sorted: Uint32Array;
  if (column.type === 'string') {
    // the dictionary holds each distinct text once: rank it, then place rows by their code's rank
    const { rank, top } = rankDistinct(column.dictionary);
    sorted = placeByRank(typedRows, Uint32Array.from(typedRows, (r) => rank[column.codes[r]!]!), top, direction);
  }
  else sorted = radixSortByFloat(typedRows, direction === 'asc' ? column.values : column.values.map((v) => -v));
  const misfitRows = rankTexts(Uint32Array.from(misfit), misfit.map((r) => column.invalid.get(r)!), direction);
  const result = new Uint32Array(n);
  result.set(sorted, 0);
  result.set(misfitRows, sorted.length);
  result.set(empty, sorted.length + misfitRows.length);
  byKey.set(key, result);
  return result;
}
