import { useState } from 'react';
import { ArticleCard } from '../components/ArticleCard.js';
import { FilterButtons } from '../components/FilterButtons.js';
import { ARTICLE_CATEGORIES, ARTICLES } from '../content/articles.js';
import { filterArticles } from '../lib/filterArticles.js';
import { island } from './island.js';

/** The blog's search and category filters over the featured article and the grid. */
export default function BlogArticles() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('All');
  const { featured, grid } = filterArticles(ARTICLES, { search, category });
  return (
    <>
      <div className="filters">
        <label className="search">
          <span className="visually-hidden">Search articles</span>
          <input type="search" placeholder="Search articles..." value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <FilterButtons label="Filter by category" options={ARTICLE_CATEGORIES} value={category} onChange={setCategory} />
      </div>
      {featured && <ArticleCard article={featured} featured />}
      {grid.length > 0 ? (
        <div className="grid grid-3 article-grid">
          {grid.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </div>
      ) : (
        !featured && <p className="empty" role="status">No articles found matching your criteria.</p>
      )}
    </>
  );
}

export const BlogArticlesIsland = island('BlogArticles', BlogArticles, { hydrate: 'interaction' });
