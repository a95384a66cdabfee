import { kpiStatus } from './kpiStatus.js';
import type { Kpi, KpiStatusLabel } from './types.js';

/**
 * How many KPIs have each status (spec app.md §2 "summary counts"), every label present.
 *
 * @example
 * kpiStatusCounts(kpis); // { 'On Track': 2, 'At Risk': 1, Behind: 0 }
 */
export function kpiStatusCounts(kpis: readonly Pick<Kpi, 'current_value' | 'target_value' | 'tolerance'>[]): Record<KpiStatusLabel, number> {
  const counts: Record<KpiStatusLabel, number> = { 'On Track': 0, 'At Risk': 0, Behind: 0 };
  for (const kpi of kpis) counts[kpiStatus(kpi).status]++;
  return counts;
}
