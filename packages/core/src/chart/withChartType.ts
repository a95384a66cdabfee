import type { Dataset } from '../dataset/types.js';
import { pickCategory } from '../roles/pickCategory.js';
import { CHART_TOP_N, PIE_TOP_N } from '../constants.js';
import { chartTitleFor } from './chartTitleFor.js';
import type { ChartConfig, ChartType } from './types.js';

/**
 * The chart config for another chart type, kept meaningful: line and area keep the axes; a bar of a time
 * chart with series bars the series instead (bars over months would average the symbols into one); a pie
 * never slices time — it takes the category (or the series key) — and only shows parts of a sum or of
 * row counts (slices of mean prices add up to nothing). The title follows.
 *
 * @example
 * withChartType(stocks, defaultChartConfig(stocks), 'bar'); // { type: 'bar', xAxis: 'symbol', yAxis: 'price', aggregation: 'mean', title: 'mean price by symbol' }
 */
export function withChartType(ds: Dataset, config: ChartConfig, type: ChartType): ChartConfig {
  if (type === 'line' || type === 'area') return { ...config, type };
  const { unit, series, ...timeless } = config;
  let next: ChartConfig = { ...config, type };
  if (type === 'bar' && series !== undefined && unit !== undefined) next = { ...timeless, type, xAxis: series };
  if (type === 'pie') {
    const category = unit !== undefined ? (pickCategory(ds)?.column ?? series) : config.xAxis;
    const base = category === undefined ? config : { ...timeless, xAxis: category };
    const parts = config.aggregation === undefined || config.aggregation === 'sum' || config.aggregation === 'count';
    next = { ...base, type, ...(parts ? {} : { yAxis: null, aggregation: 'count' as const }) };
  }
  return next.title === 'Data Overview' ? next : { ...next, title: chartTitleFor(ds, next, undefined, type === 'pie' ? PIE_TOP_N : CHART_TOP_N) };
}
