import type { Dataset, StringColumn } from '../dataset/types.js';
import type { TextCodes } from '../dataset/types.js';
import { rankSorted, sortDistinct } from './rankDistinct.js';
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
 * Text: the dictionary holds each distinct text once, so it is sorted once and the rows are placed by a counting
 * sort (stable in both directions); empty cells (code 0) go last. When no two texts compare equal and none is left
 * to the collator (`sortDistinct`), the rows are counted and placed by their code in the dictionary's order;
 * otherwise by each code's rank.
 */
function sortByDictionary(column: StringColumn, n: number, direction: SortDirection): Uint32Array {
  const { codes, dictionary } = column;
  const sorted = sortDistinct(dictionary);
  if (sorted.others.length === 0 && sorted.order.length === dictionary.length && !hasTies(sorted.fresh)) {
    const start = sorted.spare && sorted.spare.length === dictionary.length ? sorted.spare.fill(0) : new Uint32Array(dictionary.length);
    countCodes(codes, n, start);
    startsInOrder(sorted.order, start, direction);
    return placeRows(codes, n, start);
  }
  const { rank, top } = rankSorted(dictionary, sorted);
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

/** Whether two neighbours of a sorted order compare equal (a 0 past the first place of `fresh`). */
function hasTies(fresh: Uint8Array): boolean {
  for (let p = 1; p < fresh.length; p++) if (fresh[p] === 0) return true;
  return false;
}

/** counts[code] = how many of the first `n` rows hold `code`. */
function countCodes(codes: TextCodes, n: number, counts: Uint32Array): void {
  for (let r = 0; r < n; r++) counts[codes[r]!]!++;
}

/** Turns the counts of each code into the first place of its rows: codes in `order` (reversed for desc), code 0 (empty cells) last. */
function startsInOrder(order: Uint32Array, start: Uint32Array, direction: SortDirection): void {
  const m = order.length;
  const desc = direction === 'desc';
  let sum = 0;
  for (let p = 0; p < m; p++) {
    const code = order[desc ? m - 1 - p : p]!;
    if (code === 0) continue;
    const count = start[code]!;
    start[code] = sum;
    sum += count;
  }
  start[0] = sum;
}

/** Each row at the next place of its code. */
function placeRows(codes: TextCodes, n: number, start: Uint32Array): Uint32Array {
  const out = new Uint32Array(n);
  for (let r = 0; r < n; r++) out[start[codes[r]!]!++] = r;
  return out;
}

/**
 * Numbers and dates: typed values by a radix sort (`sortNumberRows`), then misfits in text order, then empty cells.
 * The typed rows are listed in the result's own front, which the sort may reuse (a fresh array of a million rows
 * costs more to touch than to fill).
 */
function sortByValue(values: Float64Array, invalid: ReadonlyMap<number, string>, n: number, direction: SortDirection): Uint32Array {
  const result = new Uint32Array(n);
  const misfit: number[] = [];
  const empty: number[] = [];
  const typedCount = listTyped(values, invalid, n, result, misfit, empty);
  const typed = result.subarray(0, typedCount);
  const sorted = sortNumberRows(typed, values, direction, true);
  if (sorted !== typed) typed.set(sorted);
  const misfitRows = rankTexts(Uint32Array.from(misfit), misfit.map((r) => invalid.get(r)!), direction);
  result.set(misfitRows, typedCount);
  result.set(empty, typedCount + misfitRows.length);
  return result;
}

/** Lists the rows holding a number (or date) in `typed`, in row order, and the others in `misfit` or `empty`; answers how many are typed. */
function listTyped(values: Float64Array, invalid: ReadonlyMap<number, string>, n: number, typed: Uint32Array, misfit: number[], empty: number[]): number {
  let typedCount = 0;
  for (let r = 0; r < n; r++) {
    const v = values[r]!;
    if (v === v) typed[typedCount++] = r;
    else (invalid.has(r) ? misfit : empty).push(r);
  }
  return typedCount;
}
