import { fitTrendLine } from '../trend/fitTrendLine.js';
import type { KpiTrend } from './types.js';

/**
 * A KPI's trend arrow from the same fitted line as the Trend screen: 'up' or 'down' when the
 * slope through the complete periods is clear of its uncertainty, else 'stable'. With a
 * yearly `season` (12 months, 52 weeks, 4 quarters…) each calendar period is compared with
 * itself, so winter is not a downturn.
 *
 * @example
 * kpiTrend([10, 11, 12, 13, 14]); // 'up'
 * kpiTrend([10, 12, 9, 11, 10]); // 'stable'
 */
export function kpiTrend(values: readonly number[], season = 0): KpiTrend {
  const line = fitTrendLine(values, season) ?? (season > 0 ? fitTrendLine(values, 0) : undefined);
  if (!line || !line.clear) return 'stable';
  return line.slope > 0 ? 'up' : 'down';
}
