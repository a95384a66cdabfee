import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, createUser, errorOf, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';
import { startPostgres, type Postgres } from './postgres.js';

// Two API instances on one PostgreSQL server (DATABASE_URL): they must share each key's counter.
let pg: Postgres;
let a: V1Server;
let b: V1Server;

beforeAll(async () => {
  pg = await startPostgres();
  a = await startV1Server({ DATABASE_URL: pg.url });
  b = await startV1Server({ DATABASE_URL: pg.url });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await pg?.stop();
});

describe('rate limits in Postgres (DATABASE_URL)', () => {
  it('two instances share one counter per key: the 100th request passes, the 101st answers 429 on either', async () => {
    expect(a.ctx.db.kind).toBe('postgres');
    const user = await createUser(a.url);
    const { key } = await createKey(b.url, user.token, 'read');
    // Start early enough in a minute that the burst stays in one window.
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 30_000) await new Promise((r) => setTimeout(r, msLeft + 200));

    for (let i = 1; i <= 100; i += 1) {
      const res = await call(`${(i % 2 === 0 ? a : b).url}/datasets`, key);
      expect(res.status, `request ${i}`).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(100 - i));
    }
    for (const server of [a, b]) {
      const res = await call(`${server.url}/datasets`, key);
      expect(res.status).toBe(429);
      expect(errorOf(res.body).code).toBe('rate_limited');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const rows = await a.ctx.db.query<{ hits: number }>("SELECT hits FROM public.api_rate_limits WHERE bucket LIKE 'key:%'");
    expect(rows.rows.map((r) => Number(r.hits))).toEqual([102]);
  }, 240_000);

  it('the counter table is invisible to the API roles', async () => {
    const { asRole } = await import('../../src/db/asRole.js');
    await expect(asRole(a.ctx.db, { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000' }, (tx) => tx.query('SELECT * FROM public.api_rate_limits'))).rejects.toThrow(/permission denied/);
    await expect(asRole(a.ctx.db, null, (tx) => tx.query("SELECT * FROM public.api_rate_limit_hit('ip:x', 60)"))).rejects.toThrow(/permission denied/);
  });
});
