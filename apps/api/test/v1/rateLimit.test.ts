import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKey, createUser, errorOf, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;
let user: { id: string; token: string };

beforeAll(async () => {
  s = await startV1Server();
  user = await createUser(s.url);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

/** Windows are fixed minutes; start a burst early enough in one that it cannot straddle two. */
async function awaitFreshWindow(needSeconds: number): Promise<void> {
  const msLeft = 60_000 - (Date.now() % 60_000);
  if (msLeft < needSeconds * 1000) await new Promise((r) => setTimeout(r, msLeft + 200));
}

/** `n` GETs with `key`, ten at a time; the statuses, remaining counts and window ends seen. */
async function burst(key: string, n: number): Promise<{ statuses: number[]; remaining: number[]; resets: Set<string> }> {
  const out = { statuses: [] as number[], remaining: [] as number[], resets: new Set<string>() };
  for (let done = 0; done < n; done += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, n - done) }, () => call(`${s.url}/datasets`, key)));
    for (const res of batch) {
      out.statuses.push(res.status);
      out.remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
      out.resets.add(res.headers.get('x-ratelimit-reset') ?? '');
    }
  }
  return out;
}

describe('rate limits', () => {
  it('a free key: the 100th request in a minute passes, the 101st answers 429 with Retry-After and X-RateLimit-*', async () => {
    // On a slow machine a burst may straddle two windows; then it proves nothing, so try again with a new key.
    for (let attempt = 1; ; attempt += 1) {
      const { key } = await createKey(s.url, user.token, 'read');
      await awaitFreshWindow(40);
      const first100 = await burst(key, 100);
      const limited = await call(`${s.url}/datasets`, key);
      const windows = new Set([...first100.resets, limited.headers.get('x-ratelimit-reset')]);
      if (windows.size > 1 && attempt < 3) continue;
      expect(windows.size).toBe(1);

      expect(first100.statuses).toEqual(Array(100).fill(200));
      // Every count from 99 down to 0 was handed out exactly once: the 100th request got remaining 0.
      expect([...first100.remaining].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));

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
      break;
    }
  }, 240_000);

  it('limits are per key: another key of the same user is counted apart', async () => {
    const a = await createKey(s.url, user.token, 'read');
    const b = await createKey(s.url, user.token, 'read');
    await awaitFreshWindow(20);
    await burst(a.key, 5);
    expect((await call(`${s.url}/datasets`, a.key)).headers.get('x-ratelimit-remaining')).toBe('94');
    expect((await call(`${s.url}/datasets`, b.key)).headers.get('x-ratelimit-remaining')).toBe('99');
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
      await call(`${s.url}/no-such-endpoint`, user.token),
      await call(`${s.url}/datasets`, user.token, { method: 'PUT', body: {} }),
    ]) {
      expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
      expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
    }
  });
});
