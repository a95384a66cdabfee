import { formatNumber } from '../stats/formatNumber.js';
import type { CalendarUnit } from '../trend/types.js';

/** What a KPI compares, for its description. */
export interface KpiTextInput {
  readonly name: string;
  readonly column: string;
  /** Calendar comparison: the unit, the latest complete period, and the baseline (absent with one period). */
  readonly unit?: CalendarUnit;
  readonly period?: string;
  readonly baseline?: { readonly label: string; readonly lag: number };
  /** No time column: the rows measured. */
  readonly rows?: number;
  /** A target set by the user. */
  readonly target?: number;
  readonly tolerance?: number;
}

/**
 * A KPI's description: what is compared with what, and the status rule — so the card states
 * its target and how its badge is decided.
 *
 * @example
 * kpiText({ name: 'Total precipitation', column: 'precipitation', unit: 'month', period: '2015-12', baseline: { label: '2014-12', lag: 12 } });
 * // 'Total precipitation in the latest complete month (2015-12) against the same month a year earlier (2014-12) as the target. On Track at …'
 */
export function kpiText(k: KpiTextInput): string {
  const what = k.rows !== undefined ? `${k.name} over all ${formatNumber(k.rows)} rows` : `${k.name} in the latest complete ${k.unit} (${k.period})`;
  const against =
    k.target !== undefined
      ? `against a set target of ${formatNumber(k.target)}`
      : k.rows !== undefined
        ? 'with no time column, so no earlier period to compare with: the target is the value itself until one is set'
        : k.baseline
          ? `against ${baselineWords(k.unit!, k.baseline.lag)} (${k.baseline.label}) as the target`
          : `with no earlier complete ${k.unit} to compare: the target is the value itself`;
  const rule =
    k.tolerance === undefined
      ? 'On Track at 90% of the target or more, At Risk from 70%, Behind below (higher is better).'
      : `${k.column} is compared by difference, not ratio: On Track when at most one typical change (${formatNumber(k.tolerance)}) below the target, At Risk up to three, Behind beyond (higher is better).`;
  return `${what} ${against}. ${rule}`;
}

function baselineWords(unit: CalendarUnit, lag: number): string {
  if (lag === 1) return `the previous ${unit}`;
  if (unit === 'hour') return 'the same hour a day earlier';
  if (unit === 'day') return 'the same weekday a week earlier';
  return `the same ${unit} a year earlier`;
}
