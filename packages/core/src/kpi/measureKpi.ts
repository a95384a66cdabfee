import type { NumberColumn } from '../dataset/types.js';
import { formatNumber } from '../stats/formatNumber.js';
import { round, roundFigure } from '../stats/round.js';
import { countOf } from '../text/plural.js';
import { andList } from '../text/andList.js';
import { UNIT_MS, calendarIndex, calendarLabel } from '../trend/calendar.js';
import { bucketSeries } from '../trend/bucketSeries.js';
import { buildSeries, type DatedSeries } from '../trend/buildSeries.js';
import { calendarCoverage, chooseCalendarUnit } from '../trend/chooseCalendarUnit.js';
import type { CalendarUnit, TrendAggregation, TrendScale } from '../trend/types.js';
import { kpiArrow } from './kpiArrow.js';
import { kpiBetter } from './kpiBetter.js';
import { kpiComparison } from './kpiComparison.js';
import { kpiPeriodUnit } from './kpiPeriodUnit.js';
import { kpiText } from './kpiText.js';
import type { Kpi } from './types.js';

/**
 * A compared period must hold at least this share of the rows of a typical complete period (the median over the
 * complete periods that hold rows): la-riots.csv's 1993 (1 death) is no period to set against 1992 (62).
 */
export const MIN_PERIOD_SUPPORT = 0.5;

/** Calendar units from the coarsest, for stepping to a finer period. */
const UNITS_COARSE_FIRST: readonly CalendarUnit[] = ['year', 'quarter', 'month', 'week', 'day', 'hour'];

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
  return `${aggregation === 'mean' ? 'Mean' : 'Total'} ${column}${entity !== undefined ? ` (${entity})` : ''}`;
}

/**
 * One KPI (without its id) for a measure, or undefined when it has no number.
 * With a time column: the measure per calendar period (`kpiPeriodUnit`; incomplete first
 * and last periods left out); current = the latest complete period, target = its baseline
 * (`kpiComparison`: the same period a year earlier, else the previous one). Both must be complete and hold
 * rows — at least `MIN_PERIOD_SUPPORT` (½) of a typical complete period's (a filled-in or thin period is no
 * baseline); a year-earlier baseline without them gives way to the previous period; when the latest complete
 * period lacks them, or only partial periods exist, or the dates are too sparse (`calendarCoverage`), a finer unit
 * down to the data's own is tried, and failing all, nothing is compared: current = the measure over all rows,
 * `compared: false`, and `notCompared` says why.
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
  const agg = `${aggregation === 'mean' ? 'AVG' : 'SUM'}(${column.name})${aggregation === 'stock' && built.times ? ' at the last date' : ''}${entity ? ` for ${entity.name}` : ''}`;
  const c = built.times ? byPeriod(built, aggregation) : overRows(built.sums, aggregation);
  const target = input.target ?? c.baselineValue;
  const tolerance = input.scale === 'interval' || target <= 0 ? c.tolerance : undefined;
  const better = kpiBetter(column.name, input.money ?? false, input.holdings ?? false);
  const current = roundFigure(c.current);
  const targetValue = roundFigure(target);
  return {
    ...head,
    ...(c.unit ? { unit: c.unit, period: c.period } : {}),
    ...(c.notCompared !== undefined ? { notCompared: c.notCompared } : {}),
    // the baseline names the period target_value comes from: none when the user set the target
    ...(c.baseline && input.target === undefined ? { baseline: c.baseline.label } : {}),
    current_value: current,
    target_value: targetValue,
    trend: kpiArrow(current, targetValue),
    formula: `${agg} ${c.period ? `in ${c.period}` : c.at !== undefined ? `(${c.at})` : 'over all rows'} vs ${input.target !== undefined ? formatNumber(input.target) : (c.baseline?.label ?? 'itself')}`,
    description: kpiText({
      name,
      column: column.name,
      ...(c.unit ? { unit: c.unit, period: c.period } : { rows: c.rows! }),
      ...(c.at !== undefined ? { at: c.at } : {}),
      ...(c.notCompared !== undefined ? { notCompared: c.notCompared } : {}),
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

interface PeriodFigures {
  readonly unit: CalendarUnit | undefined;
  readonly period: string | undefined;
  readonly current: number;
  readonly baselineValue: number;
  readonly baseline?: { readonly label: string; readonly lag: number };
  readonly tolerance: number;
  readonly rows: number | undefined;
  /** A stock with no periods to compare: the last date, whose level `current` is. */
  readonly at?: string;
  readonly notCompared?: string;
}

