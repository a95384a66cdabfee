import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.js';

/** The app lives under /app on the same origin as the site and the backend. */
export const router = createRouter({
  routeTree,
  basepath: '/app',
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
