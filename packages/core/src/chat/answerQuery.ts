import type { Dataset } from '../dataset/types.js';
import { aggregateWords, describeQuery, filterWords, groupWords } from '../query/describeQuery.js';
import { runQuery } from '../query/runQuery.js';
import type { Query, QueryGroup, QueryResult } from '../query/types.js';
import { formatNumber } from '../stats/formatNumber.js';
import type { ChatAnswer, ChatIntent, LeftOutMember, QuestionShape } from './types.js';

/** Groups a list answer names before "and N more". */
const LISTED = 12;

const INTENTS: Readonly<Record<string, ChatIntent>> = { mean: 'average', sum: 'sum', min: 'minimum', max: 'maximum', median: 'median', percentile: 'percentile', count: 'count', distinct: 'distinct', mode: 'mode' };

/**
 * Runs a compiled question's query and words the answer, with its work: the query in plain words,
 * the rows used of the rows matched of all rows, and the words not used. A most-common or top
 * answer names the runner-up, and says so when the top groups tie. A group left out as the total of
 * the others (`leftOut`) is named in the text and the work.
 *
 * @example
 * answerQuery(weather, 'count', { filters: [{ column: 'weather', op: '=', value: 'snow' }], aggregate: { op: 'count' } }, []).text;
 * // 'There are 26 rows where weather is snow (of 1,461 rows).'
 */
export function answerQuery(ds: Dataset, shape: QuestionShape, query: Query, unused: readonly string[], leftOut?: LeftOutMember): ChatAnswer {
  const result = runQuery(ds, query);
  const agg = query.aggregate ?? { op: 'count' };
  const where = query.filters && query.filters.length > 0 ? ` where ${query.filters.map(filterWords).join(' and ')}` : '';
  // min and max of a date column are instants: shown as the day.
  const asDay = agg.column !== undefined && (agg.op === 'min' || agg.op === 'max') && ds.column(agg.column).type === 'date';
  const show = (v: QueryGroup['value']) => (v === null ? 'no value' : typeof v === 'string' ? v : asDay ? new Date(v).toISOString().slice(0, 10) : formatNumber(v));
  const label = (g: QueryGroup) => g.keys.map((k) => k ?? '(empty)').join(' · ');
  const intent: ChatIntent = shape === 'cell' ? 'lookup' : shape === 'rank' ? 'rank' : shape === 'list' ? 'group' : shape === 'mode' ? 'mode' : shape === 'count' ? 'count' : (INTENTS[agg.op] ?? 'count');
  let text: string;
  const listed = (shape === 'list' ? result.groups.slice(0, LISTED) : []).map((g) => ({ label: label(g), value: g.value }));
  const ranked = result.groups.filter((g) => g.value !== null);
  const top = shape === 'mode' || shape === 'rank' ? ranked.filter((g) => g.value === ranked[0]?.value).map(label) : undefined;
  const noValue = (shape === 'value' || shape === 'cell') && result.used === 0;
  const value = shape === 'mode' || shape === 'rank' ? (ranked[0]?.value ?? null) : shape === 'list' || noValue ? null : result.value;
  if (shape === 'count') {
    const what = agg.op === 'distinct' ? `distinct ${agg.column} values` : 'rows';
    text = where ? `There are ${show(result.value)} ${what}${where} (of ${formatNumber(result.rowCount)} rows).` : `There are ${show(result.value)} ${what}.`;
  } else if (shape === 'distinct') text = `There are ${show(result.value)} distinct ${agg.column} values${where}.`;
  else if (noValue) text = noValueText(result, aggregateWords(agg), agg.column ?? '', where);
  else if (shape === 'value') text = `The ${aggregateWords(agg)}${where} is ${show(result.value)}.`;
  else if (shape === 'cell') text = `The ${agg.column}${where} is ${show(result.value)} (one row).`;
  else if (shape === 'list') text = listText(result, query, where, show, label);
  else text = topText(result, shape, query, where, show, label);
  if (leftOut) text += ` ${cap(leftOut.reason)}, so it is left out.`;
  return {
    intent,
    text,
    ...(agg.column ? { column: agg.column } : {}),
    result: { value, ...(top ? { top } : {}), ...(shape === 'list' ? { groups: listed } : {}) },
    // the work line words a per-row measure as the answer does ('revenue per region (one row each)')
    work: { description: describeQuery(query, { oneRowEach: oneRowEach(result, query) }), query, rowsUsed: result.used, rowsMatched: result.matched, rowCount: result.rowCount, unusedWords: unused, ...(leftOut ? { leftOut } : {}) },
  };
}

