import { CHART_TOP_N, PIE_TOP_N } from '../constants.js';
import { columnText } from '../dataset/columnText.js';
import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import type { AggregateOptions, ChartConfig, ChartDatum } from './types.js';

/** Label of rows whose x cell is empty. */
export const EMPTY_LABEL = '(empty)';

/**
 * Chart data (app.md §9): sums y by x value, largest first (ties keep file order), top 10 (pie: 8).
 * Empty or non-numeric y cells add nothing; when y is null or not a number column each row counts 1.
 * Rows with an empty x are grouped under '(empty)'. Throws CoreError UNKNOWN_COLUMN for an unknown x.
 *
 * @example
 * aggregateForChart(parseCsv('r,s\nN,1\nS,5\nN,2\n'), { type: 'bar', xAxis: 'r', yAxis: 's', title: '' });
 * // [{ label: 'S', value: 5 }, { label: 'N', value: 3 }]
 */
export function aggregateForChart(ds: Dataset, config: ChartConfig, options: AggregateOptions = {}): ChartDatum[] {
  const x = ds.headers.indexOf(config.xAxis);
  if (x < 0) throw new CoreError('UNKNOWN_COLUMN', `No column named "${config.xAxis}".`);
  const yColumn = config.yAxis === null ? null : ds.column(config.yAxis);
  const y = yColumn?.type === 'number' ? yColumn.values : null;
  const text = columnText(ds.columns[x]!);
  const ids = new Map<string, number>();
  const labels: string[] = [];
  let sums = new Float64Array(64);
  for (let r = 0; r < ds.rowCount; r++) {
    const label = text(r) || EMPTY_LABEL;
    let id = ids.get(label);
    if (id === undefined) {
      id = labels.length;
      ids.set(label, id);
      labels.push(label);
      if (id === sums.length) {
        const grown = new Float64Array(sums.length * 2);
        grown.set(sums);
        sums = grown;
      }
    }
    const v = y ? y[r]! : 1;
    if (!Number.isNaN(v)) sums[id]! += v;
  }
  const data = labels.map((label, id) => ({ label, value: sums[id]! }));
  if ((options.order ?? 'value') === 'value') data.sort((a, b) => b.value - a.value);
  return data.slice(0, Math.max(0, options.limit ?? (config.type === 'pie' ? PIE_TOP_N : CHART_TOP_N)));
}
