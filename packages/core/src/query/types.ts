/**
 * What `runQuery` computes for each group (docs/analytics.md "Query layer"):
 * count (rows, or non-empty cells of a column), sum, mean, median, min, max, distinct (non-empty values),
 * mode (the most frequent value) and percentile (R-7, as d3-array's `quantile`; `p` in 0..1).
 */
export type QueryAggregation = 'count' | 'sum' | 'mean' | 'median' | 'min' | 'max' | 'distinct' | 'mode' | 'percentile';

/** The aggregation and its column. `column` may be left out only for 'count' (then rows are counted). */
export interface QueryAggregate {
  readonly op: QueryAggregation;
  readonly column?: string;
  /** 'percentile' only: the fraction, 0..1 (0.9 = the 90th percentile). */
  readonly p?: number;
}

/**
 * A calendar part of a time column's instants (UTC): year, quarter 1–4, month 1–12,
 * day of the month 1–31, weekday 1–7 (Monday = 1, ISO 8601).
 */
export type TimePart = 'year' | 'quarter' | 'month' | 'day' | 'weekday';

/**
 * How a time column's instants are grouped: calendar buckets (day, Monday-based week, month, quarter,
 * year — the same buckets as the trend), or a cycle across years (month of the year, day of the week).
 */
export type TimeUnit = 'day' | 'week' | 'month' | 'quarter' | 'year' | 'monthOfYear' | 'weekday';

/**
 * Comparisons a filter can make. Text columns take '=', '!=', 'in', 'notIn', 'empty', 'notEmpty';
 * number and time columns take them all. 'between' is inclusive at both ends.
 */
export type FilterOp = '=' | '!=' | '>' | '>=' | '<' | '<=' | 'in' | 'notIn' | 'between' | 'empty' | 'notEmpty';

/** A value to compare with: a number, or text (a cell's text, a numeric string, or a date such as '2015', '2015-07', '2015-07-04'). */
export type FilterValue = string | number;

/** One condition on one column; a query keeps the rows that meet all of its filters. */
export interface QueryFilter {
  readonly column: string;
  readonly op: FilterOp;
  /** One value; a list for 'in' / 'notIn'; a [from, to] pair for 'between'; nothing for 'empty' / 'notEmpty'. */
  readonly value?: FilterValue | readonly FilterValue[];
  /** Compare a calendar part of a time column (`{ column: 'date', part: 'year', op: '=', value: 2015 }`) instead of the instant. */
  readonly part?: TimePart;
}

/** A column to group rows by; a time column may be bucketed by `unit`. */
export interface QueryGroupBy {
  readonly column: string;
  readonly unit?: TimeUnit;
}

/** Group order: by aggregated value, by key, by rows matched, or in order of first appearance. */
export interface QuerySort {
  readonly by: 'value' | 'key' | 'rows' | 'appearance';
  /** Default: 'desc' for value and rows, 'asc' for key and appearance. */
  readonly direction?: 'asc' | 'desc';
}

/** A query over one Dataset: filter, group, aggregate, sort, keep the top N. Every part is optional. */
export interface Query {
  readonly filters?: readonly QueryFilter[];
  /** Columns (names or `{ column, unit }`) to group by, outermost first. */
  readonly groupBy?: readonly (string | QueryGroupBy)[];
  /** Default: count rows. */
  readonly aggregate?: QueryAggregate;
  /** Default: by key (ascending) when the first group key is a time (a unit, a date column, a column whose role is time), else by value (highest first). */
  readonly sort?: QuerySort;
  /** Groups kept after sorting (top N); default all. */
  readonly limit?: number;
}

/** One group of the result. */
export interface QueryGroup {
  /** The group's key per `groupBy` entry, as the table shows it ('2015-07', 'July', 'rain'); null for an empty cell. */
  readonly keys: readonly (string | null)[];
  /** The aggregate; null when no row of the group has a value for it (mean, median, min, max, mode, percentile). */
  readonly value: number | string | null;
  /** Rows of the group that met the filters. */
  readonly rows: number;
  /** Of those, rows with a value in the aggregated column (all of them when counting rows). */
  readonly used: number;
}

/** What `runQuery` returns. */
export interface QueryResult {
  /** Groups after sort and limit. Without `groupBy`: exactly one group, with no keys. */
  readonly groups: readonly QueryGroup[];
  /** Groups before `limit`. */
  readonly groupCount: number;
  /** Rows in the dataset. */
  readonly rowCount: number;
  /** Rows that met every filter. */
  readonly matched: number;
  /** Matched rows with a value in the aggregated column. */
  readonly used: number;
  /** Without `groupBy`: the aggregate (as `groups[0].value`); null when grouped. */
  readonly value: number | string | null;
}
