import { CHART_TOP_N, PIE_TOP_N } from '../constants.js';
import type { Dataset } from '../dataset/types.js';
import { runQuery } from '../query/runQuery.js';
import type { QueryAggregate } from '../query/types.js';
import { aggregateForChart, EMPTY_LABEL } from './aggregateForChart.js';
import { chartLeftOut } from './chartLeftOut.js';
import type { ChartConfig, ChartDataOptions, ChartDatum } from './types.js';

/** Series a chart draws at most by default: more lines than this read as noise. */
export const MAX_CHART_SERIES = 5;

/**
 * The data a chart config asks for: `aggregateForChart` with the config's aggregation and time unit —
 * every time bucket in time order over the whole range, else the top 10 (pie 8) groups by value. With
 * `series` on a line or area chart, one line per series value (the `maxSeries` largest by their aggregate
 * over all rows), each datum tagged with its series, in time order (then by series name) — never
 * spliced into one line. Rows without a time are left off a time axis. A bar or pie of sums leaves out
 * a category that is the total of the others (`chartLeftOut`: disasters.csv's 'All natural disasters'). A pie of
 * sums or counts folds the groups past its top into one slice, 'Other (54 more)' with `rest: true`, so its slices are shares of the whole.
 *
 * @example
 * chartData(stocks, { type: 'line', xAxis: 'date', yAxis: 'price', title: '', aggregation: 'mean', unit: 'year', series: 'symbol' });
 * // [{ label: '2000', value: …, series: 'AAPL' }, { label: '2000', value: …, series: 'AMZN' }, …]
 */
export function chartData(ds: Dataset, config: ChartConfig, options: ChartDataOptions = {}): ChartDatum[] {
  const timed = config.unit !== undefined;
  // month or weekday names (role `calendar`) run in calendar order like a time axis, every name kept
  const calendar = !timed && config.type !== 'pie' && Boolean(ds.roles.find((r) => r.column === config.xAxis)?.calendar);
  const limit = calendar ? Infinity : (options.limit ?? (timed ? Infinity : config.type === 'pie' ? PIE_TOP_N : CHART_TOP_N));
  const aggregation = config.aggregation ?? 'sum';
  if (!config.series || config.type === 'bar' || config.type === 'pie') {
    // a category that is the total of the others is no bar or slice of its own (chartLeftOut)
    const leftOut = chartLeftOut(ds, { ...config, aggregation })?.name;
    // a pie of parts (sums, counts) draws every group: the top ones, and the rest as one slice
    const foldsRest = config.type === 'pie' && !timed && (aggregation === 'sum' || aggregation === 'count');
    const data = aggregateForChart(ds, config, { aggregation, ...(timed ? { unit: config.unit } : {}), limit: foldsRest ? Infinity : leftOut === undefined ? limit : limit + 1 });
    const kept = leftOut === undefined ? data : data.filter((d) => d.label !== leftOut);
    if (foldsRest) return withRestFolded(kept, limit);
    if (leftOut !== undefined) return kept.slice(0, limit);
    // rows without a time cannot be placed on a time axis
    return timed ? data.filter((d) => d.label !== EMPTY_LABEL) : data;
  }
  const y = config.yAxis === null ? null : ds.column(config.yAxis);
  const aggregate: QueryAggregate = y && (y.type === 'number' || aggregation === 'count' || aggregation === 'distinct') ? { op: aggregation, column: y.name } : { op: 'count' };
  const top = runQuery(ds, { groupBy: [config.series], aggregate, sort: { by: 'value' }, limit: options.maxSeries ?? MAX_CHART_SERIES });
  const shown = new Set(top.groups.map((g) => g.keys[0] ?? null));
  const { groups } = runQuery(ds, {
    groupBy: [{ column: config.xAxis, ...(timed ? { unit: config.unit } : {}) }, config.series],
    aggregate,
    sort: timed || calendar ? { by: 'key' } : { by: 'appearance' },
  });
  const data: ChartDatum[] = [];
  const perSeries = new Map<string | null, number>();
  for (const g of groups) {
    const series = g.keys[1] ?? null;
    if (!shown.has(series) || typeof g.value !== 'number' || (timed && g.keys[0] === null)) continue;
    const n = perSeries.get(series) ?? 0;
    if (n >= limit) continue;
    perSeries.set(series, n + 1);
    data.push({ label: g.keys[0] ?? EMPTY_LABEL, value: g.value, series: series ?? EMPTY_LABEL });
  }
  return data;
}

/**
 * A pie's slices: the `limit` largest groups, and the others as one slice 'Other (54 more)' holding their total, so
 * each slice is its share of the whole — five slices of 59 states drawn alone would each look several times its
 * size (issue 13). The folded slice carries `rest: true`, so a chart can draw it as no group of its own (zipcodes' took the
 * next palette colour, OH's in the bar beside it, and read as a state). Nothing is folded when every group fits.
 */
function withRestFolded(data: ChartDatum[], limit: number): ChartDatum[] {
  if (data.length <= limit) return data;
  const rest = data.slice(limit);
  return [...data.slice(0, limit), { label: otherLabel(rest.length), value: rest.reduce((total, d) => total + d.value, 0), rest: true }];
}

/** The folded slice's label: 'Other (54 more)'. */
function otherLabel(count: number): string {
  return `Other (${count} more)`;
}
