import { toast } from 'sonner';

/** Toast durations of spec app.md §8: success about 2 s, error about 4 s. */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;

/**
 * Shows a toast in the app's Toaster; success and error use the spec's durations.
 * `retry` is an error toast with a button that re-runs what failed: it stays until the button or
 * its close button is used, so a failed save is never missed.
 */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
  info: (message: string) => toast(message, { duration: TOAST_SUCCESS_MS }),
  retry: (message: string, onRetry: () => void, label = 'Retry') =>
    toast.error(message, { duration: Infinity, closeButton: true, action: { label, onClick: () => onRetry() } }),
};
