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

/** Where a brief notice's top edge sits at every width: 8 px under the app's 64 px sticky header (ui layout.css). */
export const TOAST_TOP = 'calc(64px + 8px)';

/**
 * Errors and retries bottom-right, brief notices top-center just under the header (`notify`), following the app's
 * light/dark theme. Top-right (spec app.md §8) put them over the header's user menu and notifications (issue 17)
 * and, under it, over the step header's actions; bottom-right put a step's success toast over the step's
 * "Continue to …" button (issue 14) and, on a phone, over the result just shown (issue 13). On a phone brief
 * notices are compact too (Toaster.css).
 */
export function Toaster({ theme }: ToasterProps) {
  return (
    <SonnerToaster
      position="bottom-right"
      offset={{ top: TOAST_TOP }}
      mobileOffset={{ top: TOAST_TOP }}
      theme={theme}
      richColors
      closeButton
      style={theme === 'light' ? LIGHT_RICH_TEXT : undefined}
    />
  );
}
