import type { Dataset } from '../dataset/types.js';
import { READABLE_CATEGORIES } from '../roles/pickCategory.js';
import { valueCandidates } from '../roles/valueCandidates.js';
import type { ChartAggregation, ChartChoices } from './types.js';

const AGGREGATIONS: readonly ChartAggregation[] = ['sum', 'mean', 'median', 'min', 'max', 'count'];

/**
 * What the chart controls offer, from the column roles: x = time columns, categories, the series key and the
 * per-row labels of a small summary table (`label`: one bar per row) — never other identifiers or free text; values = `valueCandidates` (measures: never ids, years, coordinates or directions); series = the series key and
 * categories of at most 50 values. Header order within each list.
 *
 * @example
 * chartChoices(stocks); // { xAxes: ['symbol', 'date'], values: ['price'], aggregations: ['sum', 'mean', …], series: ['symbol'] }
 */
export function chartChoices(ds: Dataset): ChartChoices {
  const roles = ds.roles;
  return {
    xAxes: roles.filter((r) => r.role === 'time' || r.role === 'dimension' || r.role === 'series' || r.label).map((r) => r.column),
    values: valueCandidates(ds).map((r) => r.column),
    aggregations: AGGREGATIONS,
    series: roles.filter((r) => r.role === 'series' || (r.role === 'dimension' && r.distinct <= READABLE_CATEGORIES)).map((r) => r.column),
  };
}
