import type { MiddlewareHandler } from 'hono';
import { verifyAccessToken } from '../auth/jwt.js';
import type { AppContext } from '../context.js';
import { rateLimitHeaders } from '../http/rateLimit/headers.js';
import { tokenBucketStore } from '../http/rateLimit/store.js';
import { perMinute, scaled } from '../http/rateLimit/types.js';
import { clientIp, requestToken } from '../http/request.js';

/** A signed-in user: 600 requests a minute (10 a second) with bursts of 300. */
export const REST_USER_POLICY = perMinute('rest-user', 600, 300);
/** Anonymous callers, per address: 120 a minute with bursts of 60. */
export const REST_ANON_POLICY = perMinute('rest-anon', 120, 60);

/**
 * /rest/v1 had no limit at all (issue 14). Each request takes a token from its user's
 * bucket (a verified token's `sub`), or its address's when anonymous or unverifiable, and
 * every answer carries the RateLimit headers; an empty bucket answers 429 with Retry-After
 * before any database work. Multiplied by RATE_LIMIT_SCALE.
 */
export function restRateLimit(ctx: AppContext): MiddlewareHandler {
  const store = tokenBucketStore(ctx);
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    let sub: string | null = null;
    const token = requestToken(c);
    if (token) {
      try {
        const claims = await verifyAccessToken(ctx.config, token);
        if (claims.role !== 'anon') sub = claims.sub ?? claims.role;
      } catch {
        // The handler answers the bad token; until then it counts against the address.
      }
    }
    const policy = scaled(sub ? REST_USER_POLICY : REST_ANON_POLICY, ctx.config.rateLimitScale);
    const taken = await store.take(sub ? `user:${sub}` : `ip:${clientIp(c)}`, policy);
    const headers = rateLimitHeaders(policy, taken);
    if (!taken.allowed) {
      const body = {
        code: 'PGRST429',
        message: `Too many requests: rate limit of ${policy.capacity} requests reached`,
        details: null,
        hint: `Retry after ${taken.retryAfterSeconds} seconds`,
      };
      return new Response(JSON.stringify(body), {
        status: 429,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': String(taken.retryAfterSeconds), ...headers },
      });
    }
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  };
}
