import type { Dataset } from '../dataset/types.js';
import type { Query, QueryAggregate, QueryFilter } from '../query/types.js';
import { runQuery } from '../query/runQuery.js';
import { aggregateMember } from '../roles/aggregateMember.js';
import { columnTimes } from '../roles/columnTimes.js';
import { defaultCategories } from '../roles/pickCategory.js';
import { compileFilters } from './compileFilters.js';
import { compileGroup, timeKey } from './compileGroup.js';
import type { Mention } from './findMentions.js';
import type { LegacyIntent } from './questionWords.js';
import { readQuestion, type Reading } from './readQuestion.js';
import type { CompiledQuestion, QuestionShape } from './types.js';

type Of<K extends Mention['kind']> = Extract<Mention, { kind: K }>;
const LEGACY_ORDER: readonly LegacyIntent[] = ['correlation', 'outliers', 'missing', 'trend', 'types', 'overview', 'count'];
/** Kinds that may stay unused without making the question doubtful. */
const HARMLESS = new Set<Mention['kind']>(['grammar', 'filler', 'rank', 'qualifier', 'rowNoun']);
const DAY_NOUN = /^(days?|dates?)$/i;

/**
 * Compiles a natural question into a query (docs/analytics.md "Question compiler"): its conditions
 * become filters, "by X" / "which X" a grouping, and "average", "total", "median", "highest", "how
 * many", "most common", "top 5", "90th percentile" the aggregation of the column it names — a measure's
 * own aggregation when it says only "highest". Whole-dataset questions (correlation, outliers, missing
 * values, trend, column types, overview, size) are passed on as legacy intents. It declines — with the
 * reason — when any word is unknown, a condition or column would be left unused, a value is ambiguous,
 * or nothing says what to compute: a declined answer beats a wrong one.
 *
 * @example
 * compileQuestion(weather, 'average temp_max in 2015');
 * // { kind: 'query', shape: 'value', query: { filters: [{ column: 'date', part: 'year', op: '=', value: 2015 }], aggregate: { op: 'mean', column: 'temp_max' } }, unused: [] }
 */
export function compileQuestion(ds: Dataset, question: string): CompiledQuestion {
  const r = readQuestion(ds, question);
  const ms = r.mentions;
  const unused = ms.filter((m) => m.kind === 'filler').map((m) => m.words);
  const named = ms.find((m): m is Of<'column'> => m.kind === 'column' && isMeasure(r, m.column))?.column;
  const readAs = r.corrections.length > 0 ? { readAs: r.corrections } : {};
  const decline = (reason: string): CompiledQuestion => ({ kind: 'declined', reason, unused, ...readAs, ...(named ? { column: named } : {}) });
  const unknown = ms.filter((m) => m.kind === 'unknown').map((m) => `"${m.words}"`);
  if (unknown.length > 0) return decline(`I do not know the word${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} in this data.`);
  const relative = ms.find((m) => m.kind === 'relative');
  if (relative) return decline(`"${relative.words}" depends on which day it is today, and the data does not say; name the period, for example "in ${exampleYear(r)}" or "since ${exampleYear(r)}".`);
  const filters = compileFilters(r);
  if (typeof filters === 'string') return decline(filters);
  const legacy = LEGACY_ORDER.find((intent) => ms.some((m) => m.kind === 'legacy' && m.intent === intent));
  if (legacy) {
    if (filters.length > 0) return decline(`I can answer about ${legacyWords(legacy)} for the whole table only, not for some of its rows.`);
    for (const m of ms) if (m.kind === 'legacy' || m.kind === 'count' || m.kind === 'extreme' || (m.kind === 'column' && m.column === named)) r.used.add(m);
    const left = leftover(r);
    return left ? decline(left) : { kind: 'legacy', intent: legacy, unused, ...readAs, ...(named ? { column: named } : {}) };
  }
  const compiled = compileShape(r, filters);
  if (typeof compiled === 'string') return decline(compiled);
  const left = leftover(r);
  return left ? decline(left) : { kind: 'query', ...compiled, unused, ...readAs };
}

type Compiled = { shape: QuestionShape; query: Query; leftOut?: { readonly name: string; readonly reason: string } };

