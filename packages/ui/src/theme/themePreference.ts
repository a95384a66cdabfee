/** Spec app.md §3: the theme is kept locally under the key 'theme' with value light or dark. */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

/** The saved choice, else the system dark preference (spec app.md §4 "Theme"). */
export function initialTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): fall through to the system preference.
  }
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies the theme to <html> and remembers it across sessions. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but still applied.
  }
}

/**
 * Inline <script> for the document head so the first paint already has the right
 * theme (no light flash before hydration). Same rule as initialTheme().
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.dataset.theme=t}catch(e){}})();`;
