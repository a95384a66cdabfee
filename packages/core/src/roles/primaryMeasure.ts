import type { Dataset } from '../dataset/types.js';
import { defaultMeasures } from './defaultMeasures.js';
import type { ColumnRoleInfo } from './types.js';

/**
 * The measure a default chart, dashboard, trend or summary shows first: the best of `defaultMeasures` —
 * a total, amount, revenue or sales figure and money that adds up before other measures, never a
 * mostly-zero column when a better one exists, else the first in header order; undefined when there is
 * none. Ids and years are never measures and coordinates never defaults, so they are never picked.
 *
 * @example
 * primaryMeasure(orders)?.column; // 'amount' (not 'quantity', which comes first)
 * primaryMeasure(weather)?.column; // 'precipitation'
 * primaryMeasure(birdstrikes)?.column; // 'Cost Total $' (not 'Cost Other', 99% zeros)
 */
export function primaryMeasure(ds: Dataset): ColumnRoleInfo | undefined {
  return defaultMeasures(ds)[0];
}
