import { KPI_AT_RISK_RATIO, KPI_ON_TRACK_RATIO } from '../constants.js';
import { formatNumber } from '../stats/formatNumber.js';
import { countOf } from '../text/plural.js';
import type { CalendarUnit } from '../trend/types.js';
import { isPriceLevel, type KpiPolarity } from './kpiBetter.js';

/** What a KPI compares, for its description. */
export interface KpiTextInput {
  readonly name: string;
  readonly column: string;
  /** Calendar comparison: the unit, the latest complete period, and the baseline (absent with one period). */
  readonly unit?: CalendarUnit;
  readonly period?: string;
  readonly baseline?: { readonly label: string; readonly lag: number };
  /** No time column (or no periods to compare, `notCompared`): the rows measured. */
  readonly rows?: number;
  /** A stock with no periods to compare: the last date, whose level (the total of its `rows`) is measured. */
  readonly at?: string;
  /** With a time column, why no periods were compared (a phrase after "with"; `Kpi.notCompared`). */
  readonly notCompared?: string;
  /** A target set by the user. */
  readonly target?: number;
  readonly tolerance?: number;
  /** Which way is better (`kpiBetter`); default higher. */
  readonly better?: KpiPolarity;
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
  const what =
    k.at !== undefined
      ? `${k.name} at the last date (${k.at}, ${countOf(k.rows ?? 0, 'row')})`
      : k.rows !== undefined
        ? `${k.name} over all ${formatNumber(k.rows)} rows`
        : `${k.name} in the latest complete ${k.unit} (${k.period})`;
  const against =
    k.target !== undefined
      ? `against a set target of ${formatNumber(k.target)}`
      : k.notCompared !== undefined
        ? `with ${k.notCompared}, so no earlier period to compare with: the target is the value itself until one is set`
        : k.rows !== undefined
          ? 'with no time column, so no earlier period to compare with: the target is the value itself until one is set'
          : k.baseline
            ? `against ${baselineWords(k.unit!, k.baseline.lag)} (${k.baseline.label}) as the target`
            : `with no earlier complete ${k.unit} to compare: the target is the value itself`;
  const arrow = 'The arrow points up when the value is above the target, down when below.';
  // nothing to compare with: no rule applies, and none is stated (issue 13)
  if (k.target === undefined && !k.baseline) return `${what} ${against}. Nothing is compared, so it is not judged: the status is Not compared until a target is set.`;
  if (k.better === 'none') {
    const by = k.tolerance !== undefined ? ` ${k.column} is compared by difference, not ratio.` : '';
    const why = isPriceLevel(k.column) ? 'a price is better higher only for a holder, and nothing in the file shows holdings' : 'nothing marks it as money, sales, a count or a cost';
    return `${what} ${against}.${by} ${k.column} has no better direction (${why}), so it is not judged: the status says only Above target, Below target or At target. ${arrow}`;
  }
  const lower = k.better === 'lower';
  const better = lower ? `lower is better: ${k.column} names a cost, loss or harm` : 'higher is better';
  const rule =
    k.tolerance !== undefined
      ? `${k.column} is compared by difference, not ratio: On Track when at most one typical change (${formatNumber(k.tolerance)}) ${lower ? 'above' : 'below'} the target, At Risk up to three, Behind beyond (${better}).`
      : lower
        ? `On Track at most ${above(KPI_ON_TRACK_RATIO)}% above the target, At Risk up to ${above(KPI_AT_RISK_RATIO)}% above, Behind beyond (${better}).`
        : `On Track at 90% of the target or more, At Risk from 70%, Behind below (${better}).`;
  return `${what} ${against}. ${rule} ${arrow}`;
}

/** How far above the target a lower-is-better KPI may be for a status ratio (target / current) of `ratio`. */
function above(ratio: number): string {
  return formatNumber((1 / ratio - 1) * 100);
}

function baselineWords(unit: CalendarUnit, lag: number): string {
  if (lag === 1) return `the previous ${unit}`;
  if (unit === 'hour') return 'the same hour a day earlier';
  if (unit === 'day') return 'the same weekday a week earlier';
  return `the same ${unit} a year earlier`;
}
