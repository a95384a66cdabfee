import type { Dataset } from '../dataset/types.js';
import { chartTitle } from './chartTitle.js';
import type { ChartConfig } from './types.js';

/**
 * `chartTitle` for a chart of this dataset: a bar or pie over a summary table's per-row label (`label` on the
 * role: one row per region) aggregates nothing — each bar is one row's value — so its title names no sum or
 * mean: 'revenue per region (one row each)', and 'top 8 of 12' when `limit` (the groups drawn; default `top`) cuts
 * rows off. Otherwise, and when counting rows per label (each 1), `chartTitle(config, top)`. Internal to chart/ and dashboard/.
 *
 * @example
 * chartTitleFor(regions, { xAxis: 'region', yAxis: 'revenue', aggregation: 'sum' }); // 'revenue per region (one row each)'
 * chartTitleFor(products, { xAxis: 'product', yAxis: 'revenue', aggregation: 'sum' }, undefined, 8); // 'revenue per product (one row each, top 8 of 12)'
 */
export function chartTitleFor(ds: Dataset, config: Pick<ChartConfig, 'xAxis' | 'yAxis' | 'aggregation' | 'unit' | 'series'>, top?: number, limit = top): string {
  const role = ds.roles.find((r) => r.column === config.xAxis);
  const counted = config.yAxis === null || config.aggregation === 'count' || config.aggregation === 'distinct';
  if (!role?.label || config.unit || counted) return chartTitle(config, top);
  const cut = limit !== undefined && ds.rowCount > limit ? `, top ${limit} of ${ds.rowCount}` : '';
  return `${config.yAxis} per ${config.xAxis} (one row each${cut})`;
}
