/** Where links into the product go: the app lives under /app on the same origin (architecture.md §4). */
export const APP_AUTH_URL = '/app/auth';
export const APP_DASHBOARD_URL = '/app/dashboard';

export const CONTACT_EMAIL = 'hello@example.com';
export const CAREERS_EMAIL = 'careers@example.com';
export const PRESS_EMAIL = 'press@example.com';
export const SECURITY_EMAIL = 'security@example.com';
export const COMMUNITY_EMAIL = 'community@example.com';

/** A mailto: URL with an encoded subject. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

export interface NavLink {
  to: string;
  label: string;
}

/** Footer columns: every public route, the footer-only ones included (site.md §2.1). */
export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/analytics-platform', label: 'Analytics Platform' },
      { to: '/api-docs', label: 'API Documentation' },
      { to: '/status', label: 'System Status' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/team', label: 'Team' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blog' },
      { to: '/news', label: 'News' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help Centre' },
      { to: '/community', label: 'Community' },
      { to: '/contact', label: 'Contact' },
      { to: '/security', label: 'Security' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookies', label: 'Cookie Policy' },
    ],
  },
];
