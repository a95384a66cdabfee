/** Document titles of the static pages (the client updates the title on navigation). */
const SUFFIX = ' | Tallyline';

export const PAGE_TITLES: Record<string, string> = {
  '/': 'Tallyline — CSV analytics in your browser',
  '/features': 'Features' + SUFFIX,
  '/pricing': 'Pricing' + SUFFIX,
  '/analytics-platform': 'Analytics Platform' + SUFFIX,
  '/api-docs': 'API Documentation' + SUFFIX,
  '/about': 'About' + SUFFIX,
  '/team': 'Team' + SUFFIX,
  '/careers': 'Careers' + SUFFIX,
  '/blog': 'Blog' + SUFFIX,
  '/news': 'News' + SUFFIX,
  '/help': 'Help Centre' + SUFFIX,
  '/contact': 'Contact' + SUFFIX,
  '/community': 'Community' + SUFFIX,
  '/status': 'System Status' + SUFFIX,
  '/privacy': 'Privacy Policy' + SUFFIX,
  '/terms': 'Terms of Service' + SUFFIX,
  '/cookies': 'Cookie Policy' + SUFFIX,
  '/security': 'Security' + SUFFIX,
};

/** The title for a static page path (/home is the landing page); undefined for article and unknown paths. */
export function titleFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_TITLES[path === '/home' ? '/' : path];
}

/** An article page's title. */
export function articleTitle(title: string): string {
  return title + SUFFIX;
}
