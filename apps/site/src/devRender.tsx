import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './components/AppErrorBoundary.js';
import { createSiteRouter } from './router.js';

/**
 * `vite` dev server only: there is no prerendered HTML, so render the whole page in the browser
 * with the router (islands render as ordinary components inside it). Production never loads this.
 */
export async function renderWholePage(container: HTMLElement): Promise<void> {
  const router = createSiteRouter(createBrowserHistory());
  await router.load();
  createRoot(container).render(
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>,
  );
}
