// Writes one static HTML file per public route from the SSR build (dist-ssr), plus
// sitemap.xml and robots.txt. Each page gets its title, description, social meta, the
// theme boot script (no theme flash), its own CSS inlined, a low-priority modulepreload of its
// islands' chunks and the list of React DOM's chunks, which the page preloads once it has loaded.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const SITE_URL = (process.env.SITE_URL ?? 'https://tallyline.example.com').replace(/\/$/, '');

const server = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);
const template = lowPriorityScripts(await readFile(join(dist, 'index.html'), 'utf8'));
const clientManifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const ssrManifest = JSON.parse(await readFile(join(root, 'dist-ssr', '.vite', 'manifest.json'), 'utf8'));
server.setPurifyWindow(new JSDOM('').window);

/** A chunk and every chunk it imports statically (not the entry), as manifest entries. */
function chunkWithImports(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry, ...(entry.imports ?? []).filter((imp) => !manifest[imp]?.isEntry).flatMap((imp) => chunkWithImports(manifest, imp, seen))];
}

const clientEntry = Object.keys(clientManifest).find((k) => clientManifest[k].isEntry);
const ssrEntry = Object.keys(ssrManifest).find((k) => ssrManifest[k].isEntry);
/** The code every island needs to hydrate: React DOM and src/islands/hydrateIsland.tsx. */
const hydratorChunks = chunkWithImports(clientManifest, 'src/islands/hydrateIsland.tsx');
if (hydratorChunks.length === 0) throw new Error('prerender: the client build has no src/islands/hydrateIsland.tsx chunk');

/**
 * The page's islands (src/islands/<name>.tsx, named by data-island in its HTML) are the only code
 * it runs, and only when each hydrates. Each island's chunk is preloaded with the page (at low
 * priority); React DOM and the hydration code, which every island needs and which outweigh the
 * rest tenfold, are listed in a meta that the entry preloads after load, at the visitor's first
 * pointer move, key, focus or scroll (src/islands/preloadOnIntent.ts): the first tap seldom waits for
 * the network, and neither the first paint nor a reader who never interacts pays for React. A name with no module fails the build rather than
 * shipping an island that never hydrates.
 */
function islandPreloads(html) {
  const names = new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]));
  const chunks = [...chunkWithImports(clientManifest, clientEntry).slice(1)];
  for (const name of names) {
    const key = `src/islands/${name}.tsx`;
    if (!clientManifest[key]) throw new Error(`prerender: island "${name}" has no module ${key}`);
    chunks.push(...chunkWithImports(clientManifest, key));
  }
  if (names.size === 0) return [];
  const afterLoad = [...new Set(hydratorChunks.map((c) => `/${c.file}`))];
  const upFront = [...new Set(chunks.map((c) => `/${c.file}`))].filter((f) => !afterLoad.includes(f));
  return [
    ...upFront.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}">`),
    `<meta name="${server.AFTER_LOAD_PRELOADS_META}" content="${afterLoad.join(' ')}">`,
  ];
}

/**
 * The page's CSS, inlined so the first paint needs no second request: what the layout imports (the
 * SSR entry chunk: theme tokens, base styles, header, footer, error screen) and what the page's own
 * chunk imports (its components, its islands). The SSR build wrote it per chunk (vite.config.ts).
 */
async function pageStyles(pageModule) {
  if (!ssrManifest[pageModule]) throw new Error(`prerender: the SSR build has no chunk for ${pageModule}`);
  const chunks = [...chunkWithImports(ssrManifest, ssrEntry), ...chunkWithImports(ssrManifest, pageModule)];
  const files = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const css = await Promise.all(files.map((f) => readFile(join(root, 'dist-ssr', f), 'utf8')));
  return `<style>${css.join('\n').replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The prerendered HTML is the whole page; the scripts only hydrate islands. Fetching them at low
 * priority keeps them from competing with the document for the first paint (and Lighthouse's
 * simulation then no longer counts them as render-blocking). Issue 8.
 */
function lowPriorityScripts(html) {
  const out = html.replace(/<script type="module" crossorigin src=/g, '<script type="module" fetchpriority="low" crossorigin src=');
  if (out === html) throw new Error('prerender: the module script tag of dist/index.html changed shape');
  return out;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function head(path, meta, html, pageModule) {
  const url = SITE_URL + (path === '/home' ? '/' : path);
  return [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}">`,
    `<meta name="color-scheme" content="light dark">`,
    `<meta property="og:site_name" content="Tallyline">`,
    `<meta property="og:type" content="${path.startsWith('/blog/') ? 'article' : 'website'}">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    `<meta property="og:image" content="${SITE_URL}/images/og.png">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${esc(meta.title)}">`,
    `<meta name="twitter:description" content="${esc(meta.description)}">`,
    // The one inline script (shared with the app): the theme before the first paint, no flash.
    `<script>${server.THEME_BOOT_SCRIPT}</script>`,
    await pageStyles(pageModule),
    ...islandPreloads(html),
  ].join('\n    ');
}

const paths = server.prerenderPaths();
for (const path of paths) {
  const { html, meta, pathname, pageModule } = await server.render(path);
  if (pathname !== path) throw new Error(`prerender: ${path} redirected to ${pathname}`);
  const page = template.replace('<!--app-head-->', await head(path, meta, html, pageModule)).replace('<!--app-html-->', html);
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
}

const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.filter((p) => p !== '/home').map((p) => `  <url><loc>${SITE_URL}${p}</loc><lastmod>${today}</lastmod></url>`).join('\n')}
</urlset>
`;
await writeFile(join(dist, 'sitemap.xml'), sitemap);
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /app/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
console.log(`prerendered ${paths.length} pages, sitemap.xml and robots.txt into dist/`);
