import { KPI_TARGET_SHARE, MAX_KPIS } from '../constants.js';
import type { Dataset, NumberColumn } from '../dataset/types.js';
import { finiteStats } from '../stats/finiteStats.js';
import { formatNumber } from '../stats/formatNumber.js';
import { hashString } from '../stats/hashString.js';
import { numericColumns } from '../stats/numericColumns.js';
import { pickColumn } from '../stats/pickColumn.js';
import { round } from '../stats/round.js';
import { kpiTrend } from './kpiTrend.js';
import { sampleKpis } from './sampleKpis.js';
import type { GenerateKpisOptions, Kpi } from './types.js';

/**
 * Up to 4 KPIs, one per numeric column (spec app.md §9): current_value = the
 * column's average, target_value = 80% of its maximum (both rounded to 2 decimals),
 * trend from `kpiTrend` (split by the first date column when there is one, else by row order), category 'Performance', formula 'AVG(col)'. Empty cells are
 * ignored; a column with no numbers is skipped. With no usable numeric column: `sampleKpis()`.
 *
 * @example
 * generateKpis(ds); // [{ name: 'sales', current_value: 25, target_value: 32, trend: 'up', … }]
 * generateKpis(ds, { columns: ['units'], targets: { units: 50 } });
 */
export function generateKpis(ds: Dataset, options: GenerateKpisOptions = {}): Kpi[] {
  const chosen: NumberColumn[] = options.columns
    ? options.columns.flatMap((name) => pickColumn(ds, 'number', name) ?? [])
    : numericColumns(ds);
  const dates = options.dateColumn === null ? undefined : pickColumn(ds, 'date', options.dateColumn)?.values;
  const kpis: Kpi[] = [];
  for (const col of chosen) {
    if (kpis.length === MAX_KPIS) break;
    const { count, mean: avg, max: hi } = finiteStats(col.values);
    if (count === 0) continue;
    const target = options.targets?.[col.name] ?? hi * KPI_TARGET_SHARE;
    kpis.push({
      id: `kpi-${kpis.length + 1}-${hashString(col.name)}`,
      name: col.name,
      description: `Average ${col.name} across ${formatNumber(count)} values (maximum ${formatNumber(hi)})`,
      current_value: round(avg, 2),
      target_value: round(target, 2),
      trend: kpiTrend(col.values, dates),
      category: 'Performance',
      formula: `AVG(${col.name})`,
      column: col.name,
    });
  }
  return kpis.length > 0 ? kpis : sampleKpis();
}
