import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../src/auth/service.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

// A short wait for the database's turn, so a held lock reaches it.
let server: TestServer;
let access = '';
const email = `busy-${process.pid}@example.com`;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0', DB_QUEUE_TIMEOUT_MS: '300' });
  access = ((await signUp(server.ctx, { email, password: 'correct-horse-1' })) as { access_token: string }).access_token;
});
afterAll(async () => {
  await server?.stop();
});

describe('a request never waits on the database longer than DB_QUEUE_TIMEOUT_MS (PGlite cannot cancel a statement)', () => {
  it('while one transaction holds the database, every service answers "busy" with Retry-After, then works again', async () => {
    let release!: () => void;
    const held = server.ctx.db.transaction(() => new Promise<void>((r) => (release = r)));
    try {
      const auth = { apikey: server.anonKey, authorization: `Bearer ${access}` };
      const rest = await fetch(`${server.url}/rest/v1/kpis?select=id`, { headers: auth });
      expect(rest.status).toBe(504);
      expect(rest.headers.get('retry-after')).toBe('2');
      expect(await rest.json()).toMatchObject({ code: 'PGRST003', message: expect.stringMatching(/database is busy/) as unknown });

      const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email, password: 'correct-horse-1' }),
      });
      expect(signIn.status).toBe(504);
      expect(await signIn.json()).toMatchObject({ code: 'request_timeout' });

      const v1 = await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${access}` } });
      expect(v1.status).toBe(503);
      expect(await v1.json()).toMatchObject({ error: { code: 'database_busy' } });

      const storage = await fetch(`${server.url}/storage/v1/object/avatars/someone/a.png`, { headers: auth });
      expect(storage.status).toBe(503);

      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'busy' });
    } finally {
      release();
      await held;
    }
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/rest/v1/kpis?select=id`, { headers: { apikey: server.anonKey, authorization: `Bearer ${access}` } })).status).toBe(200);
  });
});
