import { Toaster as SonnerToaster } from 'sonner';
import type { Theme } from '../theme/themePreference.js';

export interface ToasterProps {
  theme: Theme;
}

/** Toasts top-right (spec app.md §8), following the app's light/dark theme. */
export function Toaster({ theme }: ToasterProps) {
  return <SonnerToaster position="top-right" theme={theme} richColors closeButton />;
}
