import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Config } from '../context.js';
import { type FileEncoding, isCompressible, negotiateEncoding, PRECOMPRESSED } from './encoding.js';
import { OLD_SHARE_PATH, oldShareLink } from './oldShareLink.js';
import { pagePolicyFor, SCRIPT_POLICY } from './securityHeaders.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.csv': 'text/csv; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Resolves `rel` inside `root`, refusing anything that escapes it. Returns the file path if it is a regular file. */
export async function findFile(root: string, rel: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const s = await stat(full);
    if (s.isFile()) return full;
    if (s.isDirectory()) {
      const index = join(full, 'index.html');
      const si = await stat(index).catch(() => null);
      if (si?.isFile()) return index;
    }
  } catch {
    // missing
  }
  return null;
}

/** Hashed build assets are immutable; HTML and everything else is revalidated. */
function cacheControl(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  if (/[\\/]assets[\\/]/.test(file) || /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|avif)$/.test(file)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}

/** The precompressed sibling of `file` the client accepts best (`x.js.br`, `x.js.gz`), if the build wrote one. */
async function precompressedVariant(c: Context, file: string): Promise<{ path: string; size: number; encoding: FileEncoding } | null> {
  const found: { path: string; size: number; encoding: FileEncoding }[] = [];
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const s = await stat(file + suffix).catch(() => null);
    if (s?.isFile()) found.push({ path: file + suffix, size: s.size, encoding });
  }
  const chosen = negotiateEncoding(c.req.header('Accept-Encoding'), found.map((f) => f.encoding));
  return found.find((f) => f.encoding === chosen) ?? null;
}

/**
 * Sends a build file. Compressible types get `Vary: Accept-Encoding` and, when the build
 * wrote one, the precompressed `.br`/`.gz` sibling the client accepts (no CPU per request);
 * anything else compressible is left to the `compress()` fallback on the routes below.
 */
export async function sendFile(c: Context, file: string, status: 200 | 404 = 200): Promise<Response> {
  const s = await stat(file);
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const variant = isCompressible(type) ? await precompressedVariant(c, file) : null;
  const headers = new Headers({
    'Content-Type': type,
    'Content-Length': String(variant?.size ?? s.size),
    'Cache-Control': cacheControl(file),
    'Last-Modified': s.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (type.startsWith('text/html')) headers.set('Content-Security-Policy', await pagePolicyFor(file, s.mtimeMs));
  else if (type.startsWith('text/javascript')) headers.set('Content-Security-Policy', SCRIPT_POLICY);
  if (isCompressible(type)) headers.set('Vary', 'Accept-Encoding');
  if (variant) headers.set('Content-Encoding', variant.encoding);
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(variant?.path ?? file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

/**
 * On-the-fly gzip for what has no precompressed file (a build without them, the
 * "not built" notice). Skips responses that already carry a Content-Encoding,
 * HEAD, bodies under 1 KB and non-compressible types (images, fonts).
 */
const compressFallback = compress({ threshold: 1024 });

function notBuilt(c: Context, what: string, cmd: string): Response {
  return c.text(`The ${what} has not been built yet. Run \`${cmd}\` (or \`pnpm start\` from the repository root).\n`, 200, {
    'Cache-Control': 'no-store',
  });
}

/** `/app` and `/app/*`: the file if it exists in the app build, else its index.html (SPA fallback). */
export function appRoutes(config: Config): Hono {
  const r = new Hono();
  r.on(['GET', 'HEAD'], '/app', (c) => c.redirect('/app/', 301));
  r.on(['GET', 'HEAD'], '/app/*', compressFallback, async (c) => {
    const rel = c.req.path.slice('/app/'.length);
    // A share link by dashboard id (before share tokens): a clear "no longer valid", built or not.
    if (OLD_SHARE_PATH.test(rel)) return oldShareLink(c);
    if (rel) {
      const file = await findFile(config.appDir, rel);
      if (file && !file.endsWith(`${sep}index.html`)) return sendFile(c, file);
      // A missing asset is a 404, not the SPA shell (a stale tab would otherwise parse HTML as JS).
      if (/\.(js|mjs|css|map|png|jpe?g|svg|webp|avif|ico|woff2?|wasm)$/i.test(rel)) return c.text('Not found', 404);
    }
    const index = await findFile(config.appDir, 'index.html');
    if (!index) return notBuilt(c, 'app', 'pnpm --filter @tallyline/web build');
    return sendFile(c, index);
  });
  return r;
}

/**
 * The prerendered site: `/` and `/home` are the landing page, `/<route>` is
 * `<route>/index.html`, other files are served as they are; a path with no
 * file → 302 `/`, except `/blog/<unknown id>` → 302 `/blog`.
 */
export function siteRoutes(config: Config): Hono {
  const r = new Hono();
  r.on(['GET', 'HEAD'], '*', compressFallback, async (c) => {
    const path = c.req.path;
    if (path === '/' || path === '/home' || path === '/home/' || path === '/index.html') {
      const index = await findFile(config.siteDir, 'index.html');
      if (!index) return notBuilt(c, 'site', 'pnpm --filter @tallyline/site build');
      return sendFile(c, index);
    }
    const rel = path.replace(/^\/+/, '').replace(/\/+$/, '');
    const file = rel ? await findFile(config.siteDir, rel) : null;
    if (file) return sendFile(c, file);
    if (/^blog\/[^/]+$/.test(rel)) return c.redirect('/blog', 302);
    return c.redirect('/', 302);
  });
  return r;
}
