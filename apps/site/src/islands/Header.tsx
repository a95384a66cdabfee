import { ButtonLink, Logo, ThemeToggle, useTheme } from '@tallyline/ui';
import { useState } from 'react';
import { APP_AUTH_URL, APP_DASHBOARD_URL } from '../content/links.js';
import { island } from './island.js';
import './Header.css';

/** Every public navigation link of site.md §2.1 (the sign-in link is the button beside them). */
const NAV: { to: string; label: string }[] = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/analytics-platform', label: 'Platform' },
  { to: '/api-docs', label: 'API Docs' },
  { to: '/about', label: 'About' },
  { to: '/team', label: 'Team' },
  { to: '/careers', label: 'Careers' },
  { to: '/blog', label: 'Blog' },
  { to: '/news', label: 'News' },
];

/** Whether a nav link is the current page; a section owns its sub-pages (/blog for /blog/3). */
export function isCurrent(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/home';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The top bar: navigation, theme toggle, the sign-in or Dashboard link and the narrow-screen menu.
 * The same markup for every visitor (CSS picks the theme icon from <html data-theme> and the
 * Dashboard link from <html data-signed-in>), so the prerendered header is right before it hydrates,
 * which it does only when the visitor heads for it.
 */
export default function Header({ pathname }: { pathname: string }) {
  const { toggleTheme } = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/" className="brand">
          <Logo />
        </a>
        <nav aria-label="Main" className="main-nav" data-open={menuOpen} id="main-nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <a href={item.to} {...(isCurrent(item.to, pathname) ? { 'aria-current': 'page' } : {})}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <ThemeToggle onToggle={toggleTheme} />
          <ButtonLink className="signed-in-only" href={APP_DASHBOARD_URL} size="sm">
            Dashboard
          </ButtonLink>
          <ButtonLink className="signed-out-only hide-sm" href={APP_AUTH_URL} variant="ghost" size="sm">
            Sign In
          </ButtonLink>
          <ButtonLink className="signed-out-only" href={APP_AUTH_URL} size="sm">
            Get Started
          </ButtonLink>
          <button
            type="button"
            className="menu-btn"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}

export const HeaderIsland = island('Header', Header, { hydrate: 'interaction' });
