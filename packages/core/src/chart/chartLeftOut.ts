import type { Dataset } from '../dataset/types.js';
import { aggregateMember, type AggregateMember } from '../roles/aggregateMember.js';
import { columnTimes } from '../roles/columnTimes.js';
import type { ChartConfig } from './types.js';

/**
 * The category a bar or pie of sums leaves out because it is the total of the others (disasters.csv's
 * 'All natural disasters' in 'sum Deaths by Entity'): as a bar it outranks every real entity and as a
 * slice it is half the pie, counting every death twice. Only for a text x without a time unit, a summed
 * numeric y and a dataset with a time column to compare per period (`aggregateMember`); else undefined.
 * Line charts keep it: one line per entity, and the total is a line of its own.
 *
 * @example
 * chartLeftOut(disasters, { type: 'bar', xAxis: 'Entity', yAxis: 'Deaths', aggregation: 'sum', title: '' })?.name; // 'All natural disasters'
 */
export function chartLeftOut(ds: Dataset, config: Pick<ChartConfig, 'xAxis' | 'yAxis' | 'aggregation' | 'unit'>): AggregateMember | undefined {
  if (config.unit !== undefined || config.yAxis === null || (config.aggregation ?? 'sum') !== 'sum') return undefined;
  const x = ds.headers.includes(config.xAxis) ? ds.column(config.xAxis) : undefined;
  const y = ds.headers.includes(config.yAxis) ? ds.column(config.yAxis) : undefined;
  const time = ds.roles.find((r) => r.role === 'time' && r.column !== config.xAxis)?.column;
  if (x?.type !== 'string' || y?.type !== 'number' || time === undefined) return undefined;
  return aggregateMember(x, y.values, columnTimes(ds, time));
}
