import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/startServer.js';
import { loadConfig } from '../src/config.js';
import { verifyAccessToken } from '../src/auth/jwt.js';
import { repoRoot } from '../src/paths.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
});
afterAll(async () => {
  await server?.stop();
});

describe('health and runtime config', () => {
  it('answers /health once migrations ran', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('serves /app/config.json with this origin and an anon JWT', async () => {
    const res = await fetch(`${server.url}/app/config.json`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { supabaseUrl: string; supabaseAnonKey: string };
    expect(body.supabaseUrl).toBe(server.url);
    expect(body.supabaseAnonKey).toBe(server.anonKey);
    const payload = JSON.parse(Buffer.from(body.supabaseAnonKey.split('.')[1] ?? '', 'base64url').toString()) as { role: string };
    expect(payload.role).toBe('anon');
  });
});

describe('static hosting of the site and the app', () => {
  let dir: string;
  let s: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tallyline-static-'));
    const site = join(dir, 'site');
    const web = join(dir, 'web');
    for (const d of ['features', 'blog/3', 'assets']) await mkdir(join(site, d), { recursive: true });
    await mkdir(join(web, 'assets'), { recursive: true });
    await writeFile(join(site, 'index.html'), '<h1>landing</h1>');
    await writeFile(join(site, 'features', 'index.html'), '<h1>features</h1>');
    await writeFile(join(site, 'blog', 'index.html'), '<h1>blog</h1>');
    await writeFile(join(site, 'blog', '3', 'index.html'), '<h1>post 3</h1>');
    await writeFile(join(site, 'assets', 'site-abc12345.js'), 'console.log(1)');
    await writeFile(join(web, 'index.html'), '<div id="root">app</div>');
    await writeFile(join(web, 'assets', 'index-Dx81kq9a.js'), 'export {}');
    s = await startTestServer({ TALLYLINE_SEED: '0', TALLYLINE_SITE_DIR: site, TALLYLINE_APP_DIR: web });
  });
  afterAll(async () => {
    await s?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${s.url}${path}`, { redirect: 'manual' });

  it('serves the landing page at / and /home without caching', async () => {
    for (const p of ['/', '/home']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe('<h1>landing</h1>');
    }
  });

  it('serves prerendered routes and assets', async () => {
    expect(await (await get('/features')).text()).toBe('<h1>features</h1>');
    expect(await (await get('/blog/3')).text()).toBe('<h1>post 3</h1>');
    const asset = await get('/assets/site-abc12345.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('redirects unknown paths to / and unknown posts to /blog', async () => {
    const a = await get('/nope');
    expect(a.status).toBe(302);
    expect(a.headers.get('location')).toBe('/');
    const b = await get('/blog/999');
    expect(b.status).toBe(302);
    expect(b.headers.get('location')).toBe('/blog');
  });

  it('never serves files outside the build directory', async () => {
    const res = await get('/%2e%2e/%2e%2e/package.json');
    expect(res.status).toBe(302);
  });

  it('serves the app with an SPA fallback', async () => {
    const deep = await get('/app/dashboard/view');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe('<div id="root">app</div>');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    const asset = await get('/app/assets/index-Dx81kq9a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/app/assets/missing-12345678.js')).status).toBe(404);
    expect((await get('/app')).headers.get('location')).toBe('/app/');
  });
});

describe('loadConfig', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tallyline-config-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('uses the documented defaults, resolved from the repository root', async () => {
    const c = await loadConfig({ TALLYLINE_DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.jwtExpirySeconds).toBe(3600);
    expect(c.confirmEmail).toBe(false);
    expect(c.requireHttps).toBe(false);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.siteDir).toBe(join(repoRoot(), 'apps', 'site', 'dist'));
    expect(c.appDir).toBe(join(repoRoot(), 'apps', 'web', 'dist'));
  });

  it('generates the signing secret once into the data directory and reuses it', async () => {
    const a = await loadConfig({ TALLYLINE_DATA_DIR: dir });
    const b = await loadConfig({ TALLYLINE_DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(a.jwtSecret);
    expect(b.anonKey).toBe(a.anonKey);
    expect(await verifyAccessToken(a, a.anonKey)).toMatchObject({ role: 'anon' });
  });

  it('reads the switches and refuses bad values', async () => {
    const c = await loadConfig({ TALLYLINE_DATA_DIR: dir, PORT: '8081', CONFIRM_EMAIL: '1', REQUIRE_HTTPS: '1', DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: 'z'.repeat(40) });
    expect(c).toMatchObject({ port: 8081, confirmEmail: true, requireHttps: true, databaseUrl: 'postgres://x@h/db', jwtSecret: 'z'.repeat(40) });
    await expect(loadConfig({ TALLYLINE_DATA_DIR: dir, PORT: 'http' })).rejects.toThrow(/PORT/);
    await expect(loadConfig({ TALLYLINE_DATA_DIR: dir, JWT_SECRET: 'short' })).rejects.toThrow(/at least 32/);
  });
});
