import { getRouteApi } from '@tanstack/react-router';
import { getArticle } from '../content/articleBodies.js';
import { formatDate } from '../lib/formatDate.js';
import { sanitizeHtml } from '../lib/sanitizeHtml.js';
import '../styles/prose.css';

const route = getRouteApi('/blog/$id');

/** A single article; unknown ids never get here (the route redirects to /blog). */
export function BlogArticlePage() {
  const { id } = route.useParams();
  const article = getArticle(id);
  if (!article) return null;
  const html = sanitizeHtml(article.content);
  return (
    <article className="article">
      <div className="container narrow">
        <a href="/blog" className="back-link">← Back to Blog</a>
        <p className="article-meta">
          <span className="pill">{article.category}</span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span>{article.author}</span>
          <span>{article.readTime}</span>
        </p>
        <h1>{article.title}</h1>
        <p className="lead">{article.excerpt}</p>
        <img className="article-image" src={article.image} alt="" width="1280" height="720" />
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </article>
  );
}
