// @tallyline/ui — shared React components. Renders only; no business logic, no stores, no backend.
export { ThemeToggle } from './theme/ThemeToggle.js';
export type { ThemeToggleProps } from './theme/ThemeToggle.js';
export { useTheme } from './theme/useTheme.js';
export { applyTheme, initialTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from './theme/themePreference.js';
export type { Theme } from './theme/themePreference.js';
