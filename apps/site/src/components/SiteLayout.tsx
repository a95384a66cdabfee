import '@tallyline/ui/theme.css';
import '../styles/base.css';
import '../styles/layout.css';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { HeaderIsland } from '../islands/Header.js';
import { Footer } from './Footer.js';

/** Shared header and footer around every public page (rendered by the prerender; the header is an island). */
export function SiteLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <HeaderIsland pathname={pathname} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
