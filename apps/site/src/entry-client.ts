import { preloadOnIntent } from './islands/preloadOnIntent.js';
import { scheduleIslands, type IslandModule } from './islands/scheduleIslands.js';
import { markSignedIn } from './lib/markSignedIn.js';

// The pages are prerendered HTML with their CSS inlined; this script only makes the islands
// (src/islands/*) interactive, each when it matters. It loads no React itself: React DOM and an
// island's chunk are imported when that island hydrates (the prerender preloads the island chunks at low
// priority, and React DOM once the page has loaded and the visitor first moves).
const loaders = import.meta.glob<IslandModule>(['./islands/*.tsx', '!./islands/island.tsx', '!./islands/hydrateIsland.tsx', '!./islands/*.test.tsx']);

markSignedIn(document.documentElement, window.localStorage, window.location.hostname);
const root = document.getElementById('root')!;
if (import.meta.env.DEV && root.childElementCount === 0) void import('./devRender.js').then((m) => m.renderWholePage(root));
else {
  scheduleIslands(document, { loaders, loadHydrator: () => import('./islands/hydrateIsland.js') });
  preloadOnIntent(window);
}
