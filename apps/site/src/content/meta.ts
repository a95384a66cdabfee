import { ARTICLES, findArticle } from './articles.js';
import { articleTitle, PAGE_TITLES, titleFor } from './titles.js';

export interface PageMeta {
  title: string;
  description: string;
}

/** Descriptions of every public page, used by the prerender for the head tags. */
const DESCRIPTIONS: Record<string, string> = {
  '/':
    'Upload a CSV and get dashboards, KPIs, portfolio analysis, trends and a written report in six guided steps. Your data is processed in the browser.',
  '/features':
    'Dashboards, AI analytics, data integration, KPI tracking, portfolio management and trend analysis — everything Tallyline does with your CSV data.',
  '/pricing':
    'Starter, Professional and Enterprise plans, billed monthly or annually. Try Tallyline free for 14 days, no card needed.',
  '/analytics-platform':
    'How the Tallyline platform turns a CSV file into a dashboard, KPIs, trends and a report without your data leaving the browser.',
  '/api-docs':
    'Reference for the Tallyline REST API: authentication with API keys, rate limits, endpoints with schemas, and examples in curl, fetch and supabase-js.',
  '/about':
    'Why we build Tallyline, the values we work by, our timeline and the roadmap of what comes next.',
  '/team':
    'The people behind Tallyline and the roles we are hiring for.',
  '/careers':
    'Join Tallyline: seven remote, full-time roles in engineering, design, marketing and data science.',
  '/blog':
    'Guides and ideas on CSV analytics: dashboards, KPIs, portfolio analysis, trend detection and reporting.',
  '/news':
    'Product, feature and security announcements from Tallyline.',
  '/help':
    'Answers to common questions about uploading data, dashboards, KPIs, sharing and plans — or send us a message.',
  '/contact':
    'Questions about Tallyline, billing or your account? Send us a message and we will get back to you.',
  '/community':
    'The Tallyline community is coming soon: forums, expert Q&A and virtual events.',
  '/status':
    'Current status and 90-day uptime of every Tallyline service.',
  '/privacy':
    'What information Tallyline collects, how it is used and the rights you have over it.',
  '/terms':
    'The terms that govern your use of Tallyline.',
  '/cookies':
    'The essential, preference and analytics cookies Tallyline uses and how to control them.',
  '/security':
    'How Tallyline protects your account and data: encryption, password hashing, MFA and vulnerability reporting.',
};

/** Title and description for a pathname; article pages use the article's title and excerpt. */
export function metaFor(pathname: string): PageMeta {
  const blog = /^\/blog\/([^/]+?)\/?$/.exec(pathname);
  const article = blog ? findArticle(blog[1]!) : undefined;
  if (article) return { title: articleTitle(article.title), description: article.excerpt };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = path === '/home' || !(path in DESCRIPTIONS) ? '/' : path;
  return { title: titleFor(key) ?? PAGE_TITLES['/']!, description: DESCRIPTIONS[key]! };
}

/** Every route written to static HTML by the prerender (and listed in sitemap.xml). */
export function prerenderPaths(): string[] {
  return [...Object.keys(DESCRIPTIONS), '/home', ...ARTICLES.map((a) => `/blog/${a.id}`)];
}
