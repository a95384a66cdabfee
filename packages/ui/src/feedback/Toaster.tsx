import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import type { Theme } from '../theme/themePreference.js';
import './Toaster.css';

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

/** On a phone, where a brief notice's top edge sits: 8 px under the app's 64 px sticky header (ui layout.css). */
export const NARROW_TOAST_TOP = 'calc(64px + 8px)';

/**
 * Toasts bottom-right, following the app's light/dark theme. Top-right (spec app.md §8) put them over
 * the header's user menu and notifications while they showed (issue 17); at the bottom they cover
 * no control of the header at any width. On a phone a full-width toast at the bottom covered the result
 * the user had just asked for (issue 13: a step's success toast over its Groups card), so brief notices go
 * top-center there, compact, just under the header (`notify`, Toaster.css); errors stay at the bottom.
 */
export function Toaster({ theme }: ToasterProps) {
  return (
    <SonnerToaster
      position="bottom-right"
      mobileOffset={{ top: NARROW_TOAST_TOP }}
      theme={theme}
      richColors
      closeButton
      style={theme === 'light' ? LIGHT_RICH_TEXT : undefined}
    />
  );
}
