import { MONTH_NAMES, WEEKDAY_NAMES } from './timeKeys.js';
import type { FilterValue, Query, QueryAggregate, QueryFilter, QueryGroupBy } from './types.js';

const UNIT_WORDS: Readonly<Record<NonNullable<QueryGroupBy['unit']>, string>> = {
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
  monthOfYear: 'month of the year',
  weekday: 'day of the week',
};
const PART_WORDS = { year: 'year', quarter: 'quarter', month: 'month', day: 'day of the month', weekday: 'weekday' } as const;
const OP_WORDS: Readonly<Record<QueryFilter['op'], string>> = {
  '=': 'is',
  '!=': 'is not',
  '>': 'is over',
  '>=': 'is at least',
  '<': 'is under',
  '<=': 'is at most',
  in: 'is',
  notIn: 'is not',
  between: 'is from',
  empty: 'is empty',
  notEmpty: 'is not empty',
};

/**
 * A query in plain words, as the question box shows its work: the aggregate and its column,
 * the grouping, the filters, the order and the top N. With `oneRowEach` (every group is one row: a summary
 * table's per-row label, region,revenue with one row per region) a grouped measure is worded as the answer and
 * the chart word it — 'revenue per region (one row each)' — never 'sum of revenue by region': over one row
 * nothing is summed or averaged (issue 13: the work line and the answer said different things).
 *
 * @example
 * describeQuery({ filters: [{ column: 'date', part: 'year', op: '=', value: 2015 }], aggregate: { op: 'mean', column: 'temp_max' } });
 * // 'mean of temp_max, where the year of date is 2015'
 * describeQuery({ groupBy: ['weather'], sort: { by: 'value' }, limit: 1 }); // 'count of rows by weather, highest first, top 1'
 * describeQuery({ groupBy: ['region'], aggregate: { op: 'sum', column: 'revenue' } }, { oneRowEach: true }); // 'revenue per region (one row each)'
 */
export function describeQuery(query: Query, options: { readonly oneRowEach?: boolean } = {}): string {
  const agg = query.aggregate ?? { op: 'count' };
  const keys = (query.groupBy ?? []).map(groupWords);
  const single = options.oneRowEach === true && keys.length > 0 && agg.column !== undefined && agg.op !== 'count' && agg.op !== 'distinct';
  const parts = [single ? `${agg.column} per ${keys.join(' and ')} (one row each)` : aggregateWords(agg)];
  if (keys.length > 0 && !single) parts[0] += ` by ${keys.join(' and ')}`;
  const filters = query.filters ?? [];
  if (filters.length > 0) parts.push(`where ${filters.map(filterWords).join(' and ')}`);
  if (query.sort && keys.length > 0) {
    const { by, direction } = query.sort;
    const asc = (direction ?? (by === 'key' || by === 'appearance' ? 'asc' : 'desc')) === 'asc';
    parts.push(by === 'value' || by === 'rows' ? (asc ? 'lowest first' : 'highest first') : by === 'key' ? (asc ? 'in key order' : 'in reverse key order') : 'in file order');
  }
  if (query.limit !== undefined && keys.length > 0) parts.push(`top ${query.limit}`);
  return parts.join(', ');
}

/** A group key in words ('weather', 'month of date'). */
export function groupWords(k: string | QueryGroupBy): string {
  return typeof k === 'string' ? k : k.unit ? `${UNIT_WORDS[k.unit]} of ${k.column}` : k.column;
}

/** The aggregate in words ('mean of temp_max', 'count of rows'); the question box builds sentences with it. */
export function aggregateWords(a: QueryAggregate): string {
  const c = a.column ?? 'rows';
  switch (a.op) {
    case 'count':
      return a.column ? `count of ${c} values` : 'count of rows';
    case 'distinct':
      return `number of distinct ${c} values`;
    case 'mode':
      return `most common ${c}`;
    case 'percentile':
      return `${ordinal(Math.round((a.p ?? NaN) * 100))} percentile of ${c}`;
    default:
      return `${a.op} of ${c}`;
  }
}

/** One filter in words ('the year of date is 2015'). */
export function filterWords(f: QueryFilter): string {
  const subject = f.part ? `the ${PART_WORDS[f.part]} of ${f.column}` : f.column;
  const list = f.value === undefined ? [] : Array.isArray(f.value) ? (f.value as readonly FilterValue[]) : [f.value as FilterValue];
  const shown = list.map((v) => valueWords(v, f));
  if (f.op === 'empty' || f.op === 'notEmpty') return `${subject} ${OP_WORDS[f.op]}`;
  if (f.op === 'between') return `${subject} is from ${shown[0]} to ${shown[1]}`;
  if (f.op === 'notIn') return `${subject} is none of ${shown.join(', ')}`;
  return `${subject} ${OP_WORDS[f.op]} ${shown.join(' or ')}`;
}

function valueWords(v: FilterValue, f: QueryFilter): string {
  if (typeof v === 'number' && f.part === 'month') return MONTH_NAMES[v - 1] ?? String(v);
  if (typeof v === 'number' && f.part === 'weekday') return WEEKDAY_NAMES[v - 1] ?? String(v);
  return String(v);
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
