import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, NON_PAGE_POLICY, SCRIPT_POLICY } from '../../src/http/securityHeaders.js';
import { startTestServer, type TestServer } from '../helpers/startServer.js';

// `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
const ALERT_HASH = 'bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';
const PAGE = '<!doctype html><head><script>alert(1)</script><script type="module" src="/app/assets/main.js"></script><script type="application/ld+json">{"a":1}</script></head><h1>page</h1>';

let server: TestServer;
let builds: string;

beforeAll(async () => {
  builds = await mkdtemp(join(tmpdir(), 'tallyline-headers-'));
  await mkdir(join(builds, 'site'), { recursive: true });
  await mkdir(join(builds, 'app'), { recursive: true });
  await writeFile(join(builds, 'site', 'index.html'), PAGE);
  await writeFile(join(builds, 'app', 'index.html'), PAGE);
  await mkdir(join(builds, 'app', 'assets'), { recursive: true });
  await writeFile(join(builds, 'app', 'assets', 'parse.worker-x.js'), 'self.onmessage = () => {};');
  server = await startTestServer({ TALLYLINE_SEED: '0', TALLYLINE_SITE_DIR: join(builds, 'site'), TALLYLINE_APP_DIR: join(builds, 'app') });
});
afterAll(async () => {
  await server?.stop();
  await rm(builds, { recursive: true, force: true });
});

describe('inline scripts are allowed by hash, nothing else inline', () => {
  it('hashes scripts without src, skips external scripts and data blocks', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([ALERT_HASH]);
  });
});

describe('pages: CSP, no framing, no referrer, no powerful features', () => {
  // A share link is a 43-character token (migration 0106); an old-form link by dashboard id is answered 410
  // with its own script-free policy (test/v1/dashboardShare.test.ts and oldShareLink's tests).
  for (const path of ['/', '/app/', `/app/share/${'Ab3-_x'.repeat(7)}Q`]) {
    it(`GET ${path}`, async () => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`script-src 'self' 'sha256-${ALERT_HASH}'`);
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // Served over plain HTTP without a public https URL: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });
  }

  it('API answers and stored files get the no-script, sandboxed policy', async () => {
    for (const path of ['/health', '/auth/v1/settings', '/rest/v1/kpis', '/storage/v1/object/public/avatars/x.svg']) {
      const res = await fetch(`${server.url}${path}`, { headers: { apikey: server.anonKey } });
      expect(res.headers.get('content-security-policy'), path).toBe(NON_PAGE_POLICY);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe("the builds' own scripts", () => {
  it('are not sandboxed: a worker runs under its script\'s policy, and a sandboxed one has no IndexedDB', async () => {
    const res = await fetch(`${server.url}/app/assets/parse.worker-x.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(SCRIPT_POLICY);
    expect(SCRIPT_POLICY).not.toContain('sandbox');
    expect(SCRIPT_POLICY).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the public origin is never taken from X-Forwarded-Host', () => {
  it('/app/config.json names the host the request was sent to, whatever X-Forwarded-Host says', async () => {
    const res = await fetch(`${server.url}/app/config.json`, { headers: { 'x-forwarded-host': 'evil.example' } });
    const body = (await res.json()) as { supabaseUrl: string };
    expect(body.supabaseUrl).toBe(server.url.replace('localhost', '127.0.0.1'));
  });
});
