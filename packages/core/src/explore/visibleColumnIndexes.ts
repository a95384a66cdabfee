import type { Dataset } from '../dataset/types.js';

/**
 * Indexes of the columns to show, in header order: the named ones that exist, all when none are
 * named, and the first column when every named one is unknown (at least one column stays visible).
 *
 * @example
 * visibleColumnIndexes(ds, ['sales', 'region']); // [0, 1] for headers ['region', 'sales', 'day']
 */
export function visibleColumnIndexes(ds: Dataset, visibleColumns?: readonly string[]): number[] {
  const all = ds.headers.map((_, i) => i);
  if (!visibleColumns || visibleColumns.length === 0) return all;
  const wanted = new Set(visibleColumns);
  const shown = all.filter((i) => wanted.has(ds.headers[i]!));
  return shown.length > 0 ? shown : all.slice(0, 1);
}
