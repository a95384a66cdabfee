import type { Dataset, NumberColumn } from '../dataset/types.js';

/**
 * The dataset's numeric columns in header order.
 *
 * @example
 * numericColumns(ds).map((c) => c.name); // ['sales', 'units']
 */
export function numericColumns(ds: Dataset): NumberColumn[] {
  return ds.columns.filter((c): c is NumberColumn => c.type === 'number');
}
