import type { Dataset } from '../dataset/types.js';
import { defaultMeasures } from './defaultMeasures.js';
import type { ColumnRoleInfo } from './types.js';

/**
 * The measure a default chart or summary shows first: the first money measure that adds up (amounts,
 * revenue), else the first measure in header order; undefined when there is none. Ids and years are
 * never measures and coordinates are left out (`defaultMeasures`), so they are never picked.
 *
 * @example
 * primaryMeasure(orders)?.column; // 'amount' (not 'quantity', which comes first)
 * primaryMeasure(weather)?.column; // 'precipitation'
 */
export function primaryMeasure(ds: Dataset): ColumnRoleInfo | undefined {
  const measures = defaultMeasures(ds);
  return measures.find((r) => r.money && r.aggregation === 'sum') ?? measures[0];
}
