// Writes one static HTML file per public route from the SSR build (dist-ssr), plus
// sitemap.xml and robots.txt. Each page gets its title, description, social meta, the
// theme boot script (no theme flash) and a modulepreload of each of its islands' chunks.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const SITE_URL = (process.env.SITE_URL ?? 'https://tallyline.example.com').replace(/\/$/, '');

const server = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);
// The stylesheet is small: inline it, so the first paint needs no second request.
const template = lowPriorityScripts(await inlineStylesheets(await readFile(join(dist, 'index.html'), 'utf8')));
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
server.setPurifyWindow(new JSDOM('').window);

/** A chunk and every chunk it imports (not the entry), as manifest entries. */
function chunkWithImports(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry, ...(entry.imports ?? []).filter((imp) => !manifest[imp]?.isEntry).flatMap((imp) => chunkWithImports(imp, seen))];
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/** The entry's static imports (vite's own modulepreload is off to keep the entry small). */
const entryImports = (manifest[entryKey].imports ?? []).flatMap((k) => chunkWithImports(k));

/**
 * The page's islands (src/islands/<name>.tsx, named by data-island in its HTML) are the only
 * code it runs: preload each island's chunk and imports along with the entry's, and inline the
 * CSS they bring (the theme toggle's), so that hydrating an island changes no style. A name
 * with no module fails the build rather than shipping an island that never hydrates.
 */
async function islandAssets(html) {
  const names = new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]));
  const chunks = [...entryImports];
  for (const name of names) {
    const key = `src/islands/${name}.tsx`;
    if (!manifest[key]) throw new Error(`prerender: island "${name}" has no module ${key}`);
    chunks.push(...chunkWithImports(key));
  }
  const scripts = [...new Set(chunks.map((c) => c.file))];
  const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  return [
    ...(await Promise.all(styles.map(async (f) => `<style>${await readFile(join(dist, f), 'utf8')}</style>`))),
    ...scripts.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`),
  ].join('\n    ');
}

/**
 * Site links are ordinary page loads (each page is static HTML). Chromium prefetches a page when
 * the pointer rests on its link, so the next page is usually there before the click.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/app/*' } }] }, eagerness: 'moderate' }],
});

/**
 * The prerendered HTML is the whole page; the scripts only hydrate it. Fetching them at low
 * priority keeps them from competing with the document for the first paint (and Lighthouse's
 * simulation then no longer counts them as render-blocking). Issue 8.
 */
function lowPriorityScripts(html) {
  const out = html.replace(/<script type="module" crossorigin src=/g, '<script type="module" fetchpriority="low" crossorigin src=');
  if (out === html) throw new Error('prerender: the module script tag of dist/index.html changed shape');
  return out;
}

async function inlineStylesheets(html) {
  let out = html;
  for (const [tag, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(join(dist, href), 'utf8');
    out = out.replace(tag, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return out;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function head(path, meta, html) {
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
    `<script>${server.THEME_BOOT_SCRIPT}</script>`,
    `<script type="speculationrules">${SPECULATION_RULES}</script>`,
    await islandAssets(html),
  ].filter(Boolean).join('\n    ');
}

const paths = server.prerenderPaths();
for (const path of paths) {
  const { html, meta, pathname } = await server.render(path);
  if (pathname !== path) throw new Error(`prerender: ${path} redirected to ${pathname}`);
  const page = template.replace('<!--app-head-->', await head(path, meta, html)).replace('<!--app-html-->', html);
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
