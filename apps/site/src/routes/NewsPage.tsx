import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FilterButtons } from '../components/FilterButtons.js';
import { PageHero, Section } from '../components/PageHero.js';
import { mailto, PRESS_EMAIL } from '../content/links.js';
import { NEWS, NEWS_CATEGORIES, NEWS_YEARS } from '../content/news.js';
import type { NewsItem } from '../content/types.js';
import { filterNews } from '../lib/filterNews.js';
import { formatDate } from '../lib/formatDate.js';

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
      <Link to={item.link} className="read-more">
        Read the story<span className="visually-hidden">: {item.title}</span>
      </Link>
    </article>
  );
}

export function NewsPage() {
  const [category, setCategory] = useState('All');
  const [year, setYear] = useState('All');
  const items = filterNews(NEWS, { category, year });
  const featured = items.find((i) => i.featured);
  const rest = items.filter((i) => i !== featured);
  return (
    <>
      <PageHero eyebrow="News" title="News and announcements" lead="Product launches, new features and security updates from Tallyline." />
      <section className="section tight" aria-label="News items">
        <div className="container">
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
        </div>
      </section>
      <Section id="press" title="Press kit and media inquiries" tone="alt">
        <div className="grid grid-2">
          <article className="card">
            <h3>Press kit</h3>
            <p>Logos, product screenshots and a short company description. The download will be available soon.</p>
            <a className="btn btn-secondary" href="#press" aria-disabled="true">Press kit (coming soon)</a>
          </article>
          <article className="card">
            <h3>Media inquiries</h3>
            <p>Journalists and analysts can reach our press team directly.</p>
            <a className="btn btn-primary" href={mailto(PRESS_EMAIL, 'Media Inquiry')}>E-mail {PRESS_EMAIL}</a>
          </article>
        </div>
      </Section>
    </>
  );
}
