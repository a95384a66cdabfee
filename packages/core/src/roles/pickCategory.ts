import type { Dataset } from '../dataset/types.js';
import type { ColumnRoleInfo } from './types.js';
import { valueCandidates } from './valueCandidates.js';

/** Categories with at most this many values read well as bars; past it the one with the fewest wins. */
export const READABLE_CATEGORIES = 50;

/**
 * The dimensions in the order the defaults consider them: header order, with id-like ones (`idLike`: a header
 * naming a key, such as `customer_id` or `gap_species_code`) after every other — an id is a category only when
 * nothing else is (issue 13: species.csv's portfolio grouped by 24-digit hex `item_id`s beside `common_name`).
 *
 * @example
 * defaultCategories(species).map((r) => r.column); // ['common_name', 'scientific_name', 'gap_species_code']
 */
export function defaultCategories(ds: Dataset): ColumnRoleInfo[] {
  const dims = ds.roles.filter((r) => r.role === 'dimension');
  return [...dims.filter((r) => !r.idLike), ...dims.filter((r) => r.idLike)];
}

/**
 * The per-row label a summary table's rows are ranked by (`label`: names, each once, in at most 60 rows —
 * `region,revenue` with North, South, East, West, Central): the first label, when the file has no category (no
 * dimension, no series key), no time column (its rows are then records at dates, not a table's rows) and a measure
 * to rank by (`valueCandidates`); else undefined. The defaults draw one bar per row, largest first, and never
 * aggregate: a sum or mean over one row is the row's value ('revenue per region (one row each)').
 *
 * @example
 * rankingLabel(regions)?.column; // 'region'
 * rankingLabel(lookupGroups); // undefined: `group` is a category, `person` stays a label only
 */
export function rankingLabel(ds: Dataset): ColumnRoleInfo | undefined {
  const roles = ds.roles;
  if (roles.some((r) => r.role === 'dimension' || r.role === 'series' || r.role === 'time')) return undefined;
  if (valueCandidates(ds).length === 0) return undefined;
  return roles.find((r) => r.role === 'identifier' && r.label);
}

/**
 * The category a default chart groups by: the first dimension with at most 50 values, else the dimension
 * with the fewest values, else the series key, else an id-like dimension (`idLike`, the same way), else the
 * per-row label of a summary table (`rankingLabel`: one bar per row); undefined when there is none.
 * Identifiers other than those labels, and free text, are never categories.
 *
 * @example
 * pickCategory(weather)?.column; // 'weather'
 * pickCategory(zipcodes)?.column; // 'state' (59 values; county and city have more)
 * pickCategory(stocks)?.column; // 'symbol' (the series key: there is no other category)
 * pickCategory(species)?.column; // 'common_name' (never gap_species_code, a code)
 * pickCategory(regions)?.column; // 'region' (a summary table's per-row label: one bar per region)
 */
export function pickCategory(ds: Dataset): ColumnRoleInfo | undefined {
  const dims = ds.roles.filter((r) => r.role === 'dimension');
  return choose(dims.filter((r) => !r.idLike)) ?? ds.roles.find((r) => r.role === 'series') ?? choose(dims.filter((r) => r.idLike)) ?? rankingLabel(ds);
}

function choose(dims: readonly ColumnRoleInfo[]): ColumnRoleInfo | undefined {
  const readable = dims.find((r) => r.distinct <= READABLE_CATEGORIES);
  if (readable) return readable;
  return dims.reduce<ColumnRoleInfo | undefined>((best, r) => (best === undefined || r.distinct < best.distinct ? r : best), undefined);
}
