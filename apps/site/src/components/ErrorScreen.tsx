import { ErrorScreen as SharedErrorScreen } from '@tallyline/ui';
import { useEffect } from 'react';

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_FALLBACK = "We're sorry, but there was an error loading the application.";

/**
 * The error screen of site.md §2.1 and §8 (the shared one from @tallyline/ui with the spec's texts);
 * the error is logged to the console. `inline` in place of one island rather than the whole page.
 */
export function ErrorScreen({ error, inline = false }: { error?: unknown; inline?: boolean }) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return <SharedErrorScreen title={ERROR_TITLE} message={ERROR_FALLBACK} actionLabel="Reload Page" onAction={() => window.location.reload()} inline={inline} />;
}
