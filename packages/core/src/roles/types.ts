/**
 * What a column means for analysis, beyond its storage type (docs/analytics.md "Column roles").
 * - identifier: a key naming one row or thing (order ids, UUIDs, zip codes): never grouped by, never added up.
 * - time: dates, or year-like whole numbers when no date column exists: the axis of trends.
 * - measure: a quantity to aggregate, with the aggregation that makes sense for it.
 * - dimension: a category to group by.
 * - series: an entity column under which several time series interleave (`symbol` in stocks.csv).
 * - text: free text (comments, descriptions): searched, never grouped by.
 */
export type ColumnRole = 'identifier' | 'time' | 'measure' | 'dimension' | 'series' | 'text';

/** How a measure's values combine for a group or a period: additive ones are summed, the others averaged. */
export type MeasureAggregation = 'sum' | 'mean';

/**
 * ratio: zero means "none" (amounts, counts, prices), so ratios and % changes are meaningful;
 * interval: zero is arbitrary (°C, latitudes) or values cross zero, so only differences are.
 */
export type MeasureScale = 'ratio' | 'interval';

/** A geographic coordinate axis or a compass direction: a position or orientation, not a quantity (see `coordinate` on ColumnRoleInfo). */
export type Coordinate = 'latitude' | 'longitude' | 'direction';

/** Text values with a calendar order: bare month names (January … December) or weekday names (Monday … Sunday). */
export type CalendarNames = 'month' | 'weekday';

/** How a time column's values become instants: dates as written, or whole numbers read as years. */
export type TimeKind = 'date' | 'year';

/** The role of one column, how it was decided, and what a measure needs to be aggregated and worded. */
export interface ColumnRoleInfo {
  readonly column: string;
  readonly role: ColumnRole;
  /** Measures: how values combine ('sum' additive, 'mean' non-additive); null for the other roles. */
  readonly aggregation: MeasureAggregation | null;
  /**
   * Measures that are a level at a moment — a stock (population, inventory, balance, headcount, number of employees):
   * `aggregation` is 'sum' (entities at the same date add up), but across time only the level at the last date of each
   * period counts: summing population over years is meaningless. false for flows, averaged measures and other roles.
   */
  readonly stock: boolean;
  /** Measures: whether % changes are meaningful ('ratio') or only differences ('interval'); null otherwise. */
  readonly scale: MeasureScale | null;
  /** Measures: true only when the data (currency symbols) or the header says the values are money. */
  readonly money: boolean;
  /** Measures that are money: the currency symbol seen in the data or named by the header ('$', '€', '£', '¥'), else null. */
  readonly currency: string | null;
  /**
   * Measures that are a latitude or longitude (header says so, values in range): positions, not quantities.
   * Defaults (KPIs, portfolio, trend, dashboard and chart values, suggested questions) never pick them; a user
   * still can, by naming the column. null for other measures and other roles.
   */
  readonly coordinate: Coordinate | null;
  /**
   * Categories (text dimensions and series keys) whose values are all month or weekday names without a year:
   * grouped, sorted and charted in calendar order (January before April), never alphabetically. null otherwise.
   */
  readonly calendar: CalendarNames | null;
  /** Time columns: 'date' for date columns, 'year' for whole numbers read as years; null for the other roles. */
  readonly timeKind: TimeKind | null;
  /**
   * Identifiers, and categories whose header names a key (id, code, key, … — `item_id`, `customer_id`): the default
   * chart, dashboard, portfolio and suggested questions group by such a category only when no other category exists
   * (`pickCategory`, `defaultCategories`). A user who sets the column's role (import settings, CLI, API) clears it.
   */
  readonly idLike: boolean;
  /**
   * Identifiers that are the row names of a small summary table (docs/analytics.md "Per-row labels"): text
   * written as names (North, Widget, Alice — not codes, UUIDs or digit strings), every value once, no empty cell,
   * in a table of at most `MAX_LABEL_ROWS` (60) rows, under a header that names no key. Still never grouped or
   * summed as a category; when the file has no category, the defaults rank its rows by the label — one bar per
   * row, largest first ('revenue per region (one row each)'). false for every other column, and once the user
   * sets the role.
   */
  readonly label: boolean;
  /** Distinct non-empty values, counted up to `DISTINCT_CAP` (a column with more reads `DISTINCT_CAP`). */
  readonly distinct: number;
  /** The evidence, in plain words, e.g. 'every value looks like a UUID'. An override says so first. */
  readonly reasons: readonly string[];
  /** 'override' when the user chose the role (import settings, CLI flag, API field), else 'inferred'. */
  readonly source: 'inferred' | 'override';
}

/** The roles of a dataset's columns, in header order. */
export type ColumnRoles = readonly ColumnRoleInfo[];

/** What a user may set for a column; unset fields keep what inference found (or the role's default). */
export interface ColumnRoleOverride {
  readonly role?: ColumnRole;
  /** A set aggregation makes the measure a flow ('sum') or averaged ('mean'), no stock, unless `stock` says otherwise. */
  readonly aggregation?: MeasureAggregation;
  /** true: a level at a moment, summed across entities at one date (aggregation 'sum'); false: no stock. */
  readonly stock?: boolean;
  readonly scale?: MeasureScale;
  readonly money?: boolean;
  readonly currency?: string | null;
  /** null: treat a column read as a coordinate as an ordinary measure (defaults may then pick it). */
  readonly coordinate?: Coordinate | null;
}

/** Overrides by header name: a role alone (`{ zip: 'identifier' }`) or the fields to set. Unknown names are ignored. */
export type ColumnRoleOverrides = Readonly<Record<string, ColumnRole | ColumnRoleOverride>>;

/** Options of `inferColumnRoles`. */
export interface InferColumnRolesOptions {
  /** Applied on top of the overrides the dataset was parsed with (`ds.detected.columnRoles`). */
  readonly overrides?: ColumnRoleOverrides;
}
