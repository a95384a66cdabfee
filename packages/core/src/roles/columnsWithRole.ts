import type { Dataset } from '../dataset/types.js';
import type { ColumnRole, ColumnRoleInfo } from './types.js';

/**
 * The roles of the columns that have `role`, in header order (empty when none).
 *
 * @example
 * columnsWithRole(weather, 'measure').map((r) => r.column); // ['precipitation', 'temp_max', 'temp_min', 'wind']
 * columnsWithRole(stocks, 'series')[0]?.column; // 'symbol'
 */
export function columnsWithRole(ds: Dataset, role: ColumnRole): ColumnRoleInfo[] {
  return ds.roles.filter((r) => r.role === role);
}
