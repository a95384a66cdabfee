import type { QueryGroupBy } from '../query/types.js';
import { runQuery } from '../query/runQuery.js';
import type { Mention } from './findMentions.js';
import { neighbour, type Reading } from './readQuestion.js';

/** How a question groups its rows, if it does. */
export interface QuestionGroup {
  /** Absent when the question only names an order ("top 5 symbols by price": the group comes from "top"). */
  readonly key?: QueryGroupBy;
  /** 'by': "by weather", "per month", "monthly" — list every group; 'rank': "which weather", "when" — the top one. */
  readonly via: 'by' | 'rank';
  /** "top 5 symbols by price": the measure named after "by", which orders rather than groups. */
  readonly orderBy?: string;
}

const ADJECTIVES = new Set(['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'annual', 'annually']);
/** Between "by" and its column: "by average price" orders by price, the average is the aggregation. */
const SKIP = new Set<Mention['kind']>(['grammar', 'qualifier', 'aggregate']);

/**
 * The grouping a question asks for: "by X" / "per X" / "for each X" / "monthly" list groups; "which X",
 * "what X", "in which year", "when" ask for the top group. Grouping by a column that identifies rows
 * is refused (each group would be one row) except to ask which row has the highest value when every
 * value is one row, or by a summary table's per-row label (`label`: "revenue by region" lists its rows); grouping by free text or a measure is refused. Returns a reason when refused.
 *
 * @example
 * compileGroup(readQuestion(weather, 'total precipitation by year'))?.key; // { column: 'date', unit: 'year' }
 */
export function compileGroup(r: Reading): QuestionGroup | string | null {
  const ms = r.mentions;
  let orderBy: string | undefined;
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i]!;
    if (r.used.has(m)) continue;
    const isBy = m.kind === 'groupBy';
    const isRank = m.kind === 'rank';
    const isAdjective = m.kind === 'unitWord' && ADJECTIVES.has(m.words.toLowerCase());
    if (!isBy && !isRank && !isAdjective) continue;
    const target = isAdjective ? m : ms[neighbour(r, i, 1, SKIP)];
    // "when" asks for a time only as the question's first word ("when was wind highest"), not as "if".
    if (isRank && m.words.toLowerCase() === 'when' && i === 0 && r.time) {
      r.used.add(m);
      return { key: { column: r.time.column }, via: 'rank' };
    }
    if (!target || r.used.has(target) || (isRank && m.words.toLowerCase() === 'when')) continue;
    let key: QueryGroupBy | string | undefined;
    if (target.kind === 'unitWord') key = timeKey(r, target.unit, target.words);
    else if (target.kind === 'column') {
      const role = r.ds.roles.find((x) => x.column === target.column)!;
      if (role.role === 'measure') {
        if (isBy) {
          orderBy = target.column; // "top 5 symbols by price"
          r.used.add(m).add(target);
        }
        continue;
      }
      if (role.role === 'text') key = `${target.column} is free text; grouping by it gives one group per row. Group by a category instead.`;
      // a summary table's per-row label (region,revenue) lists or ranks its rows, one each
      else if (role.role === 'identifier' && !role.label && !(isRank && onePerRow(r, target.column)))
        key = `${target.column} identifies rows; grouping by it gives one group per row. Ask "which ${target.column} has the highest …" or group by a category.`;
      else key = { column: target.column };
    }
    if (key === undefined) continue;
    if (typeof key === 'string') return key;
    r.used.add(m).add(target);
    return { key, via: isRank ? 'rank' : 'by', ...(orderBy ? { orderBy } : {}) };
  }
  return orderBy ? { via: 'by', orderBy } : null;
}

export function timeKey(r: Reading, unit: NonNullable<QueryGroupBy['unit']>, words: string): QueryGroupBy | string {
  const t = r.time;
  if (!t) return `There is no date or year column to group "${words}" by.`;
  if (t.timeKind === 'year') return unit === 'year' ? { column: t.column } : `${t.column} holds years only; it cannot be grouped by ${words}.`;
  return { column: t.column, unit };
}

/** True when every non-empty value of the column appears in exactly one row. */
function onePerRow(r: Reading, column: string): boolean {
  const rows = runQuery(r.ds, { filters: [{ column, op: 'notEmpty' }] }).matched;
  return runQuery(r.ds, { aggregate: { op: 'distinct', column } }).value === rows;
}
