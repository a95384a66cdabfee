import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppErrorBoundary } from './components/AppErrorBoundary.js';
import { metaFor, prerenderPaths, type PageMeta } from './content/meta.js';
import { setPurifyWindow } from './lib/sanitizeHtml.js';
import { createSiteRouter } from './router.js';

export { THEME_BOOT_SCRIPT } from '@tallyline/ui';
export { AFTER_LOAD_PRELOADS_META } from './islands/attributes.js';
export { prerenderPaths, setPurifyWindow };

export interface RenderResult {
  html: string;
  meta: PageMeta;
  /** Where the router ended up (a redirect changes it). */
  pathname: string;
  /** The page component's module (src/routes/<Name>.tsx): the prerender inlines its CSS. */
  pageModule: string;
}

/** Renders one route to HTML with memory history, after its code and data are loaded (build time only). */
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
  const pageModule = router.state.matches.at(-1)?.staticData.pageModule;
  if (!pageModule) throw new Error(`render: ${url} matched no page`);
  return { html, meta: metaFor(pathname), pathname, pageModule };
}
