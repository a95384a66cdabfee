import { describe, expect, it } from 'vitest';
import { rateLimitHeaders } from '../../src/http/rateLimit/headers.js';
import { createMemoryTokenBucketStore } from '../../src/http/rateLimit/memoryStore.js';
import { takeToken } from '../../src/http/rateLimit/tokenBucket.js';
import { perMinute, scaled } from '../../src/http/rateLimit/types.js';

// 60 a minute with bursts of 3: one token a second.
const POLICY = perMinute('p', 60, 3);

describe('takeToken', () => {
  it('takeToken(undefined) starts full: capacity 3 → allowed with 2 left', () => {
    const { result } = takeToken(undefined, 0, POLICY);
    expect(result).toEqual({ allowed: true, remaining: 2, resetSeconds: 1, retryAfterSeconds: 1 });
  });

  it('takeToken refuses an empty bucket and says when the next token comes', () => {
    // 0.4 tokens left: refused; the next whole token is 0.6 s away → Retry-After 1; full in (3 − 0.4) s = 2.6 → 3.
    const { result, state } = takeToken({ tokens: 0.4, at: 1000 }, 1000, POLICY);
    expect(result).toEqual({ allowed: false, remaining: 0, resetSeconds: 3, retryAfterSeconds: 1 });
    expect(state.tokens).toBe(0.4);
  });

  it('takeToken refills for the time passed and never above capacity', () => {
    // Empty at t=0; at t=1.5 s it holds 1.5 tokens: allowed, 0.5 left.
    expect(takeToken({ tokens: 0, at: 0 }, 1500, POLICY).state.tokens).toBeCloseTo(0.5);
    // An hour later it holds 3 (capacity), not 3600: allowed, 2 left.
    expect(takeToken({ tokens: 0, at: 0 }, 3_600_000, POLICY).result.remaining).toBe(2);
  });

  it('a burst across what would be a window boundary is still one burst (the fixed-window hole)', () => {
    // A fixed 60-a-minute window let 60 through at 59.9 s and 60 more at 60.1 s; the bucket lets 3 + what refills.
    let state = undefined as Parameters<typeof takeToken>[0];
    let allowed = 0;
    for (let i = 0; i < 200; i += 1) {
      const t = takeToken(state, 59_900 + i, POLICY); // 200 requests within 0.2 s
      state = t.state;
      if (t.result.allowed) allowed += 1;
    }
    expect(allowed).toBe(3);
  });
});

describe('createMemoryTokenBucketStore', () => {
  it('take(bucket) keeps buckets apart per key and per policy', async () => {
    let now = 0;
    const store = createMemoryTokenBucketStore(() => now);
    for (let i = 0; i < 3; i += 1) expect((await store.take('a', POLICY)).allowed).toBe(true);
    expect((await store.take('a', POLICY)).allowed).toBe(false);
    expect((await store.take('b', POLICY)).allowed).toBe(true);
    expect((await store.take('a', perMinute('other', 60, 3))).allowed).toBe(true);
    now = 1000; // one token later
    expect((await store.take('a', POLICY)).allowed).toBe(true);
    expect((await store.take('a', POLICY)).allowed).toBe(false);
  });
});

describe('rateLimitHeaders', () => {
  it('rateLimitHeaders(policy, result) writes the draft-09 structured fields', () => {
    expect(rateLimitHeaders(perMinute('user', 600, 300), { allowed: true, remaining: 12, resetSeconds: 29, retryAfterSeconds: 1 })).toEqual({
      // 300 tokens at 10 a second refill in 30 s: w=30.
      'RateLimit-Policy': '"user";q=300;w=30',
      RateLimit: '"user";r=12;t=29',
    });
  });

  it('scaled(policy, n) multiplies capacity and refill', () => {
    expect(scaled(POLICY, 10)).toEqual({ name: 'p', capacity: 30, refillPerSecond: 10 });
    expect(scaled(POLICY, 1)).toBe(POLICY);
  });
});
