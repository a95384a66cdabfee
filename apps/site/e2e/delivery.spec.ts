import { request } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// How the built site reaches the browser (issue 8): compressed, cached, and with a small
// initial script. Raw node:http, because fetch and Playwright decode the body themselves.

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/**
 * The scripts a prerendered page loads without an interaction: its module entry and its modulepreloads
 * (with the page), and the chunks its after-load meta lists (React DOM, preloaded once the page has loaded).
 */
function initialScripts(html: string): { tag: string; path: string; afterLoad: boolean }[] {
  const withPage = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="(\/[^"]+\.js)"[^>]*>/g)];
  const meta = /<meta name="tallyline-after-load-preloads" content="([^"]*)">/.exec(html);
  return [
    ...withPage.map((m) => ({ tag: m[0], path: m[1]!, afterLoad: false })),
    ...(meta?.[1] ?? '').split(' ').filter(Boolean).map((path) => ({ tag: meta![0], path, afterLoad: true })),
  ];
}

test('pages are sent brotli-compressed and decode to the same HTML', async ({ baseURL }) => {
  for (const path of ['/', '/pricing', '/blog', '/api-docs']) {
    const plain = await raw(`${baseURL}${path}`);
    const packed = await raw(`${baseURL}${path}`, BROWSER);
    expect(packed.status, path).toBe(200);
    expect(packed.headers['content-encoding'], path).toBe('br');
    expect(packed.headers['vary'], path).toMatch(/accept-encoding/i);
    expect(packed.body.length, path).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(packed.body).equals(plain.body), path).toBe(true);
  }
});

test('the initial scripts of / are hashed, immutable, compressed, low priority and under 100 KB gzip', async ({ baseURL }) => {
  const html = (await raw(`${baseURL}/`)).body.toString();
  const scripts = initialScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  // React DOM waits for the page to load; only the small island chunks come with the page.
  expect(scripts.filter((s) => /\/react-/.test(s.path)).map((s) => s.afterLoad)).toEqual([true]);
  let gzipBytes = 0;
  for (const { tag, path, afterLoad } of scripts) {
    // The page is painted without them; they must not compete with it for the network (the
    // after-load ones are requested at low priority by src/islands/preloadOnIntent.ts).
    if (!afterLoad) expect(tag, path).toContain('fetchpriority="low"');
    expect(path).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const packed = await raw(`${baseURL}${path}`, BROWSER);
    expect(packed.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    // Files under 1 KB (the bundler's runtime) are not worth compressing; everything else is.
    const body = packed.headers['content-encoding'] === 'br' ? brotliDecompressSync(packed.body) : packed.body;
    if (body.length >= 1024) expect(packed.headers['content-encoding'], path).toBe('br');
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  // The budget for the landing page (issues 8 and 16), React DOM included; docs/benchmarks/site.md has the figure.
  expect(gzipBytes).toBeLessThan(100 * 1024);
});
