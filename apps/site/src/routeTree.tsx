import { createRootRoute, createRoute, lazyRouteComponent, Navigate, redirect, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ErrorScreen } from './components/ErrorScreen.js';
import { SiteLayout } from './components/SiteLayout.js';
import { findArticle } from './content/articles.js';

// Code-based routes, used by the prerender only (every navigation is a page load). Each page is
// its own chunk of the SSR build, whose CSS the prerender inlines into that page alone.
const rootRoute = createRootRoute({
  component: SiteLayout,
  errorComponent: ErrorScreen,
  // Unknown paths go to the landing page (site.md §8), as the server does.
  notFoundComponent: () => <Navigate to="/" replace />,
});

const PAGES = import.meta.glob<Record<string, ComponentType>>('./routes/*Page.tsx');

/** Where a route's page component lives; the prerender looks its CSS up in the build manifest. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    pageModule?: string;
  }
}

/** The lazy component and static data of a route showing `src/routes/<name>.tsx` (which exports `name`). */
function pageOf(name: string) {
  const load = PAGES[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module src/routes/${name}.tsx`);
  return { component: lazyRouteComponent(load, name), staticData: { pageModule: `src/routes/${name}.tsx` } };
}

function page<TPath extends string>(path: TPath, name: string): AnyRoute {
  return createRoute({ getParentRoute: () => rootRoute, path, ...pageOf(name) });
}

const blogArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/$id',
  // An id that matches no article goes back to the list (site.md §2.9).
  beforeLoad: ({ params }) => {
    if (!findArticle(params.id)) throw redirect({ to: '/blog', replace: true });
  },
  ...pageOf('BlogArticlePage'),
});

export const routeTree = rootRoute.addChildren([
  page('/', 'LandingPage'),
  page('/home', 'LandingPage'),
  page('/features', 'FeaturesPage'),
  page('/pricing', 'PricingPage'),
  page('/analytics-platform', 'PlatformPage'),
  page('/api-docs', 'ApiDocsPage'),
  page('/about', 'AboutPage'),
  page('/team', 'TeamPage'),
  page('/careers', 'CareersPage'),
  page('/blog', 'BlogPage'),
  blogArticleRoute,
  page('/news', 'NewsPage'),
  page('/help', 'HelpPage'),
  page('/contact', 'ContactPage'),
  page('/community', 'CommunityPage'),
  page('/status', 'StatusPage'),
  page('/privacy', 'PrivacyPage'),
  page('/terms', 'TermsPage'),
  page('/cookies', 'CookiesPage'),
  page('/security', 'SecurityPage'),
]);
