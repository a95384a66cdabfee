import type { Dataset } from '../dataset/types.js';
import { entityCodes, entityMask, type EntityCodes } from '../trend/entityCodes.js';
import { measureKpi, type MeasureKpiInput } from './measureKpi.js';
import type { Kpi } from './types.js';

/**
 * The KPIs of one measure, at most `max`: one for the whole column, or with a series key one
 * per entity — the entities with the most rows first (first seen on a tie) — so series are
 * never added together.
 *
 * @example
 * measureKpis(stocks, { column: price, aggregation: 'mean', scale: 'ratio', times }, 'symbol', 4).map((k) => k.entity); // 4 of the 5 symbols
 */
export function measureKpis(ds: Dataset, input: Omit<MeasureKpiInput, 'entity'>, seriesKey: string | undefined, max: number): Omit<Kpi, 'id'>[] {
  if (seriesKey === undefined) {
    const kpi = measureKpi(input);
    return kpi ? [kpi] : [];
  }
  const e = entityCodes(ds, seriesKey);
  const order = entityOrder(e);
  const out: Omit<Kpi, 'id'>[] = [];
  for (const i of order) {
    if (out.length === max) break;
    const kpi = measureKpi({ ...input, entity: { name: e.entities[i]!, keep: entityMask(e, i) } });
    if (kpi) out.push(kpi);
  }
  return out;
}

/**
 * The order in which a series key's entities get KPIs: the most rows first, first seen on a tie.
 *
 * @example
 * entityOrder(entityCodes(stocks, 'symbol')).map((i) => e.entities[i]); // ['MSFT', 'AMZN', 'IBM', 'AAPL', 'GOOG']
 */
export function entityOrder(e: EntityCodes): number[] {
  return e.entities.map((_, i) => i).sort((a, b) => e.counts[b]! - e.counts[a]! || a - b);
}
