import '@tallyline/ui/theme.css';
import './styles/site.css';
import { hydrateIslands, type IslandModule } from './islands/hydrate.js';

// The pages are prerendered HTML; only their islands (src/islands/*) load code and hydrate.
// Each island is its own chunk, fetched when a page has it (the prerender also preloads them).
const loaders = import.meta.glob<IslandModule>(['./islands/*.tsx', '!./islands/island.tsx', '!./islands/*.test.tsx']);

const root = document.getElementById('root')!;
if (import.meta.env.DEV && root.childElementCount === 0) void import('./devRender.js').then((m) => m.renderWholePage(root));
else void hydrateIslands(document, loaders);
