import type { Dataset } from '../dataset/types.js';
import { pickCategory } from '../roles/pickCategory.js';
import { primaryMeasure } from '../roles/primaryMeasure.js';
import { CHART_TOP_N } from '../constants.js';
import { chartTitle } from './chartTitle.js';
import { chartTitleFor } from './chartTitleFor.js';
import { chooseTimeUnit } from './chooseTimeUnit.js';
import type { ChartAggregation, ChartConfig } from './types.js';

/**
 * The upload screen's default chart, from the column roles (issue 13 over spec app.md §9, whose
 * "first string column / first numeric column" rule grouped by order ids and summed years). The measure
 * is `primaryMeasure` (never an id or a year), aggregated its own way (sum or mean). With a time column:
 * a line over the whole range in time order, bucketed by `chooseTimeUnit`, one line per series-key value.
 * Else a bar by `pickCategory` (a readable category, or the series key, or a summary table's per-row label: one
 * bar per row, largest first, 'revenue per region (one row each)'). No measure: rows are counted.
 * The title names the aggregation ('mean temp_max by month'). With neither time nor category: the spec's 'Data Overview'
 * over the first column.
 *
 * @example
 * defaultChartConfig(weather); // { type: 'line', xAxis: 'date', yAxis: 'precipitation', aggregation: 'sum', unit: 'month', title: 'sum precipitation by month' }
 * defaultChartConfig(stocks); // { type: 'line', …, aggregation: 'mean', series: 'symbol', title: 'mean price by month, one line per symbol' }
 */
export function defaultChartConfig(ds: Dataset): ChartConfig {
  const measure = primaryMeasure(ds);
  const yAxis = measure?.column ?? null;
  const aggregation: ChartAggregation = measure?.aggregation ?? 'count';
  const time = ds.roles.find((r) => r.role === 'time')?.column;
  const series = ds.roles.find((r) => r.role === 'series')?.column;
  const category = pickCategory(ds)?.column;
  if (time !== undefined) {
    const base = { xAxis: time, yAxis, aggregation, unit: chooseTimeUnit(ds, time), ...(series ? { series } : {}) };
    return { type: 'line', ...base, title: chartTitle(base) };
  }
  if (category !== undefined) {
    const base = { xAxis: category, yAxis, aggregation };
    return { type: 'bar', ...base, title: chartTitleFor(ds, base, undefined, CHART_TOP_N) };
  }
  return { type: 'bar', xAxis: ds.headers[0] ?? '', yAxis, aggregation, title: 'Data Overview' };
}
