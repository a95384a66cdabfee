import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { entityCodes, entityMask } from './entityCodes.js';

/** One entity of a series key, as a row mask. */
export interface EntitySelection {
  readonly seriesKey: string;
  readonly entity: string;
  /** Every non-empty key value, in first-seen order. */
  readonly entities: string[];
  /** keep[i] = 1 for the entity's rows. */
  readonly keep: Uint8Array;
}

/**
 * The rows of one entity when several series interleave under `seriesKey` (stocks.csv:
 * five symbols, each with its own dates) — so a trend follows one series and never splices
 * them. `entity` defaults to the key value with the most rows (first seen on a tie). Rows
 * with an empty key belong to no entity. Undefined without a series key.
 * Throws CoreError INVALID_ARGUMENT for an entity the column does not hold.
 *
 * @example
 * selectEntity(stocks, 'symbol', 'AAPL')?.entities; // ['MSFT', 'AMZN', 'IBM', 'GOOG', 'AAPL']
 */
export function selectEntity(ds: Dataset, seriesKey?: string, entity?: string): EntitySelection | undefined {
  if (seriesKey === undefined) return undefined;
  const e = entityCodes(ds, seriesKey);
  let chosen = 0;
  if (entity !== undefined) {
    chosen = e.entities.indexOf(entity);
    if (chosen < 0) throw new CoreError('INVALID_ARGUMENT', `${seriesKey} has no value '${entity}'.`);
  } else for (let c = 1; c < e.counts.length; c++) if (e.counts[c]! > e.counts[chosen]!) chosen = c;
  return { seriesKey, entity: e.entities[chosen] ?? '', entities: e.entities, keep: entityMask(e, chosen) };
}
