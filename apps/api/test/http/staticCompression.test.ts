import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/startServer.js';

/** A GET/HEAD with node:http, which (unlike fetch) hands back the bytes as sent, still encoded. */
function raw(url: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Text large enough (> 1 KB) for the on-the-fly fallback to bother compressing it.
const PAGE = `<!doctype html><h1>landing</h1>${'<p>Tallyline turns a CSV file into decisions.</p>'.repeat(60)}`;
const SCRIPT = `export const rows = [${Array.from({ length: 300 }, (_, i) => i).join(',')}];\n`;
const PLAIN_SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});\n`;
const PNG = randomBytes(4096);

/** Writes a file and, like the site and web builds do, its .br and .gz siblings. */
async function writeWithVariants(file: string, text: string, variants: ('br' | 'gz')[] = ['br', 'gz']): Promise<void> {
  await writeFile(file, text);
  if (variants.includes('br')) await writeFile(`${file}.br`, brotliCompressSync(text));
  if (variants.includes('gz')) await writeFile(`${file}.gz`, gzipSync(text));
}

describe('static files are sent compressed', () => {
  let dir: string;
  let s: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tallyline-compress-'));
    const site = join(dir, 'site');
    const web = join(dir, 'web');
    await mkdir(join(site, 'assets'), { recursive: true });
    await mkdir(join(site, 'images'), { recursive: true });
    await mkdir(join(web, 'assets'), { recursive: true });
    await writeWithVariants(join(site, 'index.html'), PAGE);
    await writeWithVariants(join(site, 'assets', 'core-abc12345.js'), SCRIPT);
    await writeFile(join(site, 'assets', 'plain-abc12345.js'), PLAIN_SCRIPT);
    await writeFile(join(site, 'robots.txt'), 'User-agent: *\n');
    await writeFile(join(site, 'images', 'photo.png'), PNG);
    await writeWithVariants(join(web, 'index.html'), PAGE);
    await writeWithVariants(join(web, 'assets', 'index-Dx81kq9a.js'), SCRIPT, ['gz']);
    s = await startTestServer({ TALLYLINE_SEED: '0', TALLYLINE_SITE_DIR: site, TALLYLINE_APP_DIR: web });
  });
  afterAll(async () => {
    await s?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the prebuilt brotli file to a browser that accepts br', async () => {
    const res = await raw(`${s.url}/`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('text/html');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(PAGE.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
  });

  it('sends the prebuilt gzip file to a client without brotli', async () => {
    const res = await raw(`${s.url}/assets/core-abc12345.js`, { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is, still with Vary, when the client accepts no encoding', async () => {
    const res = await raw(`${s.url}/`, {});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.body.toString()).toBe(PAGE);
    const refused = await raw(`${s.url}/`, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(PAGE);
  });

  it('answers HEAD with the negotiated headers and no body', async () => {
    const res = await raw(`${s.url}/`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(PAGE).length);
    expect(res.body.length).toBe(0);
  });

  it('gzips on the fly what the build did not precompress', async () => {
    const res = await raw(`${s.url}/assets/plain-abc12345.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(PLAIN_SCRIPT);
  });

  it('leaves small files and already-compressed images alone', async () => {
    const robots = await raw(`${s.url}/robots.txt`, { 'Accept-Encoding': 'gzip, br' });
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body.toString()).toBe('User-agent: *\n');
    const png = await raw(`${s.url}/images/photo.png`, { 'Accept-Encoding': 'gzip, br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['vary']).toBeUndefined();
    expect(png.body.equals(PNG)).toBe(true);
  });

  it('serves the app the same way, choosing among the variants that exist', async () => {
    const asset = await raw(`${s.url}/app/assets/index-Dx81kq9a.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(asset.body).toString()).toBe(SCRIPT);
    const shell = await raw(`${s.url}/app/dashboard`, { 'Accept-Encoding': 'br' });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(shell.body).toString()).toBe(PAGE);
  });
});
