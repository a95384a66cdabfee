/** Static content shapes (site.md §3). All content is built into the pages. */
export type ArticleCategory = 'Analytics' | 'AI & ML' | 'Product Updates' | 'Industry Insights' | 'Tutorials';

export interface Article extends ArticleSummary {
  /** Trusted source, still sanitised with DOMPurify before rendering. */
  content: string;
}

/** An article without its body (what lists, meta tags and routing need). */
export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  category: ArticleCategory;
  readTime: string;
  image: string;
  featured: boolean;
}

export type NewsCategory = 'Product' | 'Feature' | 'Security';

export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  date: string;
  category: NewsCategory;
  source: string;
  link: string;
  featured: boolean;
}

export interface JobPosition {
  title: string;
  department: 'Engineering' | 'Design' | 'Marketing' | 'Data Science';
  location: 'Remote';
  type: 'Full-time';
  description: string;
  requirements: string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export type ServiceStatus = 'operational' | 'maintenance' | 'degraded' | 'outage';

