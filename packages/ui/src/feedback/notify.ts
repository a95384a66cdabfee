import { toast, type ExternalToast } from 'sonner';

/** Toast durations of spec app.md §8: success about 2 s, error about 4 s. */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;

/**
 * Where a brief notice (success, info) goes: top-center, just under the sticky header (Toaster's offsets), at
 * every width. A step's success toast arrives with the step's result and its "Continue to …" button: at the
 * bottom-right (issue 17's place) it lay over that button at 1280 px when the page was scrolled to its end — a
 * click on Continue in the toast's 2 s went to the toast (issue 14: refresh.spec stayed on Portfolio) — and at
 * 375 px over the Groups card just shown (issue 13). Top-right (spec app.md §8) covered the step header's
 * actions. Errors and retries keep the Toaster's bottom-right: they announce no result, and a retry waits there.
 */
const BRIEF: Pick<ExternalToast, 'position'> = { position: 'top-center' };

/**
 * Shows a toast in the app's Toaster; success and error use the spec's durations.
 * `retry` is an error toast with a button that re-runs what failed: it stays until the button or
 * its close button is used, so a failed save is never missed.
 */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS, ...BRIEF }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
  info: (message: string) => toast(message, { duration: TOAST_SUCCESS_MS, ...BRIEF }),
  retry: (message: string, onRetry: () => void, label = 'Retry') =>
    toast.error(message, { duration: Infinity, closeButton: true, action: { label, onClick: () => onRetry() } }),
};
