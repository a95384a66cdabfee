import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@tallyline/ui/theme.css';
import './styles/site.css';
import { AppErrorBoundary } from './components/AppErrorBoundary.js';
import { createSiteRouter } from './router.js';

const router = createSiteRouter(createBrowserHistory());
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>
);

// Load the current route's code first, so the first client render matches the prerendered HTML.
await router.load();
if (container.hasChildNodes()) {
  // Mark the router as hydrating server HTML (as TanStack's own SSR hydration does), so the
  // root renders without the Suspense boundary the server never emitted.
  router.ssr = { manifest: undefined };
  // As a transition, React hydrates in slices of a few milliseconds and yields in between,
  // instead of one long task that blocks input (TBT, issue 8). The page is already painted.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
