import type { ArticleCategory, ArticleSummary } from './types.js';
// Small SVGs: Vite inlines them as data: URLs, so a card's image needs no request (and no cache policy).
import workflowImage from './images/blog/workflow.svg';
import aiImage from './images/blog/ai.svg';
import releaseImage from './images/blog/release.svg';
import kpiImage from './images/blog/kpi.svg';
import privacyImage from './images/blog/privacy.svg';
import trendsImage from './images/blog/trends.svg';

export const ARTICLE_CATEGORIES: ('All' | ArticleCategory)[] = ['All', 'Analytics', 'AI & ML', 'Product Updates', 'Industry Insights', 'Tutorials'];

/**
 * Six articles about the real workflow; only the first is featured (site.md §3).
 * The bodies live in articleBodies.ts so the entry chunk stays light; the article page joins them.
 */
export const ARTICLES: ArticleSummary[] = [
  {
    id: 1,
    title: 'From CSV to Report in Six Steps: A Complete Walkthrough',
    excerpt:
      'Follow one sales file through the whole Tallyline workflow — upload, dashboard, KPIs, portfolio, trend analysis and the final analytics report — and learn what each step does with your data.',
    author: 'Arjun, Founder & CEO',
    date: '2025-07-08',
    category: 'Tutorials',
    readTime: '12 min read',
    image: workflowImage,
    featured: true,
  },
  {
    id: 2,
    title: 'How AI Insights Answer Questions About Your Spreadsheet',
    excerpt:
      'Natural-language questions are only useful if the answers are grounded in your data. Here is how the AI insights box turns a question into a calculation you can check.',
    author: 'Meera, Data Science',
    date: '2025-08-19',
    category: 'AI & ML',
    readTime: '8 min read',
    image: aiImage,
    featured: false,
  },
  {
    id: 3,
    title: 'Tallyline 3.0: A Faster Workflow, Rolling Out Over Two Weeks',
    excerpt:
      'Version 3.0 brings a faster parser, a redesigned dashboard editor, saved portfolios and API keys. The upgrade reaches every account over the next two weeks.',
    author: 'Priya, Product',
    date: '2025-10-02',
    category: 'Product Updates',
    readTime: '6 min read',
    image: releaseImage,
    featured: false,
  },
  {
    id: 4,
    title: 'Choosing KPIs That Matter: Targets, Status and Honest Progress',
    excerpt:
      'A KPI is a promise about what you will watch. How to pick the measures, set targets you can defend and read the On Track, At Risk and Behind statuses.',
    author: 'Rahul, Analytics',
    date: '2025-09-10',
    category: 'Analytics',
    readTime: '10 min read',
    image: kpiImage,
    featured: false,
  },
  {
    id: 5,
    title: 'Why Privacy-First Analytics Is Becoming the Default',
    excerpt:
      'Sending raw customer data to yet another cloud service is getting harder to justify. Browser-side processing changes the trade-off between convenience and control.',
    author: 'Arjun, Founder & CEO',
    date: '2025-06-24',
    category: 'Industry Insights',
    readTime: '7 min read',
    image: privacyImage,
    featured: false,
  },
  {
    id: 6,
    title: 'Trend Analysis in Practice: 7d, 30d, 90d and 1y Views',
    excerpt:
      'The same series tells four different stories at four time ranges. A practical guide to anomalies, forecasts and choosing the right window for the question you are asking.',
    author: 'Meera, Data Science',
    date: '2025-11-05',
    category: 'Analytics',
    readTime: '20 min read',
    image: trendsImage,
    featured: false,
  },
];

/** The article with this id (number or numeric string), if any. */
export function findArticle(id: string | number): ArticleSummary | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : NaN;
  return ARTICLES.find((a) => a.id === n);
}
