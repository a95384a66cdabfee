import type { NewsItem } from '../content/types.js';

export interface NewsFilter {
  category: string;
  year: string;
}

/** News filtering: category (or All) and year, matched by date prefix (site.md §4). */
export function filterNews(items: readonly NewsItem[], { category, year }: NewsFilter): NewsItem[] {
  return items.filter((item) => (category === 'All' || item.category === category) && (year === 'All' || item.date.startsWith(year)));
}
