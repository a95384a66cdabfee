import type { Dataset } from '../dataset/types.js';
import type { ColumnRoleInfo } from './types.js';

/**
 * The measures a generator may pick by itself (KPIs, portfolio, trend, dashboard and chart values,
 * suggested questions), in header order: every measure except coordinates — a mean latitude or a
 * latitude "trend" down a file of zip codes is no finding. A column the user names (an option, a chart
 * control, a question) is used whatever its role here: this list is only what defaults choose from.
 *
 * @example
 * defaultMeasures(zipcodes); // [] (latitude and longitude are coordinates)
 * defaultMeasures(weather).map((r) => r.column); // ['precipitation', 'temp_max', 'temp_min', 'wind']
 */
export function defaultMeasures(ds: Dataset): ColumnRoleInfo[] {
  return ds.roles.filter((r) => r.role === 'measure' && r.coordinate === null && ds.column(r.column).type === 'number');
}
