import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppErrorBoundary } from './components/AppErrorBoundary.js';
import { metaFor, prerenderPaths, type PageMeta } from './content/meta.js';
import { setPurifyWindow } from './lib/sanitizeHtml.js';
import { createSiteRouter } from './router.js';

export { THEME_BOOT_SCRIPT } from '@tallyline/ui';
export { prerenderPaths, setPurifyWindow };

export interface RenderResult {
  html: string;
  meta: PageMeta;
  /** Where the router ended up (a redirect changes it). */
  pathname: string;
}

/** Renders one route to HTML with memory history, after its code and data are loaded. */
export async function render(url: string): Promise<RenderResult> {
  const router = createSiteRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = renderToString(
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </StrictMode>,
  );
  const pathname = router.state.location.pathname;
  return { html, meta: metaFor(pathname), pathname };
}