function compileShape(r: Reading, filters: QueryFilter[]): Compiled | string {
  const first = <K extends Mention['kind']>(kind: K) => r.mentions.find((m): m is Of<K> => m.kind === kind && !r.used.has(m));
  const use = <T extends Mention | undefined>(m: T): T => (m && r.used.add(m), m);
  const top = use(first('top'));
  // "top 5 symbols …", "top 3 months …": the group is what follows "top N".
  // "top 5 days …" ranks the days of the time column; other row nouns ("top 5 rows") name no group.
  const topGroup = top
    ? use(r.mentions.find((m): m is Of<'column'> | Of<'unitWord'> | (Mention & { kind: 'rowNoun' }) => ((m.kind === 'column' && !isMeasure(r, m.column)) || m.kind === 'unitWord' || (m.kind === 'rowNoun' && DAY_NOUN.test(m.words))) && !r.used.has(m)))
    : undefined;
  const topKey = topGroup?.kind === 'unitWord' ? timeKey(r, topGroup.unit, topGroup.words) : topGroup?.kind === 'rowNoun' ? timeKey(r, 'day', topGroup.words) : topGroup ? { column: topGroup.column } : undefined;
  if (typeof topKey === 'string') return topKey;
  const group = compileGroup(r);
  if (typeof group === 'string') return group;
  if (r.compared.length > 1 || (r.compared.length > 0 && (topKey ?? group?.key))) return 'I can compare one set of values at a time, without another grouping; ask for example "total … for A vs B".';
  const key = topKey ?? group?.key ?? r.compared[0];
  const measures = r.mentions.filter((m): m is Of<'column'> => m.kind === 'column' && !r.used.has(m) && r.ds.column(m.column).type === 'number');
  const measure = group?.orderBy ?? measures[0]?.column;
  // Without a group "top 5" would be silently dropped and the answer would be one total.
  if (top && !key) return `"${top.words}" of what? Name what to rank, for example "${top.words} ${firstOfRole(r, 'dimension') ?? 'months'} by ${measure ?? firstOfRole(r, 'measure') ?? '…'}".`;
  if (measures.length > 1 || (group?.orderBy && measures.length > 0)) return `The question names ${[group?.orderBy, ...measures.map((m) => m.column)].filter(Boolean).join(' and ')}; ask about one at a time.`;
  if (measure && !isMeasure(r, measure)) return notMeasure(r, measure);
  for (const m of measures) r.used.add(m);
  const agg = use(first('aggregate'));
  const extreme = use(first('extreme'));
  const mode = use(first('mode'));
  const count = use(first('count'));
  const pct = use(first('percentile'));
  const own = (column: string): QueryAggregate => ({ op: roleOf(r, column).aggregation ?? 'mean', column });
  const base = { ...(filters.length > 0 ? { filters } : {}) };
  const dir = (top?.dir ?? extreme?.dir ?? (mode?.kind === 'mode' ? mode.dir : 'max')) === 'max' ? 'desc' : 'asc';
  const other = () => use(r.mentions.find((m): m is Of<'column'> => m.kind === 'column' && !r.used.has(m)));
  if (key && (group?.via === 'rank' || top)) {
    // "which X has the highest Y", "which X is most common", "top 5 X by Y"
    if (!extreme && !mode && !top) return `I read "which ${key.column}" but not what should be highest or lowest; ask for example "which ${key.column} has the highest …".`;
    // "which region has the most countries": the other column named is counted, each value once.
    const counted = measure ? undefined : other();
    const aggregate: QueryAggregate = measure ? (agg && agg.op !== 'distinct' ? { op: agg.op, column: measure } : own(measure)) : counted ? { op: 'distinct', column: counted.column } : { op: 'count' };
    // a member that is the total of the others ('All natural disasters') is no contender: left out, and said so
    const total = measure ? totalMember(r, key, measure) : undefined;
    const kept = total ? [...filters, { column: key.column, op: '!=' as const, value: total.name }] : filters;
    return {
      shape: mode && !measure ? 'mode' : top && top.n > 1 ? 'list' : 'rank',
      query: { ...(kept.length > 0 ? { filters: kept } : {}), groupBy: [key], aggregate, sort: { by: 'value', direction: dir }, ...(top ? { limit: top.n } : {}) },
      ...(total ? { leftOut: { name: total.name, reason: total.reason } } : {}),
    };
  }
  if (key) {
    // "total precipitation by year", "how many rows per weather", "max temp_max by month"
    const column = measure ?? (count || mode || agg?.op === 'distinct' ? other()?.column : undefined);
    const op = agg?.op ?? (pct ? 'percentile' : extreme ? extreme.dir : mode ? 'mode' : count && column && !measure ? 'distinct' : undefined);
    const aggregate: QueryAggregate = column ? (op ? { op, column, ...(pct ? { p: pct.p } : {}) } : own(column)) : { op: 'count' };
    if (count && measure && !agg) return countOfMeasure(r, measure, { ...base, groupBy: [key] }, 'list');
    return { shape: 'list', query: { ...base, groupBy: [key], aggregate } };
  }
  const dimension = other();
  if (mode) {
    if (!dimension) return `Most common what? Name a column, for example "most common ${firstOfRole(r, 'dimension') ?? 'value'}".`;
    return { shape: 'mode', query: { ...base, groupBy: [{ column: dimension.column }], sort: { by: 'value', direction: dir } } };
  }
  if (count || agg?.op === 'distinct') {
    if (dimension && !measure) return { shape: 'distinct', query: { ...base, aggregate: { op: 'distinct', column: dimension.column } } };
    if (measure) return countOfMeasure(r, measure, base, 'value');
    return { shape: 'count', query: { ...base, aggregate: rowsAsTimes(r) } };
  }
  const noun = r.mentions.find((m) => m.kind === 'rowNoun');
  if (!measure && !dimension && !agg && !extreme && !pct && noun && filters.length > 0) return { shape: 'count', query: { ...base, aggregate: rowsAsTimes(r) } }; // "days with snow"
  if (dimension) return `I found the column ${dimension.column} but not what to compute about it; ask for example "most common ${dimension.column}" or "how many different ${dimension.column}".`;
  if (!measure) return agg || extreme || pct ? `Of which column? Name one, for example "${agg?.words ?? extreme?.words ?? 'median'} ${firstOfRole(r, 'measure') ?? 'value'}".` : 'I could not tell what to compute.';
  if (agg && extreme) return `"${extreme.words} ${agg.words}" needs a grouping; ask for example "which … has the ${extreme.words} ${agg.words} ${measure}".`;
  // "deaths in 2000": a measure that adds up, asked alone, is its total.
  const op = agg?.op ?? (pct ? 'percentile' : (extreme?.dir ?? (roleOf(r, measure).aggregation === 'sum' ? 'sum' : undefined)));
  // "income of Japan", "MSFT price in Jan 2005": conditions that leave one row ask for its value.
  if (!op && filters.length > 0 && runQuery(r.ds, { filters }).matched === 1) return { shape: 'cell', query: { ...base, aggregate: { op: 'max', column: measure } } };
  if (!op) return `I found ${measure} but not what to compute; ask for example "average ${measure}" or "highest ${measure}".`;
  return { shape: 'value', query: { ...base, aggregate: { op, column: measure, ...(pct ? { p: pct.p } : {}) } } };
}

