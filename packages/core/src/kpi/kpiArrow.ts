import type { KpiTrend } from './types.js';

/**
 * A KPI's trend arrow, from the comparison the card states (docs/analytics.md "KPIs"): 'up' when the
 * current value is above the target (the baseline period's value, or a target set by the user), 'down'
 * when below, 'stable' when equal or either is not a number. So an order total at 119% of the same
 * month a year earlier points up — the arrow never follows another rule than the one on the card.
 *
 * @example
 * kpiArrow(119, 100); // 'up'
 * kpiArrow(17.99, 28.8); // 'down'
 * kpiArrow(5, 5); // 'stable'
 */
export function kpiArrow(current: number, target: number): KpiTrend {
  if (!(current === current && target === target) || current === target) return 'stable';
  return current > target ? 'up' : 'down';
}
