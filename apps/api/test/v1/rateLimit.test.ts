import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stoppedClock } from '../helpers/startServer.js';
import { call, createKey, createUser, errorOf, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;
let user: { id: string; token: string };
// The buckets refill only when a test advances this clock: what they let through is exact however slow the machine.
const clock = stoppedClock();

beforeAll(async () => {
  s = await startV1Server({}, { clock: clock.now });
  user = await createUser(s.url);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

describe('rate limits', () => {
  it('a key\'s token bucket: its limit at once, then 429 with Retry-After until a token comes back, IETF RateLimit headers throughout', async () => {
    const { key, id } = await createKey(s.url, user.token, 'read');
    // 5 a minute: a burst of 5, then one token every 12 s.
    await s.ctx.db.query('UPDATE public.api_keys SET rate_limit = 5 WHERE id = $1', [id]);
    const passed = [];
    for (let i = 0; i < 5; i += 1) passed.push(await call(`${s.url}/datasets`, key));
    expect(passed.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(passed.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0']);
    expect(passed[0]!.headers.get('ratelimit-policy')).toBe('"v1";q=5;w=60');
    expect(passed[4]!.headers.get('ratelimit')).toMatch(/^"v1";r=0;t=(5\d|60)$/);

    const limited = await call(`${s.url}/datasets`, key);
    expect(limited.status).toBe(429);
    expect(errorOf(limited.body).code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(12);
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    // Full again in (5 − level) × 12 s, at most 60 s from now.
    expect(reset - Date.now() / 1000).toBeLessThanOrEqual(61);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('5');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');

    // 12 s later one token is back: one call passes, the next is refused again.
    clock.advance(12_000);
    expect((await call(`${s.url}/datasets`, key)).status).toBe(200);
    expect((await call(`${s.url}/datasets`, key)).status).toBe(429);
  });

  it('a free key: q=100 a minute, the first request leaves 99', async () => {
    const { key } = await createKey(s.url, user.token, 'read');
    const res = await call(`${s.url}/datasets`, key);
    expect(res.headers.get('ratelimit-policy')).toBe('"v1";q=100;w=60');
    expect(res.headers.get('ratelimit')).toMatch(/^"v1";r=99;t=1$/);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('limits are per key: another key of the same user is counted apart', async () => {
    const a = await createKey(s.url, user.token, 'read');
    const b = await createKey(s.url, user.token, 'read');
    for (let i = 0; i < 5; i += 1) await call(`${s.url}/datasets`, a.key);
    // Six taken from a, none from b.
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
      expect(res.headers.get('ratelimit')).toMatch(/^"v1";r=\d+;t=\d+$/);
    }
  });
});
