import type { QueryAggregation, TimeUnit } from '../query/types.js';

/**
 * The question box's vocabulary (docs/analytics.md "Question compiler"). Phrases are lower-case
 * word sequences as `tokenizeQuestion` splits them; the longest phrase at a position wins.
 */

/** Words naming an aggregation of a column. */
export const AGGREGATE_WORDS: Readonly<Record<string, QueryAggregation>> = {
  average: 'mean',
  avg: 'mean',
  mean: 'mean',
  total: 'sum',
  sum: 'sum',
  median: 'median',
  distinct: 'distinct',
  different: 'distinct',
  unique: 'distinct',
};

/** Words asking for the largest or smallest: a single max / min, or with "which" the top group. */
export const EXTREME_WORDS: Readonly<Record<string, 'max' | 'min'>> = {
  highest: 'max',
  largest: 'max',
  biggest: 'max',
  greatest: 'max',
  most: 'max',
  max: 'max',
  maximum: 'max',
  peak: 'max',
  lowest: 'min',
  smallest: 'min',
  least: 'min',
  fewest: 'min',
  min: 'min',
  minimum: 'min',
};

/** Multi-word phrases, each with what it stands for. */
export const PHRASES: Readonly<Record<string, Phrase>> = {
  'how many': { kind: 'count' },
  'number of': { kind: 'count' },
  'count of': { kind: 'count' },
  'most common': { kind: 'mode', dir: 'max' },
  'most frequent': { kind: 'mode', dir: 'max' },
  'most often': { kind: 'mode', dir: 'max' },
  'most popular': { kind: 'mode', dir: 'max' },
  'least common': { kind: 'mode', dir: 'min' },
  'least frequent': { kind: 'mode', dir: 'min' },
  'least often': { kind: 'mode', dir: 'min' },
  'more than': { kind: 'compare', op: '>' },
  'greater than': { kind: 'compare', op: '>' },
  'higher than': { kind: 'compare', op: '>' },
  'larger than': { kind: 'compare', op: '>' },
  'bigger than': { kind: 'compare', op: '>' },
  'less than': { kind: 'compare', op: '<' },
  'fewer than': { kind: 'compare', op: '<' },
  'lower than': { kind: 'compare', op: '<' },
  'smaller than': { kind: 'compare', op: '<' },
  'at least': { kind: 'compare', op: '>=' },
  'no less than': { kind: 'compare', op: '>=' },
  'at most': { kind: 'compare', op: '<=' },
  'no more than': { kind: 'compare', op: '<=' },
  'equal to': { kind: 'compare', op: '=' },
  'equals to': { kind: 'compare', op: '=' },
  'for each': { kind: 'groupBy' },
  'for every': { kind: 'groupBy' },
  'broken down by': { kind: 'groupBy' },
  'day of the week': { kind: 'unitWord', unit: 'weekday' },
  'day of week': { kind: 'unitWord', unit: 'weekday' },
  'month of the year': { kind: 'unitWord', unit: 'monthOfYear' },
  'other than': { kind: 'not' },
  'compared to': { kind: 'versus' },
  'compared with': { kind: 'versus' },
  'as opposed to': { kind: 'versus' },
  'rows and columns': { kind: 'legacy', intent: 'count' },
  'columns and rows': { kind: 'legacy', intent: 'count' },
  'how big': { kind: 'legacy', intent: 'count' },
  'column types': { kind: 'legacy', intent: 'types' },
  'data types': { kind: 'legacy', intent: 'types' },
  'types of columns': { kind: 'legacy', intent: 'types' },
  'types of the columns': { kind: 'legacy', intent: 'types' },
  'what columns': { kind: 'legacy', intent: 'types' },
  'which columns': { kind: 'legacy', intent: 'types' },
  'over time': { kind: 'legacy', intent: 'trend' },
  'tell me about': { kind: 'legacy', intent: 'overview' },
  'about the data': { kind: 'legacy', intent: 'overview' },
  'data quality': { kind: 'legacy', intent: 'missing' },
  'missing values': { kind: 'legacy', intent: 'missing' },
};

/** What a phrase or a single keyword stands for. */
export type Phrase =
  | { readonly kind: 'count' }
  | { readonly kind: 'mode'; readonly dir: 'max' | 'min' }
  | { readonly kind: 'compare'; readonly op: '>' | '>=' | '<' | '<=' | '=' | '!=' }
  | { readonly kind: 'groupBy' }
  | { readonly kind: 'unitWord'; readonly unit: TimeUnit }
  | { readonly kind: 'not' }
  /** "2014 vs 2015", "compare AAPL and MSFT": the values are listed side by side, one group each. */
  | { readonly kind: 'versus' }
  | { readonly kind: 'legacy'; readonly intent: LegacyIntent };

/** Questions answered by whole-dataset rules rather than a query. */
export type LegacyIntent = 'correlation' | 'outliers' | 'missing' | 'types' | 'trend' | 'overview' | 'count';

