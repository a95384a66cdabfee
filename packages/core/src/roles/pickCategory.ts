import type { Dataset } from '../dataset/types.js';
import type { ColumnRoleInfo } from './types.js';

/** Categories with at most this many values read well as bars; past it the one with the fewest wins. */
export const READABLE_CATEGORIES = 50;

/**
 * The category a default chart groups by: the first dimension with at most 50 values, else the dimension
 * with the fewest values, else the series key; undefined when there is none. Identifiers and free text
 * are never categories.
 *
 * @example
 * pickCategory(weather)?.column; // 'weather'
 * pickCategory(zipcodes)?.column; // 'state' (59 values; county and city have more)
 * pickCategory(stocks)?.column; // 'symbol' (the series key: there is no other category)
 */
export function pickCategory(ds: Dataset): ColumnRoleInfo | undefined {
  const dims = ds.roles.filter((r) => r.role === 'dimension');
  const readable = dims.find((r) => r.distinct <= READABLE_CATEGORIES);
  if (readable) return readable;
  const fewest = dims.reduce<ColumnRoleInfo | undefined>((best, r) => (best === undefined || r.distinct < best.distinct ? r : best), undefined);
  return fewest ?? ds.roles.find((r) => r.role === 'series');
}
