import type { Dataset } from '../dataset/types.js';

/**
 * The columns a reader would call categories: those the roles make a dimension or a series key (`region`,
 * `symbol`, a year read as a category), in header order — never an identifier (`order_id`) or free text,
 * whatever their storage type. `ds.summary.categoricalColumns` counts text-typed columns, identifiers included;
 * the report's overview and summary table, like the upload screen's Categories card, count these.
 *
 * @example
 * categoryColumns(orders); // ['region', 'product'] (order_id is an identifier)
 */
export function categoryColumns(ds: Dataset): string[] {
  return ds.roles.filter((r) => r.role === 'dimension' || r.role === 'series').map((r) => r.column);
}
