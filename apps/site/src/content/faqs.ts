import type { Faq } from './types.js';

/** Help centre FAQ: eight entries (site.md §3). */
export const HELP_FAQS: Faq[] = [
  { question: 'What file formats can I upload?', answer: 'CSV files only for now. Excel, JSON and direct database connections are coming. Files are parsed in your browser, so the data is not sent to our servers to be analysed.' },
  { question: 'How large can my file be?', answer: 'Up to 10MB on the Free tier, 100MB on Premium, and a custom limit on Enterprise. Signed in, the app also analyses CSV files up to 1GB in your browser: above 128MB the chart and the explorer use a sample of the rows, while the row count and column totals cover every row, and files up to 100MB are stored with a saved dataset.' },
  { question: 'Is my data stored?', answer: 'Processing happens in your browser and uploaded data is not stored unless you are signed in and choose to save a dataset, dashboard or portfolio to your account.' },
  { question: 'How are KPIs calculated?', answer: 'Each KPI uses the average of a numeric column as its current value and compares it with a target: at least 90% of the target is On Track, from 70% At Risk, below that Behind.' },
  { question: 'Can I share a dashboard with my team?', answer: 'Yes. A dashboard can be made public, or shared with invited users by e-mail with view or edit permission.' },
  { question: 'How do I export my report?', answer: 'The final step of the workflow produces a Markdown report that you can download and convert to PDF.' },
  { question: 'What plans are available?', answer: 'Free, Premium and Enterprise tiers. See the pricing page for the Starter, Professional and Enterprise plans and what each includes.' },
  { question: 'How do I create an API key?', answer: 'Open Settings → Account in the app and create a key with a read or read-write scope. The key is shown only once, so store it somewhere safe.' },
];

export const HELP_CATEGORIES: { title: string; description: string; articles: string[] }[] = [
  { title: 'Getting Started', description: 'Your first upload and a tour of the workflow.', articles: ['Create your account', 'Upload your first CSV', 'Understand the six steps', 'Navigate the workspace'] },
  { title: 'Data Management', description: 'Preparing, saving and deleting datasets.', articles: ['Prepare a clean CSV', 'Fix parsing warnings', 'Save a dataset to your account', 'Delete your data'] },
  { title: 'Visualizations', description: 'Charts, dashboards and reports.', articles: ['Choose the right chart', 'Customise a dashboard', 'Share a dashboard', 'Download your report'] },
  { title: 'Advanced Features', description: 'KPIs, trends, the API and security.', articles: ['Set KPI targets', 'Read trend forecasts', 'Use the REST API', 'Enable multi-factor authentication'] },
];
