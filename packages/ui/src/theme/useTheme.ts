import { useCallback, useEffect, useState } from 'react';
import { applyTheme, initialTheme, type Theme } from './themePreference.js';

/** The current theme with set and toggle; changes are applied to <html> and saved. */
export function useTheme(): { theme: Theme; setTheme: (t: Theme) => void; toggleTheme: () => void } {
  const [theme, setThemeState] = useState<Theme>(() => (typeof document === 'undefined' ? 'light' : initialTheme()));
  useEffect(() => applyTheme(theme), [theme]);
  const setTheme = useCallback((t: Theme) => setThemeState(t), []);
  const toggleTheme = useCallback(() => setThemeState((t) => (t === 'dark' ? 'light' : 'dark')), []);
  return { theme, setTheme, toggleTheme };
}
