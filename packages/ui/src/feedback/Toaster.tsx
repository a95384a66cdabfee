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

/** Toasts top-right (spec app.md §8), following the app's light/dark theme. */
export function Toaster({ theme }: ToasterProps) {
  return (
    <SonnerToaster position="top-right" theme={theme} richColors closeButton style={theme === 'light' ? LIGHT_RICH_TEXT : undefined} />
  );
}
