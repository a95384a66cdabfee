import { useEffect } from 'react';

export const ERROR_FALLBACK = "We're sorry, but there was an error loading the application.";

/** The application-level error screen (site.md §2.1, §8); the error is logged to the console. */
export function ErrorScreen({ error }: { error?: unknown }) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <div className="error-screen" role="alert">
      <div className="error-card">
        <h1>Something went wrong</h1>
        <p>{ERROR_FALLBACK}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </div>
  );
}
