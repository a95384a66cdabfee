import { KPI_AT_RISK_RATIO, KPI_ON_TRACK_RATIO } from '../constants.js';
import { round } from '../stats/round.js';
import type { Kpi, KpiStatus } from './types.js';

/**
 * A KPI's status from ratio = current_value / target_value (spec app.md §9):
 * ≥ 0.9 'On Track', ≥ 0.7 'At Risk', else 'Behind'. Progress is the ratio in
 * percent clamped to 0..100 (one decimal). With a target of 0 the ratio is 1 when
 * current ≥ 0, else 0; a NaN current or target gives ratio 0.
 *
 * @example
 * kpiStatus({ ...kpi, current_value: 75, target_value: 100 }); // { status: 'At Risk', ratio: 0.75, progress: 75 }
 */
export function kpiStatus(kpi: Pick<Kpi, 'current_value' | 'target_value'>): KpiStatus {
  const { current_value: current, target_value: target } = kpi;
  let ratio: number;
  if (Number.isNaN(current) || Number.isNaN(target)) ratio = 0;
  else if (target === 0) ratio = current >= 0 ? 1 : 0;
  else ratio = current / target;
  const status = ratio >= KPI_ON_TRACK_RATIO ? 'On Track' : ratio >= KPI_AT_RISK_RATIO ? 'At Risk' : 'Behind';
  return { status, ratio, progress: round(Math.min(100, Math.max(0, ratio * 100)), 1) };
}
