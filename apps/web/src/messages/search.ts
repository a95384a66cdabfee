/** Texts of the header search (spec app.md §2 search box; issue 17: it finds things). */
export const SEARCH = {
  label: 'Search datasets, dashboards, steps, settings and help',
  noResults: (q: string) => `No results for "${q}"`,
  count: (n: number) => `${n} ${n === 1 ? 'result' : 'results'} available. Use the up and down arrows to choose, Enter to open.`,
  searching: 'Searching…',
  groups: { dataset: 'Saved datasets', dashboard: 'Saved dashboards', step: 'Workflow steps', settings: 'Settings', help: 'Help' },
  stepDetail: (n: number) => `Step ${n} of 6`,
  failed: 'Your saved datasets and dashboards could not be searched.',
  retryDetail: 'Choose to try again',
} as const;

/** Settings pages the search finds: each is a tab of /app/settings. */
export const SETTINGS_PAGES = [
  { tab: 'profile', label: 'Profile', keywords: 'name email phone photo avatar picture' },
  { tab: 'security', label: 'Security', keywords: 'password two-factor 2fa authenticator recovery codes' },
  { tab: 'appearance', label: 'Appearance', keywords: 'theme dark light mode' },
  { tab: 'account', label: 'Account', keywords: 'plan api keys sign out everywhere sessions' },
] as const;

/**
 * Help articles the search finds: the questions of the website's help centre (/help, apps/site
 * content/faqs.ts; a unit test keeps the two lists equal) and its pages.
 */
export const HELP_ARTICLES = [
  { label: 'Help Center', href: '/help' },
  { label: 'API documentation', href: '/api-docs' },
  { label: 'What file formats can I upload?', href: '/help#faq' },
  { label: 'How large can my file be?', href: '/help#faq' },
  { label: 'Is my data stored?', href: '/help#faq' },
  { label: 'How are KPIs calculated?', href: '/help#faq' },
  { label: 'Can I share a dashboard with my team?', href: '/help#faq' },
  { label: 'How do I export my report?', href: '/help#faq' },
  { label: 'What plans are available?', href: '/help#faq' },
  { label: 'How do I create an API key?', href: '/help#faq' },
] as const;
