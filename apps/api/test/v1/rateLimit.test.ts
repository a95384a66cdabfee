import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, createUser, errorOf, startV1Server, type V1Server } from './helpers.js';

let s: V1Server;
let user: { id: string; token: string };

beforeAll(async () => {
  s = await startV1Server();
  user = await createUser(s.url);
});
afterAll(async () => {
  await s?.stop();
});

/** Windows are fixed minutes; start a burst early enough in one that it cannot straddle two. */
async function awaitFreshWindow(needSeconds: number): Promise<void> {
  const msLeft = 60_000 - (Date.now() % 60_000);
  if (msLeft < needSeconds * 1000) await new Promise((r) => setTimeout(r, msLeft + 200));
}

describe('rate limits', () => {
  it('a free key: the 100th request in a minute passes, the 101st answers 429 with Retry-After and X-RateLimit-*', async () => {
    const { key } = await createKey(s.url, user.token, 'read');
    const other = await createKey(s.url, user.token, 'read');
    await awaitFreshWindow(30);
    for (let i = 1; i <= 99; i += 1) {
      const res = await call(`${s.url}/datasets`, key);
      expect(res.status, `request ${i}`).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(100 - i));
    }
    const hundredth = await call(`${s.url}/datasets`, key);
    expect(hundredth.status).toBe(200);
    expect(hundredth.headers.get('x-ratelimit-limit')).toBe('100');
    expect(hundredth.headers.get('x-ratelimit-remaining')).toBe('0');

    const limited = await call(`${s.url}/datasets`, key);
    expect(limited.status).toBe(429);
    expect(errorOf(limited.body).code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(reset % 60).toBe(0);
    expect(Math.abs(reset - Date.now() / 1000 - retryAfter)).toBeLessThanOrEqual(2);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('100');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');

    // Limits are per key: another key of the same user is untouched, and so is the user's own token.
    expect((await call(`${s.url}/datasets`, other.key)).headers.get('x-ratelimit-remaining')).toBe('99');
    expect((await call(`${s.url}/datasets`, user.token)).status).toBe(200);
  });

  it('a professional key gets 500 per minute, and a key\'s own rate_limit overrides its tier', async () => {
    const pro = await createKey(s.url, user.token, 'read');
    await s.ctx.db.query(`UPDATE public.api_keys SET tier = 'professional' WHERE id = $1`, [pro.id]);
    const res = await call(`${s.url}/datasets`, pro.key);
    expect(res.headers.get('x-ratelimit-limit')).toBe('500');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('499');

    const custom = await createKey(s.url, user.token, 'read');
    await s.ctx.db.query('UPDATE public.api_keys SET rate_limit = 3 WHERE id = $1', [custom.id]);
    await awaitFreshWindow(10);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(`${s.url}/datasets`, custom.key)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const listed = ((await call(`${s.url}/api-keys`, user.token)).body as Array<{ id: string; rate_limit: number; tier: string }>).find((k) => k.id === pro.id);
    expect(listed).toMatchObject({ tier: 'professional', rate_limit: 500 });
  });

  it('every /v1 answer carries the X-RateLimit headers, errors included', async () => {
    for (const res of [
      await call(`${s.url}/datasets`, 'tl_unknown'),
      await call(`${s.url}/openapi.json`, null),
      await call(`${s.url}/datasets/not-a-uuid`, user.token),
    ]) {
      expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
      expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
    }
  });
});
