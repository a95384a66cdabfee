import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestOrigin } from '../../src/http/request.js';
import { securityHeaders } from '../../src/http/securityHeaders.js';

// Without a running server in this file: @hono/node-server's serve() swaps the global Response,
// and headers set after a handler through app.request() would then not show.
describe('the public origin: PUBLIC_URL, else the Host the request was sent to', () => {
  function originApp(publicUrl: string | undefined) {
    const app = new Hono();
    app.use('*', securityHeaders({ publicUrl }));
    app.get('/o', (c) => c.text(requestOrigin(c, { publicUrl })));
    return app;
  }

  it('PUBLIC_URL wins over every header; a malformed Host falls back to the URL; only http/https from X-Forwarded-Proto', async () => {
    const withPublic = originApp('https://tallyline.example.com');
    const a = await withPublic.request('http://10.0.0.5:3000/o', { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } });
    expect(await a.text()).toBe('https://tallyline.example.com');
    // HSTS once the public URL is https.
    expect(a.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    const without = originApp(undefined);
    const b = await without.request('http://127.0.0.1:3000/o', { headers: { host: 'evil.example/path?x', 'x-forwarded-proto': 'javascript' } });
    expect(await b.text()).toBe('http://127.0.0.1:3000');
    const c = await without.request('http://127.0.0.1:3000/o', { headers: { host: 'app.example:8443', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' } });
    expect(await c.text()).toBe('https://app.example:8443');
    expect(c.headers.get('strict-transport-security')).toBeNull();
  });
});
