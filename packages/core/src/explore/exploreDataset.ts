import { DEFAULT_PAGE_SIZE } from '../constants.js';
import type { Dataset, DataRow } from '../dataset/types.js';
import { pageButtons } from './pageButtons.js';
import type { ExploreOptions, ExploreResult } from './types.js';
import { viewOrder } from './viewRowIndexes.js';
import { visibleColumnIndexes } from './visibleColumnIndexes.js';

/**
 * One page of the data explorer: case-insensitive search over all columns, a stable sort, the visible
 * columns (at least one) and pagination with a window of at most 5 page buttons. Search index and
 * sort orders are cached per Dataset, so paging and re-sorting a million rows stay fast.
 *
 * @example
 * const page = exploreDataset(ds, { search: 'north', sort: { column: 'sales', direction: 'desc' }, page: 1, pageSize: 10 });
 * page.totalMatches; // rows whose text contains "north"
 * page.rows; // up to 10 records of the visible columns
 */
export function exploreDataset(ds: Dataset, options: ExploreOptions = {}): ExploreResult {
  // null = every row in file order: the page's rows are its row numbers
  const order = viewOrder(ds, options);
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? DEFAULT_PAGE_SIZE));
  const totalMatches = order ? order.length : ds.rowCount;
  const pageCount = Math.max(1, Math.ceil(totalMatches / pageSize));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const shown = visibleColumnIndexes(ds, options.visibleColumns);
  const columns = shown.map((c) => ds.headers[c]!);
  const from = (page - 1) * pageSize;
  const rowIndexes = order ? Array.from(order.subarray(from, from + pageSize)) : Array.from({ length: Math.max(0, Math.min(pageSize, totalMatches - from)) }, (_, i) => from + i);
  const rows = rowIndexes.map((r) => {
    const record: DataRow = {};
    for (const c of shown) record[ds.headers[c]!] = ds.cell(r, c);
    return record;
  });
  return { rowIndexes, rows, columns, totalMatches, pageCount, page, pageSize, pageButtons: pageButtons(page, pageCount) };
}
