import './ThemeToggle.css';

export interface ThemeToggleProps {
  onToggle: () => void;
}

/**
 * A button that switches light/dark. Its icon and name show the theme it switches to, chosen by CSS
 * from <html data-theme> (set before the first paint): the markup is the same whatever the theme, so
 * a page prerendered before the visitor's theme is known is right from the start.
 */
export function ThemeToggle({ onToggle }: ThemeToggleProps) {
  return (
    <button type="button" className="tl-theme-toggle" onClick={onToggle}>
      <svg className="tl-theme-toggle__to-light" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg className="tl-theme-toggle__to-dark" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <span className="tl-theme-toggle__to-light visually-hidden">Switch to light mode</span>
      <span className="tl-theme-toggle__to-dark visually-hidden">Switch to dark mode</span>
    </button>
  );
}
