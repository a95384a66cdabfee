import type { ColumnRole, TimeKind } from './types.js';
import type { MeasureTraits } from './measureTraits.js';

/** What inference found for one column before the dataset-wide rules (primary time, series key, overrides). Internal. */
export interface RoleDraft {
  readonly role: ColumnRole;
  readonly reasons: string[];
  readonly distinct: number;
  readonly timeKind: TimeKind | null;
  /** Number columns: the traits the column has as a measure (also used when a user makes it one). */
  readonly traits: MeasureTraits | null;
  /** Per-row keys (NaN when empty) when the column could key series: a repeated category with few values. */
  readonly keys: ArrayLike<number> | null;
  /** Identifiers only: the row names of a small summary table (`label` on ColumnRoleInfo). */
  readonly label?: boolean;
}

/** Distinct values counted at most (then reported as this number); enough to tell a key from a category. */
export const ROLE_DISTINCT_CAP = 10_000;
/** A category keying several time series has at most this many values. */
export const MAX_SERIES_KEYS = 1000;
/** Share of distinct values from which a column is a key (near-unique). */
export const NEAR_UNIQUE_SHARE = 0.9;
/** Fewest values before near-uniqueness (NEAR_UNIQUE_SHARE, a few repeats) counts as evidence of a key. */
export const MIN_ROWS_FOR_UNIQUENESS = 20;
/**
 * Fewest values for "every value different" to make a per-row label (lookup_people.csv's 9 names in 9 rows): a
 * category is a value shared by rows, and with no value repeated, grouping by the column makes one group per row —
 * a "mean" over one row. No repeat at all is evidence long before MIN_ROWS_FOR_UNIQUENESS; below 5 values
 * (rain, sun; North, South, East) a short category and a list of labels look alike, and the column stays a dimension.
 */
export const MIN_ROWS_FOR_LABELS = 5;

/**
 * Most rows of a table whose per-row labels the defaults rank by (`label` on ColumnRoleInfo): a summary table that
 * lists regions, products, or the 50 US states with DC and Puerto Rico (52 rows,
 * population_engineers_hurricanes.csv). Past it the rows read as records, and their names as keys.
 */
export const MAX_LABEL_ROWS = 60;

/** How unique a column's values are, as evidence of a key: near-unique (≥ `share` distinct of ≥ 20 values, every value once included), else every value once (a per-row label, 5–19 values), or neither. */
export function uniqueness(distinct: number, nonEmpty: number, share: number): 'all' | 'near' | null {
  if (nonEmpty >= MIN_ROWS_FOR_UNIQUENESS && distinct >= share * nonEmpty) return 'near';
  return nonEmpty >= MIN_ROWS_FOR_LABELS && distinct === nonEmpty ? 'all' : null;
}

/** "1,234" style count for reasons (no locale dependence). */
export function count(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '5 different values in 560 rows' ('over 10,000' once the count passed the cap). */
export function spread(distinct: number, rows: number): string {
  return `${distinct > ROLE_DISTINCT_CAP ? `over ${count(ROLE_DISTINCT_CAP)}` : count(distinct)} different values in ${count(rows)} rows`;
}