/** Single keywords (after columns and values have been matched). */
export const KEYWORDS: Readonly<Record<string, Phrase>> = {
  count: { kind: 'count' },
  mode: { kind: 'mode', dir: 'max' },
  rarest: { kind: 'mode', dir: 'min' },
  over: { kind: 'compare', op: '>' },
  above: { kind: 'compare', op: '>' },
  exceeding: { kind: 'compare', op: '>' },
  under: { kind: 'compare', op: '<' },
  below: { kind: 'compare', op: '<' },
  equal: { kind: 'compare', op: '=' },
  equals: { kind: 'compare', op: '=' },
  '=': { kind: 'compare', op: '=' },
  '>': { kind: 'compare', op: '>' },
  '>=': { kind: 'compare', op: '>=' },
  '<': { kind: 'compare', op: '<' },
  '<=': { kind: 'compare', op: '<=' },
  '!=': { kind: 'compare', op: '!=' },
  by: { kind: 'groupBy' },
  per: { kind: 'groupBy' },
  each: { kind: 'groupBy' },
  across: { kind: 'groupBy' },
  not: { kind: 'not' },
  without: { kind: 'not' },
  except: { kind: 'not' },
  excluding: { kind: 'not' },
  no: { kind: 'not' },
  vs: { kind: 'versus' },
  versus: { kind: 'versus' },
  compare: { kind: 'versus' },
  comparing: { kind: 'versus' },
  comparison: { kind: 'versus' },
  correlation: { kind: 'legacy', intent: 'correlation' },
  correlated: { kind: 'legacy', intent: 'correlation' },
  correlations: { kind: 'legacy', intent: 'correlation' },
  relationship: { kind: 'legacy', intent: 'correlation' },
  related: { kind: 'legacy', intent: 'correlation' },
  outlier: { kind: 'legacy', intent: 'outliers' },
  outliers: { kind: 'legacy', intent: 'outliers' },
  unusual: { kind: 'legacy', intent: 'outliers' },
  anomalies: { kind: 'legacy', intent: 'outliers' },
  missing: { kind: 'legacy', intent: 'missing' },
  quality: { kind: 'legacy', intent: 'missing' },
  trend: { kind: 'legacy', intent: 'trend' },
  trends: { kind: 'legacy', intent: 'trend' },
  trending: { kind: 'legacy', intent: 'trend' },
  increasing: { kind: 'legacy', intent: 'trend' },
  decreasing: { kind: 'legacy', intent: 'trend' },
  growing: { kind: 'legacy', intent: 'trend' },
  forecast: { kind: 'legacy', intent: 'trend' },
  summary: { kind: 'legacy', intent: 'overview' },
  summarize: { kind: 'legacy', intent: 'overview' },
  summarise: { kind: 'legacy', intent: 'overview' },
  overview: { kind: 'legacy', intent: 'overview' },
  describe: { kind: 'legacy', intent: 'overview' },
  size: { kind: 'legacy', intent: 'count' },
};

/** Calendar unit words: "by month", "monthly", "which year". */
export const UNIT_WORDS: Readonly<Record<string, TimeUnit>> = {
  day: 'day',
  daily: 'day',
  date: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarterly: 'quarter',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  weekday: 'weekday',
  weeks: 'week',
  months: 'month',
  quarters: 'quarter',
  years: 'year',
};

/** Words for "a row" of the table: "how many days had snow" counts rows. */
export const ROW_NOUNS = new Set(
  'row rows record records entry entries line lines observation observations item items case cases event events day days date dates time times reading readings sample samples occurrence occurrences instance instances'.split(' '),
);

/** Words after a column name that only qualify it: "weather type", "symbol values". */
export const QUALIFIERS = new Set('type types kind kinds category categories class classes value values level levels column field'.split(' '));

/** Grammar: used for the sentence, never listed as unused. */
export const GRAMMAR = new Set(
  "a an the of in on at for to from with during within into is are was were be been being has have had do does did get got what what's whats which who whose when where how that this these those it its it's there their and or s 's any some much exist exists appear appears appeared occur occurs occurred happen happens happened".split(' '),
);

/** Polite or generic words that change nothing: answered anyway and listed as not used. */
export const FILLERS = new Set(
  'please show me tell give find list get compute calculate i we want know would like can could you your my our data dataset table file sheet overall all ever recorded just whole entire figure number amount'.split(' '),
);

/** Words that mark the question as asking for one group: "which weather…", "what symbol…", "when…". */
export const RANK_WORDS = new Set(['which', 'what', 'when']);

/** Time range words before a year or date: "since 2014", "before 2015-07". */
export const RANGE_WORDS: Readonly<Record<string, '>=' | '>' | '<' | '<='>> = { since: '>=', after: '>', before: '<', until: '<=', till: '<=', through: '<=' };

export const MONTH_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].flatMap((m, i) => [
    [m, i + 1],
    [m.slice(0, 3), i + 1],
  ]),
);

export const WEEKDAY_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d, i) => [
    [d, i + 1],
    [`${d}s`, i + 1],
  ]),
);

/**
 * Words whose meaning depends on today's date ("last quarter", "this year", "latest"): the data has no
 * "today", so a question using them ("this" only before a calendar unit) is declined with a request to name the period.
 */
export const RELATIVE_TIME_WORDS = new Set('last next previous prior latest recent recently current today yesterday ago ytd mtd'.split(' '));

/**
 * The question words a misspelling may be read as ("averge" → "average"), besides the words of column
 * names and category values. Only words of five letters and more: short words are too close to each other.
 */
export const SPELLING_WORDS: readonly string[] = [
  ...Object.keys(AGGREGATE_WORDS),
  ...Object.keys(EXTREME_WORDS),
  ...Object.keys(MONTH_WORDS),
  ...Object.keys(WEEKDAY_WORDS),
  ...['common', 'frequent', 'between', 'percentile', 'compare', 'versus', 'excluding', 'without', 'quarter', 'monthly', 'yearly', 'weekly'],
].filter((w) => w.length >= 5);
