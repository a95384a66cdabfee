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
  it('two instances share one bucket per key: its limit passes across both, then 429 on either', async () => {
    expect(a.ctx.db.kind).toBe('postgres');
    const user = await createUser(a.url);
    const { key, id } = await createKey(b.url, user.token, 'read');
    // 2 a minute: a burst of 2, then one token every 30 s. (With 10 a minute a token came back
    // every 6 s, and ten requests took longer than that at CI load ~40: the test read the refill
    // as a miscount. 30 s is far more than the four requests below take.)
    await a.ctx.db.query('UPDATE public.api_keys SET rate_limit = 2 WHERE id = $1', [id]);
    for (const [i, server] of [b, a].entries()) {
      const res = await call(`${server.url}/datasets`, key);
      expect(res.status, `request ${i + 1}`).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(1 - i));
    }
    for (const server of [a, b]) {
      const res = await call(`${server.url}/datasets`, key);
      expect(res.status).toBe(429);
      expect(errorOf(res.body).code).toBe('rate_limited');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const rows = await a.ctx.db.query<{ tokens: number }>("SELECT tokens FROM public.rate_limit_buckets WHERE bucket = $1", [`v1:key:${id}`]);
    expect(rows.rows).toHaveLength(1);
    expect(Number(rows.rows[0]!.tokens)).toBeLessThan(1);
  }, 240_000);

  it('the counter table is invisible to the API roles', async () => {
    const { asRole } = await import('../../src/db/asRole.js');
    await expect(asRole(a.ctx.db, { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000', aal: 'aal1' }, (tx) => tx.query('SELECT * FROM public.rate_limit_buckets'))).rejects.toThrow(/permission denied/);
    await expect(asRole(a.ctx.db, null, (tx) => tx.query("SELECT * FROM public.rate_limit_take('ip:x', 10, 1)"))).rejects.toThrow(/permission denied/);
  });
});
