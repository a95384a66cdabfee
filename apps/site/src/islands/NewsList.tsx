import { useState } from 'react';
import { FilterButtons } from '../components/FilterButtons.js';
import { NEWS, NEWS_CATEGORIES, NEWS_YEARS } from '../content/news.js';
import type { NewsItem } from '../content/types.js';
import { filterNews } from '../lib/filterNews.js';
import { formatDate } from '../lib/formatDate.js';
import { island } from './island.js';
import './NewsList.css';

function NewsCard({ item, featured = false }: { item: NewsItem; featured?: boolean }) {
  const Title = featured ? 'h2' : 'h3';
  return (
    <article className={featured ? 'card news-card featured' : 'card news-card'}>
      <p className="article-meta">
        <span className="pill">{item.category}</span>
        <time dateTime={item.date}>{formatDate(item.date)}</time>
        <span>{item.source}</span>
      </p>
      <Title>{item.title}</Title>
      <p>{item.summary}</p>
      <a href={item.link} className="read-more">
        Read the story<span className="visually-hidden">: {item.title}</span>
      </a>
    </article>
  );
}

/** The news page's category and year filters over the featured item and the grid. */
export default function NewsList() {
  const [category, setCategory] = useState('All');
  const [year, setYear] = useState('All');
  const items = filterNews(NEWS, { category, year });
  const featured = items.find((i) => i.featured);
  const rest = items.filter((i) => i !== featured);
  return (
    <>
      <div className="filters">
        <FilterButtons label="Filter by category" options={NEWS_CATEGORIES} value={category} onChange={setCategory} />
        <label className="select-label">
          <span>Year</span>
          <select value={year} onChange={(e) => setYear(e.target.value)}>
            {NEWS_YEARS.map((y) => (
              <option key={y} value={y}>{y === 'All' ? 'All years' : y}</option>
            ))}
          </select>
        </label>
      </div>
      {items.length === 0 && <p className="empty" role="status">No news items found for the selected filters.</p>}
      {featured && <NewsCard item={featured} featured />}
      {rest.length > 0 && (
        <div className="grid grid-3 article-grid">
          {rest.map((i) => <NewsCard key={i.id} item={i} />)}
        </div>
      )}
    </>
  );
}

export const NewsListIsland = island('NewsList', NewsList, { hydrate: 'interaction' });
