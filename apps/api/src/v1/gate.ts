import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../context.js';
import { ApiError, forbidden } from './errors.js';
import { authenticate, type Principal, type V1Env } from './principal.js';
import { V1_ROUTES } from './routes.js';
import { RATE_WINDOW_MS, TIER_LIMITS, type RateLimitStore } from './rateLimit/types.js';

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
 * bearer credential is resolved; then the request is counted against its bucket
 * (the key, the user, or — for public routes, unknown paths and rejected
 * credentials — the client address) and the rate-limit headers are set, so every
 * answer from here on carries them. Only then do unknown paths answer 404, wrong
 * methods 405 and bad credentials 401 — so probing and key guessing are limited too.
 */
export function gate(ctx: AppContext, store: RateLimitStore, basePath: string): MiddlewareHandler<V1Env> {
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
    const { count, resetAt } = await store.hit(bucket, RATE_WINDOW_MS);
    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(Math.max(0, limit - count)),
      'X-RateLimit-Reset': String(Math.ceil(resetAt / 1000)),
    };
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    if (count > limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new ApiError(429, 'rate_limited', `Rate limit of ${limit} requests per minute exceeded; retry in ${retryAfter} s`, {
        ...headers,
        'Retry-After': String(retryAfter),
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
