import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import type { ColumnRoleInfo } from './types.js';

/**
 * The role of the column named `name` (from `ds.roles`). Throws CoreError UNKNOWN_COLUMN when there is none.
 *
 * @example
 * columnRole(weather, 'temp_max'); // { role: 'measure', aggregation: 'mean', scale: 'interval', … }
 */
export function columnRole(ds: Dataset, name: string): ColumnRoleInfo {
  const info = ds.roles.find((r) => r.column === name);
  if (!info) throw new CoreError('UNKNOWN_COLUMN', `No column named "${name}".`);
  return info;
}
