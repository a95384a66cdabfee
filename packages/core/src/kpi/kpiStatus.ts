import { KPI_AT_RISK_RATIO, KPI_ON_TRACK_RATIO } from '../constants.js';
import { round } from '../stats/round.js';
import { kpiArrow } from './kpiArrow.js';
import type { Kpi, KpiStatus, KpiStatusLabel, KpiTrend } from './types.js';

/** Neutral status words by the arrow's comparison. */
const NEUTRAL: Readonly<Record<KpiTrend, KpiStatusLabel>> = { up: 'Above target', down: 'Below target', stable: 'At target' };

/** Tolerances below the target at which the tolerance rule meets the spec's 0.9 and 0.7 ratios. */
const TOLERANCE_STEP = 0.1;

/**
 * A KPI's status (spec app.md §9 labels and thresholds): ratio ≥ 0.9 'On Track', ≥ 0.7
 * 'At Risk', else 'Behind'; higher is better unless `better` is 'lower' (costs, deaths: then the
 * ratio is target / current, and a shortfall is the excess above the target). Progress is the
 * ratio in percent clamped to 0..100 (one decimal).
 * - Without `tolerance`: ratio = current_value / target_value (a target of 0 gives 1 when
 *   current ≥ 0, else 0).
 * - With `tolerance` t (interval quantities such as temperatures, where 12 °C is not 80% of
 *   15 °C): ratio = 1 at or above the target, else 1 − 0.1 × shortfall / t — On Track up to one
 *   typical change below the target, At Risk up to three, Behind beyond (t = 0: any shortfall
 *   is Behind).
 * A NaN current or target gives ratio 0.
 * With `better: 'none'` (no better direction: wind, rainfall) the ratio is computed as for higher is
 * better (it draws the bar) but the status only compares: 'Above target', 'Below target' or 'At target'
 * (current_value against target_value as stored, the same comparison as the arrow, `kpiArrow`).
 * A KPI that compared nothing (`compared: false`: no earlier period, no target set) is 'Not compared', with
 * ratio NaN and progress 0 — never On Track, Behind or At target (issue 13: gapminder's mean income over all
 * rows was "On Track" against itself).
 *
 * @example
 * kpiStatus({ current_value: 75, target_value: 100 }); // { status: 'At Risk', ratio: 0.75, progress: 75 }
 * kpiStatus({ current_value: 8, target_value: 10, tolerance: 1 }); // 2 tolerances short: ratio 0.8, 'At Risk'
 * kpiStatus({ current_value: 2087, target_value: 10201, better: 'lower' }); // deaths fell: ratio 4.89, 'On Track'
 * kpiStatus({ current_value: 3.2, target_value: 4, better: 'none' }); // wind: ratio 0.8, 'Below target'
 * kpiStatus({ current_value: 17232.24, target_value: 17232.24, compared: false }); // { status: 'Not compared', ratio: NaN, progress: 0 }
 */
export function kpiStatus(kpi: Pick<Kpi, 'current_value' | 'target_value' | 'tolerance' | 'better' | 'compared'>): KpiStatus {
  if (kpi.compared === false) return { status: 'Not compared', ratio: Number.NaN, progress: 0 };
  const { current_value: current, target_value: target, tolerance } = kpi;
  const lower = kpi.better === 'lower';
  let ratio: number;
  if (Number.isNaN(current) || Number.isNaN(target)) ratio = 0;
  else if (tolerance !== undefined) {
    const shortfall = lower ? current - target : target - current;
    ratio = shortfall <= 0 ? 1 : tolerance > 0 ? Math.max(0, 1 - (TOLERANCE_STEP * shortfall) / tolerance) : 0;
  } else if (lower) ratio = current <= 0 ? 1 : target / current;
  else if (target === 0) ratio = current >= 0 ? 1 : 0;
  else ratio = current / target;
  const status: KpiStatusLabel =
    kpi.better === 'none'
      ? NEUTRAL[kpiArrow(current, target)]
      : ratio >= KPI_ON_TRACK_RATIO
        ? 'On Track'
        : ratio >= KPI_AT_RISK_RATIO
          ? 'At Risk'
          : 'Behind';
  return { status, ratio, progress: round(Math.min(100, Math.max(0, ratio * 100)), 1) };
}
