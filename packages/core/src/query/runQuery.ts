import type { Dataset } from '../dataset/types.js';
import { CoreError } from '../errors.js';
import { compareText } from '../explore/compareText.js';
import { columnRole } from '../roles/columnRole.js';
import { aggregateGroups } from './aggregateGroups.js';
import { groupRows } from './groupRows.js';
import { selectRows } from './selectRows.js';
import type { Query, QueryGroup, QueryGroupBy, QueryResult, QuerySort } from './types.js';

const SORTS = new Set(['value', 'key', 'rows', 'appearance']);

/**
 * Runs a query over a Dataset, column by column: keeps the rows that meet every filter, groups them
 * (by columns, or by calendar units of a time column), aggregates one column per group (count, sum,
 * mean, median, min, max, distinct, mode, percentile), sorts the groups and keeps the top N. Empty
 * cells are skipped by every aggregate and form their own group (key null). Groups tie in file order.
 * Throws CoreError UNKNOWN_COLUMN for an unknown column and INVALID_ARGUMENT for a query that does
 * not fit the data (a sum of text, an order comparison on text, a time unit on a non-time column).
 *
 * @example
 * runQuery(weather, { filters: [{ column: 'date', part: 'year', op: '=', value: 2015 }], aggregate: { op: 'mean', column: 'temp_max' } }).value;
 * // the 2015 mean of temp_max
 * runQuery(weather, { groupBy: ['weather'], limit: 1 }).groups[0]; // { keys: ['sun'], value: 714, rows: 714, used: 714 }
 * runQuery(weather, { groupBy: [{ column: 'date', unit: 'year' }], aggregate: { op: 'sum', column: 'precipitation' } }).groups;
 * // one group per year, in year order
 */
export function runQuery(ds: Dataset, query: Query = {}): QueryResult {
  const keys: QueryGroupBy[] = (query.groupBy ?? []).map((k) => (typeof k === 'string' ? { column: k } : k));
  const aggregate = query.aggregate ?? { op: 'count' };
  const limit = query.limit ?? Infinity;
  if (!(limit >= 0)) throw new CoreError('INVALID_ARGUMENT', `limit must be 0 or more, not ${String(query.limit)}.`);
  for (const k of keys) ds.column(k.column);
  const rows = selectRows(ds, query.filters ?? []);
  const matched = rows ? rows.length : ds.rowCount;
  const grouped = keys.length > 0;
  const split = grouped ? groupRows(ds, keys, rows) : { groupOf: new Int32Array(matched), count: 1, sizes: Int32Array.of(matched), labels: [[]], sortKeys: [[]] };
  const { values, used } = aggregateGroups(ds, aggregate, rows, split.groupOf, split.count);
  const sizes = split.sizes;
  const order = Array.from({ length: split.count }, (_, g) => g);
  const sort = query.sort ?? defaultSort(ds, keys);
  if (!SORTS.has(sort.by)) throw new CoreError('INVALID_ARGUMENT', `Unknown sort ${JSON.stringify(sort.by)}.`);
  const sign = (sort.direction ?? (sort.by === 'key' || sort.by === 'appearance' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  order.sort((a, b) => {
    if (sort.by === 'appearance') return sign * (a - b);
    const d = sort.by === 'value' ? compareValues(values[a]!, values[b]!, sign) : sort.by === 'rows' ? sign * (sizes[a]! - sizes[b]!) : sign * compareKeys(split.sortKeys[a]!, split.sortKeys[b]!);
    return d || a - b;
  });
  const groups: QueryGroup[] = order.slice(0, limit).map((g) => ({ keys: split.labels[g]!, value: values[g]!, rows: sizes[g]!, used: used[g]! }));
  let usedAll = 0;
  for (const u of used) usedAll += u;
  return { groups, groupCount: split.count, rowCount: ds.rowCount, matched, used: usedAll, value: grouped ? null : (values[0] ?? null) };
}

/** Time first keys (a unit, a date column, a year column) read best in time order; categories by their value, highest first. */
function defaultSort(ds: Dataset, keys: readonly QueryGroupBy[]): QuerySort {
  const first = keys[0];
  if (first && (first.unit || ds.column(first.column).type === 'date' || columnRole(ds, first.column).role === 'time')) return { by: 'key' };
  return { by: 'value' };
}

/** Numbers by size, text alphabetically; null (no value) always last. */
function compareValues(a: number | string | null, b: number | string | null, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
  return sign * compareText(String(a), String(b));
}

/** Key by key: numbers before text, empty (Infinity) last. */
function compareKeys(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  for (let k = 0; k < a.length; k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return x === Infinity ? 1 : -1;
    if (typeof y === 'number') return y === Infinity ? -1 : 1;
    return compareText(x, y);
  }
  return 0;
}
