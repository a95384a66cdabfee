import type { Dataset } from '../dataset/types.js';
import { defaultMeasures } from '../roles/defaultMeasures.js';
import { entityCodes } from '../trend/entityCodes.js';
import { trendColumns } from '../trend/trendColumns.js';
import { kpiName } from './measureKpi.js';
import { entityOrder } from './measureKpis.js';
import type { GenerateKpisOptions } from './types.js';

/** The measures `generateKpis` follows, in order: the ones asked for, else the measures defaults may pick. */
export function kpiMeasureNames(ds: Dataset, options: GenerateKpisOptions): readonly string[] {
  return options.columns ?? defaultMeasures(ds).map((r) => r.column);
}

/** A KPI `generateKpis` would make if it had no limit: its name, column and entity, and the entity's rows. */
export interface KpiCandidate {
  readonly name: string;
  readonly column: string;
  /** The series key and the entity followed, with the entity's row count. */
  readonly entity?: { readonly seriesKey: string; readonly name: string; readonly rows: number };
}

/**
 * Every KPI `generateKpis` would make without its limit, in the order it makes them: per measure
 * (`kpiMeasureNames`), one for the column — or, with a series key, one per entity that has a number,
 * the most rows first (`entityOrder`). Values are not computed: it is the list the limit cuts.
 *
 * @example
 * kpiCandidates(stocks, {}).map((c) => c.name);
 * // ['Mean price (MSFT)', 'Mean price (AMZN)', 'Mean price (IBM)', 'Mean price (AAPL)', 'Mean price (GOOG)']
 */
export function kpiCandidates(ds: Dataset, options: GenerateKpisOptions): KpiCandidate[] {
  const out: KpiCandidate[] = [];
  for (const measure of kpiMeasureNames(ds, options)) {
    const { column, seriesKey, aggregation } = trendColumns(ds, {
      column: measure,
      ...(options.dateColumn !== undefined ? { dateColumn: options.dateColumn } : {}),
      ...(options.seriesKey !== undefined ? { seriesKey: options.seriesKey } : {}),
    });
    if (!column) continue;
    const values = column.values;
    if (seriesKey === undefined) {
      if (values.some((v) => !Number.isNaN(v))) out.push({ name: kpiName(column.name, aggregation), column: column.name });
      continue;
    }
    const e = entityCodes(ds, seriesKey);
    // one pass: which entities have a number in this column (an entity with none makes no KPI)
    const hasNumber = new Uint8Array(e.entities.length);
    for (let i = 0; i < values.length; i++) if (e.codes[i]! >= 0 && !Number.isNaN(values[i]!)) hasNumber[e.codes[i]!] = 1;
    for (const i of entityOrder(e)) {
      if (!hasNumber[i]) continue;
      const entity = e.entities[i]!;
      out.push({ name: kpiName(column.name, aggregation, entity), column: column.name, entity: { seriesKey, name: entity, rows: e.counts[i]! } });
    }
  }
  return out;
}
