import type { ArticleSummary as Article } from '../content/types.js';
import { formatDate } from '../lib/formatDate.js';
import './ArticleCard.css';

/** A blog card: image, category, date, author, title, excerpt, read time and a Read More link. */
export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  return (
    <article className={featured ? 'card article-card featured' : 'card article-card'}>
      <img src={article.image} alt="" width="640" height="360" {...(featured ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })} />
      <div className="article-body">
        <p className="article-meta">
          <span className="pill">{article.category}</span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        {featured ? <h2>{article.title}</h2> : <h3>{article.title}</h3>}
        <p>{article.excerpt}</p>
        <p className="article-foot">
          <span>{article.author}</span>
          <span>{article.readTime}</span>
        </p>
        <a href={`/blog/${article.id}`} className="read-more">
          Read More<span className="visually-hidden">: {article.title}</span>
        </a>
      </div>
    </article>
  );
}