/**
 * The measure's words for groups of one row each (a summary table's per-row label: region,revenue with one row per
 * region): the value itself, never "sum of revenue" — over one row nothing is summed or averaged. Else `aggregateWords`.
 */
function measureWords(result: QueryResult, query: Query): string {
  const agg = query.aggregate ?? { op: 'count' };
  return oneRowEach(result, query) ? agg.column! : aggregateWords(agg);
}

/** Whether every group of a grouped measure is one row (the groups are as many as the rows that matched). */
function oneRowEach(result: QueryResult, query: Query): boolean {
  const agg = query.aggregate ?? { op: 'count' };
  return (query.groupBy ?? []).length > 0 && agg.column !== undefined && agg.op !== 'count' && agg.op !== 'distinct' && result.groupCount > 0 && result.matched === result.groupCount;
}

function listText(result: QueryResult, query: Query, where: string, show: (v: QueryGroup['value']) => string, label: (g: QueryGroup) => string): string {
  const single = measureWords(result, query);
  const by = (query.groupBy ?? []).map(groupWords).join(' and ');
  // one row per group: the rows' own values, worded as the chart titles them ('revenue per region (one row each)'), the column as written
  const head = single !== aggregateWords(query.aggregate ?? { op: 'count' }) ? `${single} per ${by} (one row each)${where}` : `${cap(single)} by ${by}${where}`;
  const shown = result.groups.slice(0, LISTED);
  const more = result.groupCount - shown.length;
  const top = query.limit !== undefined ? `, ${query.sort?.direction === 'asc' ? 'bottom' : 'top'} ${shown.length} of ${formatNumber(result.groupCount)}` : '';
  return `${head}${top}: ${shown.map((g) => `${label(g)}: ${show(g.value)}`).join('; ')}${more > 0 && query.limit === undefined ? `; and ${formatNumber(more)} more` : ''}.`;
}

function topText(result: QueryResult, shape: QuestionShape, query: Query, where: string, show: (v: QueryGroup['value']) => string, label: (g: QueryGroup) => string): string {
  const groups = result.groups.filter((g) => g.value !== null);
  const key = groupWords(query.groupBy![0]!);
  if (groups.length === 0) return `No ${key} has a value${where}.`;
  const low = query.sort?.direction === 'asc';
  const agg = query.aggregate ?? { op: 'count' };
  const best = groups[0]!;
  const tied = groups.filter((g) => g.value === best.value);
  const names = tied.length > 3 ? `${tied.slice(0, 3).map(label).join(', ')} and ${tied.length - 3} more` : tied.map(label).join(' and ');
  const next = groups[tied.length];
  const after = next ? ` Next: ${label(next)} (${show(next.value)}).` : '';
  if (shape === 'mode') {
    const what = `${low ? 'least' : 'most'} common ${key}${where}`;
    const rows = `${show(best.value)} of ${formatNumber(result.matched)} rows`;
    return tied.length > 1 ? `${names} tie as the ${what}: ${rows} each.${after}` : `The ${what} is ${names}: ${rows}.${after}`;
  }
  const measure = agg.op === 'count' ? `${low ? 'fewest' : 'most'} rows` : `${low ? 'lowest' : 'highest'} ${measureWords(result, query)}`;
  const verb = tied.length > 1 ? `tie for the ${measure}` : `has the ${measure}`;
  return `${names} ${verb}${where}: ${show(best.value)} (out of ${formatNumber(result.groupCount)}).${after}`;
}

/** "average price for AAPL in 2011" when the data ends in 2010: say that no row matched rather than "is no value" or a total of 0. */
function noValueText(result: QueryResult, what: string, column: string, where: string): string {
  if (result.matched === 0) return `No rows${where} (of ${formatNumber(result.rowCount)} rows), so there is no ${what}.`;
  if (result.matched === 1) return `The one row${where} has no value of ${column}.`;
  return `None of the ${formatNumber(result.matched)} rows${where} has a value of ${column}.`;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
