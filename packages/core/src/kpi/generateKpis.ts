import { MAX_KPIS } from '../constants.js';
import type { Dataset } from '../dataset/types.js';
import { defaultGroupColumn } from '../portfolio/portfolioColumns.js';
import { holdingEvidence } from '../portfolio/holdingEvidence.js';
import { hashString } from '../stats/hashString.js';
import { trendColumns } from '../trend/trendColumns.js';
import { kpiMeasureNames } from './kpiCandidates.js';
import { measureKpis } from './measureKpis.js';
import { sampleKpis } from './sampleKpis.js';
import type { GenerateKpisOptions, Kpi } from './types.js';

/**
 * Up to 4 KPIs (spec app.md §9 fields and status labels; issue 13 replaces the spec's
 * "average vs 80% of the maximum"): one per measure of `defaultMeasures` (never an identifier,
 * a year or a coordinate), aggregated the way the measure adds up (sum or mean, named in the KPI), and —
 * when a series key interleaves several series (stocks.csv: `symbol`) — one per entity,
 * most rows first, never a splice (what the limit leaves out is said by `kpisLeftOut`). Each
 * compares the latest complete calendar period with a stated baseline (`measureKpi`); the
 * description states the rule. With no measure, or no number in any: `sampleKpis()`.
 *
 * @example
 * generateKpis(seattleWeather)[0];
 * // { name: 'Total precipitation', current_value: 284.5, target_value: 121.8, period: '2015-12', baseline: '2014-12', … }
 */
export function generateKpis(ds: Dataset, options: GenerateKpisOptions = {}): Kpi[] {
  const names = kpiMeasureNames(ds, options);
  // a price is better higher only for a holder: holdings need evidence (a quantity × price pair that reads as holdings)
  const holdings = holdingEvidence(ds, undefined, undefined, defaultGroupColumn(ds)) !== undefined;
  const kpis: Kpi[] = [];
  for (const name of names) {
    if (kpis.length === MAX_KPIS) break;
    const { column, time, seriesKey, aggregation, scale } = trendColumns(ds, {
      column: name,
      ...(options.dateColumn !== undefined ? { dateColumn: options.dateColumn } : {}),
      ...(options.seriesKey !== undefined ? { seriesKey: options.seriesKey } : {}),
    });
    if (!column) continue;
    const target = options.targets?.[name];
    const money = ds.roles.find((r) => r.column === column.name)?.money ?? false;
    for (const kpi of measureKpis(ds, { column, aggregation, scale, money, holdings, ...(time ? { times: time.values } : {}), ...(target !== undefined ? { target } : {}) }, seriesKey, MAX_KPIS - kpis.length))
      kpis.push({ id: `kpi-${kpis.length + 1}-${hashString(kpi.name)}`, ...kpi });
  }
  return kpis.length > 0 ? kpis : sampleKpis();
}
