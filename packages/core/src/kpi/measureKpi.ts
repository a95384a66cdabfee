import type { NumberColumn } from '../dataset/types.js';
import { formatNumber } from '../stats/formatNumber.js';
import { round, roundFigure } from '../stats/round.js';
import { bucketSeries } from '../trend/bucketSeries.js';
import { buildSeries, type DatedSeries } from '../trend/buildSeries.js';
import type { TrendAggregation, TrendScale } from '../trend/types.js';
import { kpiArrow } from './kpiArrow.js';
import { kpiBetter } from './kpiBetter.js';
import { kpiComparison } from './kpiComparison.js';
import { kpiPeriodUnit } from './kpiPeriodUnit.js';
import { kpiText } from './kpiText.js';
import type { Kpi } from './types.js';

export interface MeasureKpiInput {
  readonly column: NumberColumn;
  readonly aggregation: TrendAggregation;
  readonly scale: TrendScale;
  readonly times?: Float64Array;
  readonly entity?: { readonly name: string; readonly keep: Uint8Array };
  /** A target set by the user, replacing the baseline's value. */
  readonly target?: number;
  /** Whether the column is money (its role): money is better higher (`kpiBetter`). */
  readonly money?: boolean;
  /** Whether the rows are holdings (`holdingEvidence`): only then is a price level better higher (`kpiBetter`). */
  readonly holdings?: boolean;
}

/**
 * A KPI's name: how its rows combine, the column, and the entity it follows.
 *
 * @example
 * kpiName('price', 'mean', 'GOOG'); // 'Mean price (GOOG)'
 */
export function kpiName(column: string, aggregation: TrendAggregation, entity?: string): string {
  return `${aggregation === 'sum' ? 'Total' : 'Mean'} ${column}${entity !== undefined ? ` (${entity})` : ''}`;
}

/**
 * One KPI (without its id) for a measure, or undefined when it has no number.
 * With a time column: the measure per calendar period (`kpiPeriodUnit`; incomplete first
 * and last periods left out); current = the latest complete period, target = its baseline
 * (`kpiComparison`: the same period a year earlier, else the previous one).
 * Without one there is nothing earlier to compare with: current = the measure over all rows,
 * target = the same value (or the one set). The arrow compares current with target, as the card
 * does (`kpiArrow`). Which way is better comes from evidence (`kpiBetter`: costs lower, money and
 * sales higher, a price higher only for holdings, else none). `tolerance` (the typical change between compared periods) is set for
 * interval quantities and targets at or below 0.
 *
 * @example
 * measureKpi({ column: precipitation, aggregation: 'sum', scale: 'ratio', times }); // current = total of 2015-12, target = total of 2014-12
 */
export function measureKpi(input: MeasureKpiInput): Omit<Kpi, 'id'> | undefined {
  const { column, aggregation, entity } = input;
  const built = buildSeries(column.values, input.times, entity?.keep);
  if (built.sums.length === 0) return undefined;
  const name = kpiName(column.name, aggregation, entity?.name);
  const head = { name, category: 'Performance', column: column.name, aggregation, ...(entity ? { entity: entity.name } : {}) };
  const agg = `${aggregation === 'sum' ? 'SUM' : 'AVG'}(${column.name})${entity ? ` for ${entity.name}` : ''}`;
  const c = built.times ? byPeriod(built, aggregation) : overRows(built.sums, aggregation);
  const target = input.target ?? c.baselineValue;
  const tolerance = input.scale === 'interval' || target <= 0 ? c.tolerance : undefined;
  const better = kpiBetter(column.name, input.money ?? false, input.holdings ?? false);
  const current = roundFigure(c.current);
  const targetValue = roundFigure(target);
  return {
    ...head,
    ...(c.unit ? { unit: c.unit, period: c.period } : {}),
    // the baseline names the period target_value comes from: none when the user set the target
    ...(c.baseline && input.target === undefined ? { baseline: c.baseline.label } : {}),
    current_value: current,
    target_value: targetValue,
    trend: kpiArrow(current, targetValue),
    formula: `${agg} ${c.period ? `in ${c.period}` : 'over all rows'} vs ${input.target !== undefined ? formatNumber(input.target) : (c.baseline?.label ?? 'itself')}`,
    description: kpiText({
      name,
      column: column.name,
      ...(c.unit ? { unit: c.unit, period: c.period } : { rows: c.rows! }),
      ...(c.baseline ? { baseline: c.baseline } : {}),
      ...(input.target !== undefined ? { target: input.target } : {}),
      ...(tolerance !== undefined ? { tolerance } : {}),
      better,
    }),
    ...(tolerance !== undefined ? { tolerance: round(tolerance, 4) } : {}),
    ...(better !== 'higher' ? { better } : {}),
    // nothing earlier and no target set: the KPI compared nothing and is not judged (kpiStatus: 'Not compared')
    ...(c.baseline === undefined && input.target === undefined ? { compared: false as const } : {}),
  };
}

function byPeriod(built: DatedSeries, aggregation: TrendAggregation) {
  const unit = kpiPeriodUnit(built.times);
  const { values, labels } = bucketSeries(built, unit, aggregation);
  const compared = kpiComparison(values, unit);
  const current = values[values.length - 1]!;
  return {
    unit,
    period: labels[labels.length - 1]!,
    current,
    baselineValue: compared ? values[compared.baseline]! : current,
    ...(compared ? { baseline: { label: labels[compared.baseline]!, lag: compared.lag } } : {}),
    tolerance: compared?.tolerance ?? 0,
    rows: undefined,
  };
}

function overRows(values: Float64Array, aggregation: TrendAggregation) {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i]!;
  const current = aggregation === 'sum' ? total : total / values.length;
  return { unit: undefined, period: undefined, current, baselineValue: current, baseline: undefined, tolerance: 0, rows: values.length };
}
