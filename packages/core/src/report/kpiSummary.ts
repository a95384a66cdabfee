import { kpisLeftOut } from '../kpi/kpisLeftOut.js';
import { kpiStatus } from '../kpi/kpiStatus.js';
import type { Kpi } from '../kpi/types.js';
import type { Dataset } from '../dataset/types.js';
import { formatNumber } from '../stats/formatNumber.js';
import { nothingFromData } from './nothingFromData.js';

/**
 * How far a KPI is from its target, in the terms its status rule uses: a share of the target for
 * ratio KPIs ('75% of it'), a difference — counted in typical changes when on the worse side —
 * for KPIs compared by difference (a temperature is never "85.8% of" another one).
 *
 * @example
 * kpiGap({ current_value: 8.38, target_value: 10.14, tolerance: 1.24 }); // '1.76 below it, 1.42 typical changes of 1.24'
 */
export function kpiGap(k: Pick<Kpi, 'current_value' | 'target_value' | 'tolerance' | 'better'>): string {
  const diff = k.current_value - k.target_value;
  if (k.tolerance === undefined && k.target_value !== 0) return `${formatNumber((k.current_value / k.target_value) * 100)}% of it`;
  if (diff === 0) return 'equal to it';
  const worse = k.better === 'lower' ? diff > 0 : diff < 0;
  const typical = worse && k.tolerance !== undefined && k.tolerance > 0 ? `, ${formatNumber(Math.abs(diff) / k.tolerance)} typical changes of ${formatNumber(k.tolerance)}` : '';
  return `${formatNumber(Math.abs(diff))} ${diff < 0 ? 'below' : 'above'} it${typical}`;
}

/**
 * What a KPI compared, with the periods: 'in 2015-12 against 121.8 in 2014-12', 'over all rows
 * against a set target of 20', or what it could not compare.
 *
 * @example
 * kpiComparisonWords(precipitationKpi); // 'in 2015-12 against 121.8 in 2014-12'
 */
export function kpiComparisonWords(k: Kpi): string {
  const target = formatNumber(k.target_value);
  const when = k.period !== undefined ? `in ${k.period}` : 'over all rows';
  if (k.baseline !== undefined) return `${when} against ${target} in ${k.baseline}`;
  if (k.target_value !== k.current_value) return `${when} against a set target of ${target}`;
  if (k.notCompared !== undefined) return `${when}, with ${k.notCompared}`;
  return k.period !== undefined ? `${when}, with no earlier complete ${k.unit} to compare with` : `${when}, with no time column to compare an earlier period with`;
}

/**
 * The report's KPI paragraph: per KPI its value, the periods compared, the gap and the status —
 * so a reader sees that 284.5 is December 2015's rain against December 2014's, not a goal.
 * Core's made-up sample KPIs (a file with no measure) are never described: with the dataset, the
 * paragraph gives the reason the KPI step gives (`nothingFromData`), and ends with what the 4-KPI limit
 * left out (`kpisLeftOut`, for KPIs of the default choice).
 *
 * @example
 * kpiSummary([precipitationKpi]);
 * // 'Total precipitation: 284.5 in 2015-12 against 121.8 in 2014-12 (233.58% of it): On Track, up on 2014-12. Up or down compares …'
 */
export function kpiSummary(kpis: readonly Kpi[], ds?: Dataset): string {
  if (kpis.some((k) => k.column === undefined))
    // made-up figures are never reported as findings (zipcodes.csv: an id, coordinates and categories, no measure)
    return ds ? nothingFromData(ds, 'kpi') : 'No KPI comes from this data: it has no measure to track (a number that is not an id, a year or a coordinate).';
  const left = ds && kpisLeftOut(ds, kpis);
  const each = kpis
    .map((k) => {
      // nothing to compare with (no earlier period, no target set): not judged, and no arrow to report
      if (kpiStatus(k).status === 'Not compared') return `${k.name}: ${formatNumber(k.current_value)} ${kpiComparisonWords(k)}: Not compared (no target set to judge it against).`;
      const compared = k.baseline !== undefined || k.target_value !== k.current_value;
      const better = k.better === 'lower' ? ' (lower is better)' : k.better === 'none' ? ' (no better direction)' : '';
      const arrow = kpiArrowWords(k);
      return `${k.name}: ${formatNumber(k.current_value)} ${kpiComparisonWords(k)}${compared ? ` (${kpiGap(k)})` : ''}: ${kpiStatus(k).status}${better}${arrow ? `, ${arrow}` : ''}.`;
    })
    .join(' ');
  // "up on 2014-12" beside the trend section's "no clear trend" read as disagreeing (issue 13): each says what it compares
  const periods = kpis.some((k) => k.baseline !== undefined && kpiStatus(k).status !== 'Not compared') ? ` ${KPI_VS_TREND}` : '';
  // stocks.csv's fifth symbol: what the 4-KPI limit left out is said, never silent
  return `${each}${periods}${left ? ` ${left.text}` : ''}`;
}

/** Said after KPIs compared with an earlier period: their up or down is not the trend section's fitted line. */
export const KPI_VS_TREND = 'Up or down compares the one period with the earlier one named; the trend analysis fits a line over all complete periods.';

/**
 * A KPI's arrow in words that say what it compares (issue 13: a bare "trend up" — this month against the same month a
 * year earlier — read as disagreeing with the trend section's "no clear trend"): 'up on 2014-12', 'down on 2016',
 * 'level with 2014-12'; 'above the set target' without an earlier period; '' when nothing was compared.
 *
 * @example
 * kpiArrowWords({ trend: 'up', baseline: '2014-12', current_value: 284.5, target_value: 121.8 }); // 'up on 2014-12'
 */
export function kpiArrowWords(k: Pick<Kpi, 'trend' | 'baseline' | 'current_value' | 'target_value'>): string {
  if (k.baseline !== undefined) return `${k.trend === 'up' ? 'up on' : k.trend === 'down' ? 'down on' : 'level with'} ${k.baseline}`;
  if (k.target_value === k.current_value) return '';
  return k.trend === 'up' ? 'above the set target' : k.trend === 'down' ? 'below the set target' : 'level with the set target';
}
