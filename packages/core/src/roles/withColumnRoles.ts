import { createDataset } from '../dataset/createDataset.js';
import type { Dataset } from '../dataset/types.js';
import type { ColumnRoleOverrides } from './types.js';

/**
 * The same data with more role overrides (merged over the ones it was parsed with), without parsing again:
 * the columns are shared, the roles inferred anew. The input is not changed.
 *
 * @example
 * const ds2 = withColumnRoles(ds, { zip: 'dimension', price: { aggregation: 'sum' } });
 * ds2.detected.columnRoles; // { zip: 'dimension', price: { aggregation: 'sum' } }
 */
export function withColumnRoles(ds: Dataset, overrides: ColumnRoleOverrides): Dataset {
  return createDataset({
    columns: ds.columns,
    detected: { ...ds.detected, columnRoles: { ...ds.detected.columnRoles, ...overrides } },
    warnings: ds.warnings,
  });
}
