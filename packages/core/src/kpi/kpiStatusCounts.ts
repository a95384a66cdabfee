import { kpiStatus } from './kpiStatus.js';
import type { Kpi, KpiStatusLabel } from './types.js';

/**
 * How many KPIs have each status (spec app.md §2 "summary counts"), every label present — the neutral
 * ones of KPIs with no better direction too ('Above target', 'Below target', 'At target'), and 'Not compared'
 * (nothing to compare with: no earlier period, no target set).
 *
 * @example
 * kpiStatusCounts(kpis); // { 'On Track': 2, 'At Risk': 1, Behind: 0, 'Above target': 1, 'Below target': 0, 'At target': 0, 'Not compared': 0 }
 */
export function kpiStatusCounts(kpis: readonly Pick<Kpi, 'current_value' | 'target_value' | 'tolerance' | 'better' | 'compared'>[]): Record<KpiStatusLabel, number> {
  const counts: Record<KpiStatusLabel, number> = { 'On Track': 0, 'At Risk': 0, Behind: 0, 'Above target': 0, 'Below target': 0, 'At target': 0, 'Not compared': 0 };
  for (const kpi of kpis) counts[kpiStatus(kpi).status]++;
  return counts;
}
