import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { titleFor } from '../content/titles.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';

/** Shared header and footer around every public page; keeps the document title in step on navigation. */
export function SiteLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    // Static pages; an article page sets its own title.
    const title = titleFor(pathname);
    if (title) document.title = title;
  }, [pathname]);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
