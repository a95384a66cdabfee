import { toast, type ExternalToast } from 'sonner';

/** Toast durations of spec app.md §8: success about 2 s, error about 4 s. */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;

/** Sonner's own phone breakpoint: below it a toast spans the screen's width. */
export const NARROW_TOAST_QUERY = '(max-width: 600px)';

/**
 * Where a brief notice goes. On a phone a full-width toast at the bottom covered the figures the user had just
 * asked for (a step's result arrives with its success toast: the Groups card at 375 px). There it goes to the
 * top — the spec's side (app.md §8) — just under the sticky header (never over its controls, issue 17), compact
 * (Toaster.css), above the step's cards, charts and tables. Wider screens keep the Toaster's bottom-right.
 * Errors stay at the bottom at every width: they announce no result, and a retry waits until it is used.
 */
function briefPlace(): Pick<ExternalToast, 'position'> {
  const narrow = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_TOAST_QUERY).matches;
  return narrow ? { position: 'top-center' } : {};
}

/**
 * Shows a toast in the app's Toaster; success and error use the spec's durations.
 * `retry` is an error toast with a button that re-runs what failed: it stays until the button or
 * its close button is used, so a failed save is never missed.
 */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS, ...briefPlace() }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
  info: (message: string) => toast(message, { duration: TOAST_SUCCESS_MS, ...briefPlace() }),
  retry: (message: string, onRetry: () => void, label = 'Retry') =>
    toast.error(message, { duration: Infinity, closeButton: true, action: { label, onClick: () => onRetry() } }),
};
