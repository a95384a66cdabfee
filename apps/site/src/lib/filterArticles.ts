import type { ArticleSummary as Article } from '../content/types.js';

export interface ArticleFilter {
  search: string;
  category: string;
}

export interface ArticleFilterResult {
  /** Shown only with category All and an empty search (site.md §2.9). */
  featured: Article | undefined;
  /** Matches of search AND category; the featured article only when it is not shown as featured. */
  grid: Article[];
}

/** Case-insensitive substring match on title or excerpt. */
export function articleMatches(article: Article, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === '' || article.title.toLowerCase().includes(q) || article.excerpt.toLowerCase().includes(q);
}

/**
 * Blog list filtering: search AND category. With All and no search the featured article leads and
 * stays out of the grid (site.md §2.9, §4); otherwise it is an ordinary match, so every category and
 * search finds all of its articles, the featured one included.
 */
export function filterArticles(articles: readonly Article[], { search, category }: ArticleFilter): ArticleFilterResult {
  const showFeatured = category === 'All' && search.trim() === '';
  const featured = showFeatured ? articles.find((a) => a.featured) : undefined;
  const grid = articles.filter((a) => a !== featured && (category === 'All' || a.category === category) && articleMatches(a, search));
  return { featured, grid };
}
