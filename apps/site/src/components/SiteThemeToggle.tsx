import { ThemeToggle, useTheme } from '@tallyline/ui';
import { useEffect, useState } from 'react';

/**
 * The shared theme toggle, rendered after hydration: the prerendered HTML cannot know the
 * visitor's theme (the head boot script already applied it), so a same-size placeholder
 * keeps the markup identical between server and first client render.
 */
export function SiteThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <span className="theme-toggle-placeholder" aria-hidden="true" />;
  return <ThemeToggle theme={theme} onToggle={toggleTheme} />;
}
