import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../context.js';

/**
 * The page policy of the site and the app (issue 14: no CSP, and the app could be framed).
 * Scripts only from this origin plus the page's own inline scripts by hash (the theme boot
 * script); styles may be inline (prerendered style attributes); images also as data:/blob:
 * URLs (the MFA QR code, chart exports); workers from this origin or blob:; nothing may
 * frame a page, and nothing is posted elsewhere.
 */
export function pagePolicy(inlineScriptHashes: readonly string[]): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((h) => `'sha256-${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything that is not a page (API answers, stored files): no scripts, no framing, sandboxed if opened. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The scripts of the site's and the app's own builds. A page's policy does not reach a dedicated worker:
 * it runs under the policy its script was served with, and the non-page policy's sandbox gave the app's
 * parse worker an opaque origin, which IndexedDB refuses (the worker keeps the dataset for a reload,
 * issue 15). So: scripts from this origin only, nothing else loaded, not sandboxed.
 */
export const SCRIPT_POLICY = "default-src 'none'; script-src 'self'; frame-ancestors 'none'";

/** The base64 SHA-256 of each inline `<script>` of an HTML document (those without src). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    // Data blocks (JSON-LD and the like) are not run, so CSP does not apply to them.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.push(createHash('sha256').update(m[2] ?? '', 'utf8').digest('base64'));
  }
  return hashes;
}

const policies = new Map<string, { mtimeMs: number; policy: string }>();

/** The policy for one HTML file of a build, its inline scripts hashed once per version of the file. */
export async function pagePolicyFor(file: string, mtimeMs: number): Promise<string> {
  const cached = policies.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.policy;
  const policy = pagePolicy(inlineScriptHashes(await readFile(file, 'utf8')));
  policies.set(file, { mtimeMs, policy });
  return policy;
}

/**
 * Headers on every answer: pages carry their own CSP (static.ts); anything else gets the
 * non-page policy. No referrer leaves (a share link's path is its secret), no powerful
 * features, no framing for older browsers either, and HSTS when the public URL is https.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): MiddlewareHandler {
  const hsts = config.publicUrl?.startsWith('https:') ?? false;
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', NON_PAGE_POLICY);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    if (hsts) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
