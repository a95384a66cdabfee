import type { NewsCategory, NewsItem } from './types.js';

export const NEWS_CATEGORIES: ('All' | NewsCategory)[] = ['All', 'Product', 'Feature', 'Security'];
/** The year dropdown offers only 2024 (site.md §2.10), besides all years. */
export const NEWS_YEARS = ['All', '2024'];

/** Four items, January to March 2024; only the first is featured; they link to /blog/1–4. */
export const NEWS: NewsItem[] = [
  {
    id: 1,
    title: 'Tallyline opens its guided analytics workflow to early testers',
    summary: 'The six-step workflow — upload, dashboard, KPIs, portfolio, trends and report — is available to a first group of testers, with all processing done in the browser.',
    date: '2024-03-18',
    category: 'Product',
    source: 'Tallyline Newsroom',
    link: '/blog/1',
    featured: true,
  },
  {
    id: 2,
    title: 'Ask questions about your data in plain English',
    summary: 'AI insights answer natural-language questions with the column and calculation they used, so every answer can be checked.',
    date: '2024-02-27',
    category: 'Feature',
    source: 'Tallyline Newsroom',
    link: '/blog/2',
    featured: false,
  },
  {
    id: 3,
    title: 'Release notes: faster parsing and saved dashboards',
    summary: 'Large CSV files now load in a background worker and dashboards can be saved to your account and shared by e-mail invitation.',
    date: '2024-02-06',
    category: 'Product',
    source: 'Tallyline Newsroom',
    link: '/blog/3',
    featured: false,
  },
  {
    id: 4,
    title: 'Multi-factor authentication for every account',
    summary: 'Protect your account with an authenticator app. Passwords are hashed with bcrypt and all traffic uses TLS.',
    date: '2024-01-22',
    category: 'Security',
    source: 'Tallyline Security',
    link: '/blog/4',
    featured: false,
  },
];
