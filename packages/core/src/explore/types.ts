import type { DataRow } from '../dataset/types.js';

export type SortDirection = 'asc' | 'desc';

/** Sort by one column. */
export interface ExploreSort {
  readonly column: string;
  readonly direction: SortDirection;
}

/** What rows a view shows, in which order, with which columns. */
export interface ExploreView {
  /** Case-insensitive text searched in every column; '' or omitted matches all rows. */
  readonly search?: string;
  readonly sort?: ExploreSort | null;
  /** Column names to show, in header order; omitted or empty shows all. At least one column always stays. */
  readonly visibleColumns?: readonly string[];
}

/** Options of `exploreDataset`: a view plus the page wanted. */
export interface ExploreOptions extends ExploreView {
  /** 1-based page; clamped into 1..pageCount. */
  readonly page?: number;
  /** Rows per page; default 10 (the UI offers 5, 10, 25, 50, 100). */
  readonly pageSize?: number;
}

/** One page of a view. */
export interface ExploreResult {
  /** Dataset row indexes of the page, in view order. */
  readonly rowIndexes: readonly number[];
  /** The page's rows as records holding only the visible columns. */
  readonly rows: readonly DataRow[];
  readonly columns: readonly string[];
  readonly totalMatches: number;
  readonly pageCount: number;
  readonly page: number;
  readonly pageSize: number;
  /** At most 5 page numbers around the current page. */
  readonly pageButtons: readonly number[];
}
