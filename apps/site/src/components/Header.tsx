import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { APP_AUTH_URL, APP_DASHBOARD_URL } from '../content/links.js';
import { Logo } from './Logo.js';
import { SiteThemeToggle } from './SiteThemeToggle.js';
import { useSignedIn } from './useSignedIn.js';

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

export function Header() {
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          <Logo />
        </Link>
        <nav aria-label="Main" className="main-nav" data-open={menuOpen} id="main-nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={{ exact: item.to === '/' }} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <SiteThemeToggle />
          {signedIn ? (
            <a className="btn btn-primary btn-sm" href={APP_DASHBOARD_URL}>
              Dashboard
            </a>
          ) : (
            <>
              <a className="btn btn-ghost btn-sm hide-sm" href={APP_AUTH_URL}>
                Sign In
              </a>
              <a className="btn btn-primary btn-sm" href={APP_AUTH_URL}>
                Get Started
              </a>
            </>
          )}
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