function byPeriod(built: DatedSeries, aggregation: TrendAggregation): PeriodFigures {
  const first = kpiPeriodUnit(built.times);
  const native = chooseCalendarUnit(built.times);
  const units = UNITS_COARSE_FIRST.filter((u) => UNIT_MS[u] <= UNIT_MS[first] && UNIT_MS[u] >= UNIT_MS[native]);
  let why: string | undefined;
  for (const unit of units.length > 0 ? units : [first]) {
    const tried = inUnit(built, unit, aggregation);
    if (typeof tried !== 'string') return tried;
    why ??= tried;
  }
  // no unit gives two comparable periods: the measure over all rows, and why nothing is compared — for a stock its
  // level at the last date (the total of the rows there), never a mean or a sum over dates
  if (aggregation === 'stock') {
    const last = built.times.length - 1;
    const unit = units.at(-1) ?? first;
    const current = built.sums[last]!;
    const at = calendarLabel(calendarIndex(built.times[last]!, unit), unit);
    return { unit: undefined, period: undefined, current, baselineValue: current, tolerance: 0, rows: built.counts[last]!, at, ...(why !== undefined ? { notCompared: why } : {}) };
  }
  let total = 0;
  let rows = 0;
  for (let i = 0; i < built.sums.length; i++) {
    total += built.sums[i]!;
    rows += built.counts[i]!;
  }
  const current = aggregation === 'sum' ? total : total / rows;
  return { unit: undefined, period: undefined, current, baselineValue: current, tolerance: 0, rows, ...(why !== undefined ? { notCompared: why } : {}) };
}

/** The comparison in one unit, or why that unit gives none (a phrase after "with"). */
function inUnit(built: DatedSeries, unit: CalendarUnit, aggregation: TrendAggregation): PeriodFigures | string {
  const coverage = calendarCoverage(built.times, unit);
  const b = bucketSeries(built, unit, aggregation);
  const { values, labels } = b;
  if (coverage.sparse) {
    const t = built.times;
    const range = ` from ${calendarLabel(calendarIndex(t[0]!, unit), unit)} to ${calendarLabel(calendarIndex(t[t.length - 1]!, unit), unit)}`;
    return `dates too sparse to compare periods: only ${countOf(coverage.occupied, unit)} of the ${coverage.spanned}${range} hold a row`;
  }
  if (b.keptPartial.length > 0)
    return `no complete ${unit} to compare: ${andList(b.keptPartial)} ${b.keptPartial.length === 1 ? 'is' : 'are'} partial`;
  const n = values.length;
  const held = b.rows.filter((r) => r > 0).sort((x, y) => x - y);
  const typical = held.length % 2 === 1 ? held[held.length >> 1]! : (held[held.length / 2 - 1]! + held[held.length / 2]!) / 2;
  const supported = (i: number) => b.rows[i]! > 0 && b.rows[i]! >= MIN_PERIOD_SUPPORT * typical;
  const thin = (i: number) => `${labels[i]} holds ${countOf(b.rows[i]!, 'row')}, under half the ${formatNumber(typical)} of a typical ${unit}`;
  if (!supported(n - 1)) return `too few rows in the latest complete ${unit} to compare it: ${thin(n - 1)}`;
  let compared = kpiComparison(values, unit);
  if (compared && !supported(compared.baseline) && compared.lag > 1) {
    const previous = kpiComparison(values, unit, 1);
    if (previous && supported(previous.baseline)) compared = previous;
  }
  if (compared && !supported(compared.baseline)) return `too few rows in the ${unit} to compare ${labels[n - 1]} with: ${thin(compared.baseline)}`;
  const current = values[n - 1]!;
  return {
    unit,
    period: labels[n - 1]!,
    current,
    baselineValue: compared ? values[compared.baseline]! : current,
    ...(compared ? { baseline: { label: labels[compared.baseline]!, lag: compared.lag } } : {}),
    tolerance: compared?.tolerance ?? 0,
    rows: undefined,
  };
}

function overRows(values: Float64Array, aggregation: TrendAggregation): PeriodFigures {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i]!;
  // no time column: a stock's rows are entities at one moment, which add up (the population of 187 countries)
  const current = aggregation === 'mean' ? total / values.length : total;
  return { unit: undefined, period: undefined, current, baselineValue: current, baseline: undefined, tolerance: 0, rows: values.length };
}
