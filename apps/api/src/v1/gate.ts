import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../context.js';
import { ApiError, forbidden } from './errors.js';
import { authenticate, type Principal, type V1Env } from './principal.js';
import { V1_ROUTES } from './routes.js';
import { rateLimitHeaders } from '../http/rateLimit/headers.js';
import { perMinute, type TokenBucketStore } from '../http/rateLimit/types.js';
import { TIER_LIMITS } from './tiers.js';

interface KnownRoute {
  method: string;
  pattern: RegExp;
  isPublic: boolean;
}

const KNOWN: KnownRoute[] = V1_ROUTES.map((r) => ({
  method: r.method.toUpperCase(),
  pattern: new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  isPublic: Array.isArray(r.security) && r.security.length === 0,
}));

/** Which /v1 route a method and path (relative to /v1) name: the route, 'wrong-method' (with the allowed ones) or 'none'. */
export function matchRoute(method: string, path: string): KnownRoute | { allowed: string[] } | null {
  const m = method === 'HEAD' ? 'GET' : method;
  const samePath = KNOWN.filter((r) => r.pattern.test(path));
  if (samePath.length === 0) return null;
  return samePath.find((r) => r.method === m) ?? { allowed: [...new Set(samePath.map((r) => r.method))] };
}

function clientAddress(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Every /v1 request passes here after the HTTPS check. For a known route the
 * bearer credential is resolved; then the request takes a token from its bucket
 * (the key, the user, or — for public routes, unknown paths and rejected
 * credentials — the client address) and the rate-limit headers are set, so every
 * answer from here on carries them. Only then do unknown paths answer 404, wrong
 * methods 405 and bad credentials 401 — so probing and key guessing are limited too.
 */
export function gate(ctx: AppContext, store: TokenBucketStore, basePath: string): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const rel = c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) || '/' : c.req.path;
    const route = matchRoute(c.req.method, rel);
    const known = route !== null && !('allowed' in route) ? route : null;

    let principal: Principal | null = null;
    let authError: unknown = null;
    if (known && !known.isPublic) {
      try {
        principal = await authenticate(ctx, c.req.header('authorization'));
      } catch (err) {
        authError = err;
      }
    }

    const bucket = principal?.bucket ?? `ip:${clientAddress(c)}`;
    const limit = principal?.limit ?? TIER_LIMITS.free;
    // A token bucket of `limit` a minute: bursts up to `limit`, then one every 60/limit s.
    const policy = perMinute('v1', limit);
    const taken = await store.take(bucket, policy);
    const headers = {
      ...rateLimitHeaders(policy, taken),
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(taken.remaining),
      'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + taken.resetSeconds),
    };
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    if (!taken.allowed) {
      throw new ApiError(429, 'rate_limited', `Rate limit of ${limit} requests per minute exceeded; retry in ${taken.retryAfterSeconds} s`, {
        ...headers,
        'Retry-After': String(taken.retryAfterSeconds),
      });
    }
    if (route === null) throw new ApiError(404, 'not_found', `No such endpoint: ${c.req.method} ${c.req.path}`);
    if ('allowed' in route) {
      throw new ApiError(405, 'method_not_allowed', `Method ${c.req.method} is not allowed on ${c.req.path}`, {
        Allow: route.allowed.join(', '),
      });
    }
    if (authError) throw authError;

    if (principal?.missingSecondFactor && !(c.req.method === 'POST' && rel === '/auth/sign-out')) {
      throw new ApiError(403, 'insufficient_aal', 'This account uses two-factor sign-in: sign in again with the code from the authenticator app');
    }
    if (principal && principal.scope === 'read' && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      throw forbidden('This API key is read-only; use a key with the read-write scope');
    }
    c.set('principal', principal);
    await next();
  };
}
