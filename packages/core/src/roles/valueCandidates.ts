import type { Dataset } from '../dataset/types.js';
import type { ColumnRoleInfo } from './types.js';

/**
 * The columns a value can be computed from — what a value picker offers and what defaults choose from:
 * number columns whose role is measure and that are no coordinate or direction (a mean latitude per state
 * or a summed wind direction is no quantity). Identifiers, years and other time columns are never measures,
 * so never here. Header order. A coordinate the user sets to an ordinary measure (import settings:
 * `coordinate: null`) is one.
 *
 * @example
 * valueCandidates(zipcodes); // [] (zip_code is an identifier; latitude and longitude are coordinates)
 * valueCandidates(seattleWeather).map((r) => r.column); // ['precipitation', 'temp_max', 'temp_min', 'wind']
 */
export function valueCandidates(ds: Dataset): ColumnRoleInfo[] {
  return ds.roles.filter((r) => r.role === 'measure' && r.coordinate === null && ds.column(r.column).type === 'number');
}
