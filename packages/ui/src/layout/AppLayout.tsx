import { useEffect, useId, useState, type ReactNode } from 'react';
import './layout.css';

export interface AppLayoutProps {
  /** Sidebar content; on narrow screens it collapses behind a menu button. */
  sidebar: ReactNode;
  header: ReactNode;
  children: ReactNode;
  /** Accessible name of the sidebar navigation. */
  navLabel?: string;
  /** Changes when the page changes, closing the mobile menu. */
  locationKey?: string;
}

/** Sidebar + header + main. Below 900 px the sidebar becomes a toggled drawer. */
export function AppLayout({ sidebar, header, children, navLabel = 'Workflow', locationKey }: AppLayoutProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  useEffect(() => setOpen(false), [locationKey]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className={open ? 'tl-app tl-app--nav-open' : 'tl-app'}>
      <a className="tl-app__skip" href="#main-content">
        Skip to content
      </a>
      <nav id={navId} className="tl-app__sidebar" aria-label={navLabel}>
        {sidebar}
      </nav>
      {open ? <div className="tl-app__scrim" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <div className="tl-app__body">
        <header className="tl-app__header">
          <button
            type="button"
            className="tl-app__menu-button"
            aria-controls={navId}
            aria-expanded={open}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          {header}
        </header>
        <main id="main-content" className="tl-app__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
