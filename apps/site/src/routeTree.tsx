import { type AsyncRouteComponent, createRootRoute, createRoute, lazyRouteComponent, Navigate, redirect } from '@tanstack/react-router';
import { SiteLayout } from './components/SiteLayout.js';
import { ErrorScreen } from './components/ErrorScreen.js';
import { LandingPage } from './routes/LandingPage.js';

// Code-based routes: the landing page is in the entry chunk (keeps / light and
// instant); every other page is its own chunk, loaded before hydration.
const rootRoute = createRootRoute({
  component: SiteLayout,
  errorComponent: ErrorScreen,
  // Unknown paths go to the landing page (site.md §8), as the server does.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function page<TPath extends string>(path: TPath, component: AsyncRouteComponent<unknown>) {
  return createRoute({ getParentRoute: () => rootRoute, path, component });
}

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LandingPage });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/home', component: LandingPage });

const blogArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/$id',
  // An id that matches no article goes back to the list (site.md §2.9).
  // The article list is loaded here rather than in the entry chunk, keeping / light.
  beforeLoad: async ({ params }) => {
    const { findArticle } = await import('./content/articles.js');
    if (!findArticle(params.id)) throw redirect({ to: '/blog', replace: true });
  },
  component: lazyRouteComponent(() => import('./routes/BlogArticlePage.js'), 'BlogArticlePage'),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  homeRoute,
  page('/features', lazyRouteComponent(() => import('./routes/FeaturesPage.js'), 'FeaturesPage')),
  page('/pricing', lazyRouteComponent(() => import('./routes/PricingPage.js'), 'PricingPage')),
  page('/analytics-platform', lazyRouteComponent(() => import('./routes/PlatformPage.js'), 'PlatformPage')),
  page('/api-docs', lazyRouteComponent(() => import('./routes/ApiDocsPage.js'), 'ApiDocsPage')),
  page('/about', lazyRouteComponent(() => import('./routes/AboutPage.js'), 'AboutPage')),
  page('/team', lazyRouteComponent(() => import('./routes/TeamPage.js'), 'TeamPage')),
  page('/careers', lazyRouteComponent(() => import('./routes/CareersPage.js'), 'CareersPage')),
  page('/blog', lazyRouteComponent(() => import('./routes/BlogPage.js'), 'BlogPage')),
  blogArticleRoute,
  page('/news', lazyRouteComponent(() => import('./routes/NewsPage.js'), 'NewsPage')),
  page('/help', lazyRouteComponent(() => import('./routes/HelpPage.js'), 'HelpPage')),
  page('/contact', lazyRouteComponent(() => import('./routes/ContactPage.js'), 'ContactPage')),
  page('/community', lazyRouteComponent(() => import('./routes/CommunityPage.js'), 'CommunityPage')),
  page('/status', lazyRouteComponent(() => import('./routes/StatusPage.js'), 'StatusPage')),
  page('/privacy', lazyRouteComponent(() => import('./routes/PrivacyPage.js'), 'PrivacyPage')),
  page('/terms', lazyRouteComponent(() => import('./routes/TermsPage.js'), 'TermsPage')),
  page('/cookies', lazyRouteComponent(() => import('./routes/CookiesPage.js'), 'CookiesPage')),
  page('/security', lazyRouteComponent(() => import('./routes/SecurityPage.js'), 'SecurityPage')),
]);
