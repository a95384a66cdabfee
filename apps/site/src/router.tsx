import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.js';
import { LoadingScreen } from './components/LoadingScreen.js';
import { ErrorScreen } from './components/ErrorScreen.js';

/** One router for the client (browser history) and the prerender (memory history). */
export function createSiteRouter(history: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingScreen,
    defaultPendingMs: 300,
    defaultErrorComponent: ErrorScreen,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>;
  }
}
