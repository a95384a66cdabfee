import type { Dataset } from '../dataset/types.js';
import type { ChartConfig } from './types.js';

/**
 * The spec's default chart (app.md §9): a bar chart. With 2+ numeric columns x is the first text
 * column (else the first header), y the first numeric and the title '{y} Analysis'; with 1 numeric
 * and a text column, x is that text column and the title '{y} by {x}'; otherwise 'Data Overview'
 * with x the first text column (else the first header) and y the first numeric column, or null
 * when there is none (then the chart counts rows).
 *
 * @example
 * defaultChartConfig(parseCsv('region,sales,cost\nN,1,2\n'));
 * // { type: 'bar', xAxis: 'region', yAxis: 'sales', title: 'sales Analysis' }
 */
export function defaultChartConfig(ds: Dataset): ChartConfig {
  const numeric = ds.columns.filter((c) => c.type === 'number').map((c) => c.name);
  const text = ds.columns.find((c) => c.type === 'string')?.name;
  const first = ds.headers[0] ?? '';
  const y = numeric[0] ?? null;
  if (numeric.length >= 2) return { type: 'bar', xAxis: text ?? first, yAxis: y, title: `${y} Analysis` };
  if (numeric.length === 1 && text !== undefined) return { type: 'bar', xAxis: text, yAxis: y, title: `${y} by ${text}` };
  return { type: 'bar', xAxis: text ?? first, yAxis: y, title: 'Data Overview' };
}
