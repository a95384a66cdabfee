import { useState } from 'react';
import { ArticleCard } from '../components/ArticleCard.js';
import { EmailSignup } from '../components/EmailSignup.js';
import { FilterButtons } from '../components/FilterButtons.js';
import { PageHero } from '../components/PageHero.js';
import { ARTICLE_CATEGORIES, ARTICLES } from '../content/articles.js';
import { filterArticles } from '../lib/filterArticles.js';

export function BlogPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('All');
  const { featured, grid } = filterArticles(ARTICLES, { search, category });
  return (
    <>
      <PageHero eyebrow="Blog" title="Insights on data, analytics and the workflow" lead="Practical guides and product news from the Tallyline team." />
      <section className="section tight" aria-label="Articles">
        <div className="container">
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
          <EmailSignup title="Get new articles by e-mail" text="One e-mail when we publish, nothing else." button="Subscribe" />
        </div>
      </section>
    </>
  );
}
