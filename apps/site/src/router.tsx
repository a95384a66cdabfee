import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorScreen } from './components/ErrorScreen.js';
import { routeTree } from './routeTree.js';

/** The router of the prerender (memory history) and of the dev server's whole-page render. */
export function createSiteRouter(history: RouterHistory) {
  return createRouter({ routeTree, history, defaultErrorComponent: ErrorScreen });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>;
  }
}
