import { MAX_PAGE_BUTTONS } from '../constants.js';

/**
 * The page numbers to show as buttons: at most 5, the current page centred when possible.
 * Pages are 1-based; no pages gives [].
 *
 * @example
 * pageButtons(1, 10); // [1, 2, 3, 4, 5]
 * pageButtons(6, 10); // [4, 5, 6, 7, 8]
 * pageButtons(10, 10); // [6, 7, 8, 9, 10]
 * pageButtons(2, 3); // [1, 2, 3]
 */
export function pageButtons(page: number, pageCount: number, maxButtons: number = MAX_PAGE_BUTTONS): number[] {
  if (pageCount < 1) return [];
  const count = Math.min(maxButtons, pageCount);
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const first = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
