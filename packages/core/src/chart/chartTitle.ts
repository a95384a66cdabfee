import type { ChartConfig } from './types.js';

const UNIT_WORDS: Readonly<Record<string, string>> = { monthOfYear: 'month of the year', weekday: 'day of the week' };

/**
 * A chart's title that names what was computed (issue 13: "mean temp_max by month"): the aggregation and
 * the measure — or 'count of rows' — by the x column or its time unit, one line per series, and the
 * top N when only the largest groups are shown.
 *
 * @example
 * chartTitle({ xAxis: 'date', yAxis: 'temp_max', aggregation: 'mean', unit: 'month' }); // 'mean temp_max by month'
 * chartTitle({ xAxis: 'region', yAxis: null }, 5); // 'count of rows by region (top 5)'
 * chartTitle({ xAxis: 'date', yAxis: 'price', aggregation: 'mean', unit: 'quarter', series: 'symbol' }); // 'mean price by quarter, one line per symbol'
 */
export function chartTitle(config: Pick<ChartConfig, 'xAxis' | 'yAxis' | 'aggregation' | 'unit' | 'series'>, top?: number): string {
  const what = config.yAxis === null || config.aggregation === 'count' ? `count of ${config.yAxis === null ? 'rows' : config.yAxis}` : `${config.aggregation ?? 'sum'} ${config.yAxis}`;
  const by = config.unit ? (UNIT_WORDS[config.unit] ?? config.unit) : config.xAxis;
  return `${what} by ${by}${config.series ? `, one line per ${config.series}` : ''}${top ? ` (top ${top})` : ''}`;
}
