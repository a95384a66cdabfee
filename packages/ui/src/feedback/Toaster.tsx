import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import type { Theme } from '../theme/themePreference.js';

export interface ToasterProps {
  theme: Theme;
}

/**
 * Sonner's light rich colours put 45%-lightness text on a pale tint (about 4.3:1), under WCAG AA.
 * Inline custom properties outrank the stylesheet sonner injects, so these darker texts win.
 */
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 36%)',
} as CSSProperties;

/**
 * Toasts bottom-right, following the app's light/dark theme. Top-right (spec app.md §8) put them over
 * the header's user menu and notifications while they showed (issue 17); at the bottom they cover
 * no control of the header at any width.
 */
export function Toaster({ theme }: ToasterProps) {
  return (
    <SonnerToaster position="bottom-right" theme={theme} richColors closeButton style={theme === 'light' ? LIGHT_RICH_TEXT : undefined} />
  );
}
