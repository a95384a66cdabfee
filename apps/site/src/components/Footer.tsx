import { Logo } from '@tallyline/ui';
import { CONTACT_EMAIL, FOOTER_COLUMNS, mailto } from '../content/links.js';
import './Footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>Privacy-first CSV analytics: dashboards, KPIs, portfolio, trends and reports, computed in your browser.</p>
          <p>
            <a href={mailto(CONTACT_EMAIL)}>{CONTACT_EMAIL}</a>
          </p>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title} className="footer-col">
            <h2>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.to}>
                  <a href={l.to}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        {/* The footer is static HTML written at build time (never hydrated): the year of the build. */}
        <p>© {new Date().getFullYear()} Tallyline. All rights reserved.</p>
        <p>Made for people who live in spreadsheets.</p>
      </div>
    </footer>
  );
}
