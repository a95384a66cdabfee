import type { Dataset, NumberColumn } from '../dataset/types.js';
import { calendarName, calendarRank } from '../roles/calendarNames.js';
import type { CalendarNames } from '../roles/types.js';
import type { TrendAggregation } from './types.js';

/**
 * A measure by a column of bare month (or weekday) names, in calendar order: a within-year (within-week)
 * profile, not a time line — without a year, January 2014 and January 2015 are one group.
 */
export interface CalendarProfile {
  /** The column of names, and which names they are. */
  readonly column: string;
  readonly kind: CalendarNames;
  readonly aggregation: TrendAggregation;
  /** One point per name present, January (Monday) first: the measure's total or mean over its rows, whatever the year. */
  readonly points: readonly { readonly period: string; readonly value: number; readonly rows: number }[];
}

/**
 * The profile of `measure` by the first category of bare month names (else weekday names) of `ds`
 * (`calendar` of the roles), summed ('sum') or averaged (else, a stock too: its rows may be several years) per name over the rows `keep` marks (all
 * when absent) that have a number; undefined when there is no such column or no number.
 *
 * @example
 * calendarProfile(ds, ds.column('sales'), 'sum')?.points[0]; // { period: 'January', value: 120, rows: 3 }
 */
export function calendarProfile(ds: Dataset, measure: NumberColumn, aggregation: TrendAggregation, keep?: Uint8Array): CalendarProfile | undefined {
  const named = (kind: CalendarNames) => ds.roles.find((r) => (r.role === 'dimension' || r.role === 'series') && r.calendar === kind);
  const role = named('month') ?? named('weekday');
  const column = role && ds.column(role.column);
  if (!role || !column || column.type !== 'string') return undefined;
  const kind = role.calendar!;
  const slots = kind === 'month' ? 12 : 7;
  // each dictionary text's place in the calendar, once
  const rankOf = column.dictionary.map((text) => calendarRank(text, kind));
  const sums = new Float64Array(slots);
  const rows = new Float64Array(slots);
  const values = measure.values;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const rank = rankOf[column.codes[i]!]!;
    if (rank < 0 || Number.isNaN(v) || (keep && !keep[i])) continue;
    sums[rank]! += v;
    rows[rank]!++;
  }
  const points = [];
  for (let k = 0; k < slots; k++) {
    if (rows[k] === 0) continue;
    points.push({ period: calendarName(k, kind), value: aggregation === 'sum' ? sums[k]! : sums[k]! / rows[k]!, rows: rows[k]! });
  }
  return points.length === 0 ? undefined : { column: role.column, kind, aggregation, points };
}
