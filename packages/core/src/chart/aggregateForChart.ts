import { CHART_TOP_N, PIE_TOP_N } from '../constants.js';
import type { Dataset } from '../dataset/types.js';
import { runQuery } from '../query/runQuery.js';
import type { QueryAggregate, QuerySort } from '../query/types.js';
import type { AggregateOptions, ChartConfig, ChartDatum } from './types.js';

/** Label of rows whose x cell is empty. */
export const EMPTY_LABEL = '(empty)';

const SORTS: Readonly<Record<NonNullable<AggregateOptions['order']>, QuerySort>> = {
  value: { by: 'value' },
  appearance: { by: 'appearance' },
  time: { by: 'key' },
};

/**
 * Chart data (app.md §9), a thin wrapper over `runQuery`: groups rows by x (or by a calendar `unit` of
 * a time x) and aggregates y per group with `aggregation` — 'sum' by default as the spec says; the
 * caller passes a measure's own aggregation ('mean' for temperatures and prices). Largest first (ties
 * keep file order), or in file or time order; top 10 (pie: 8). A bar or line over month or weekday names
 * (`calendar` on the role) shows every name in calendar order. Empty or non-numeric y cells add nothing;
 * when y is null, or not a number column for a numeric aggregation, each row counts 1. Rows with an
 * empty x are grouped under '(empty)'; a group with no y value for a mean, median, min or max is left
 * out (it has no value to draw). Throws CoreError UNKNOWN_COLUMN for an unknown x or y.
 *
 * @example
 * aggregateForChart(parseCsv('r,s\nN,1\nS,5\nN,2\n'), { type: 'bar', xAxis: 'r', yAxis: 's', title: '' });
 * // [{ label: 'S', value: 5 }, { label: 'N', value: 3 }]
 * aggregateForChart(weather, { type: 'line', xAxis: 'date', yAxis: 'temp_max', title: '' }, { aggregation: 'mean', unit: 'month', limit: 48 });
 * // [{ label: '2012-01', value: 7.05… }, { label: '2012-02', value: 9.27… }, …] in month order
 */
export function aggregateForChart(ds: Dataset, config: ChartConfig, options: AggregateOptions = {}): ChartDatum[] {
  const y = config.yAxis === null ? null : ds.column(config.yAxis);
  const op = options.aggregation ?? 'sum';
  const aggregate: QueryAggregate = y && (y.type === 'number' || op === 'count' || op === 'distinct') ? { op, column: y.name } : { op: 'count' };
  // month or weekday names read in calendar order, every one of them (12 months are not a top 10); a pie still ranks its slices
  const calendar = !options.unit && config.type !== 'pie' && ds.roles.find((r) => r.column === config.xAxis)?.calendar;
  const order = options.order ?? (options.unit || calendar ? 'time' : 'value');
  const { groups } = runQuery(ds, { groupBy: [{ column: config.xAxis, ...(options.unit ? { unit: options.unit } : {}) }], aggregate, sort: SORTS[order] });
  const data: ChartDatum[] = [];
  for (const g of groups) if (typeof g.value === 'number') data.push({ label: g.keys[0] ?? EMPTY_LABEL, value: g.value });
  if (calendar) return data;
  return data.slice(0, Math.max(0, options.limit ?? (config.type === 'pie' ? PIE_TOP_N : CHART_TOP_N)));
}