/**
 * The member of a text group that is the total of the others for an additive measure (`aggregateMember`:
 * disasters.csv's 'All natural disasters' per Year), when the question does not name it; else undefined.
 */
function totalMember(r: Reading, key: { readonly column: string; readonly unit?: unknown }, measure: string) {
  if (key.unit !== undefined || !r.time || r.time.column === key.column || roleOf(r, measure).aggregation !== 'sum') return undefined;
  const group = r.ds.column(key.column);
  const values = r.ds.column(measure);
  if (group.type !== 'string' || values.type !== 'number') return undefined;
  const total = aggregateMember(group, values.values, columnTimes(r.ds, r.time.column));
  // "which Entity …, All natural disasters included": a member the question names stays
  const named = r.mentions.some((m) => m.kind === 'value' && m.column === key.column);
  return total && !named ? total : undefined;
}

/** "number of deaths" is their total when the measure adds up; a count of temperatures means nothing. */
function countOfMeasure(r: Reading, measure: string, query: Query, shape: QuestionShape): { shape: QuestionShape; query: Query } | string {
  if (roleOf(r, measure).aggregation !== 'sum') return `${measure} does not add up (its values are averaged), so "number of ${measure}" has no meaning; ask for "average ${measure}".`;
  return { shape, query: { ...query, aggregate: { op: 'sum', column: measure } } };
}

/** "how many days …" on a table with several rows per day counts the distinct days. */
function rowsAsTimes(r: Reading): QueryAggregate {
  const noun = r.mentions.find((m) => m.kind === 'rowNoun');
  const t = r.time;
  if (!noun || !t || t.timeKind !== 'date' || !DAY_NOUN.test(noun.words)) return { op: 'count' };
  const distinct = runQuery(r.ds, { aggregate: { op: 'distinct', column: t.column } }).value;
  const rows = runQuery(r.ds, { filters: [{ column: t.column, op: 'notEmpty' }] }).matched;
  return distinct === rows ? { op: 'count' } : { op: 'distinct', column: t.column };
}

function roleOf(r: Reading, column: string) {
  return r.ds.roles.find((x) => x.column === column)!;
}
function isMeasure(r: Reading, column: string): boolean {
  return roleOf(r, column).role === 'measure';
}
function firstOfRole(r: Reading, role: 'measure' | 'dimension'): string | undefined {
  if (role === 'dimension') return defaultCategories(r.ds)[0]?.column;
  return r.ds.roles.find((x) => x.role === role)?.column;
}
function notMeasure(r: Reading, column: string): string {
  const role = roleOf(r, column).role;
  return role === 'time' ? `${column} is a time, not a quantity to add up or average.` : `${column} ${role === 'identifier' ? 'identifies rows' : 'is a category'}, not a quantity to add up or average.`;
}
/** The last year of the time column, for examples such as "in 2015". */
function exampleYear(r: Reading): string {
  if (!r.time) return '2015';
  const max = runQuery(r.ds, { aggregate: { op: 'max', column: r.time.column } }).value;
  return typeof max === 'number' ? String(r.time.timeKind === 'year' ? max : new Date(max).getUTCFullYear()) : '2015';
}
function legacyWords(intent: LegacyIntent): string {
  return { correlation: 'correlations', outliers: 'outliers', missing: 'missing values', trend: 'the trend', types: 'column types', overview: 'the overview', count: 'the table size' }[intent];
}

/** A mention no rule used would be a condition or a column silently dropped: say which. */
function leftover(r: Reading): string | undefined {
  const left = r.mentions.filter((m) => !r.used.has(m) && !HARMLESS.has(m.kind));
  if (left.length === 0) return undefined;
  return `I could not use ${left.map((m) => `"${m.words}"`).join(', ')} in this question, so I would be answering a different one.`;
}
