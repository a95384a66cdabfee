/** Server-side pages of the saved-work lists: what to ask for and how many pages there are. */

export const SAVED_PAGE_SIZE = 20;

export type SavedSort = 'date' | 'name';

export interface PageQuery {
  /** Case-insensitive part of the name; '' = every entry. */
  search: string;
  sort: SavedSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  /** Every entry that matches the search, on all pages. */
  total: number;
}

/** The inclusive row range of a 1-based page (PostgREST's Range / supabase-js range(from, to)). */
export function pageRange(page: number, pageSize: number): { from: number; to: number } {
  const p = Math.max(1, Math.floor(page));
  const from = (p - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

/** How many pages `total` entries fill; at least 1, so an empty list still has a page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The page to show after the total changed (a delete emptied the last page): within 1..pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/**
 * An ilike pattern that finds `search` anywhere in a name, the user's text taken literally:
 * `%`, `_` and `\` are escaped, and `*` (which the backend reads as a wildcard and cannot
 * escape) matches any one character. Long input is cut to the backend's pattern limit.
 */
export function containsPattern(search: string): string {
  const literal = search
    .trim()
    .slice(0, 100)
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, '_');
  return `%${literal}%`;
}
