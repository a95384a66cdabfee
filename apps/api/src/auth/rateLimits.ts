import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../context.js';
import { rateLimitHeaders } from '../http/rateLimit/headers.js';
import { tokenBucketStore } from '../http/rateLimit/store.js';
import { perMinute, scaled, type RateLimitPolicy } from '../http/rateLimit/types.js';
import { clientIp } from '../http/request.js';
import { GoTrueError } from './errors.js';

/**
 * Per-client (IP address) buckets of the auth service, with GoTrue's defaults
 * (internal/api/apilimiter): a burst, then a steady refill. Multiplied by RATE_LIMIT_SCALE.
 */
export const AUTH_POLICIES = {
  /** Password sign-in and token refresh: GOTRUE_RATE_LIMIT_TOKEN_REFRESH, 150 per 5 min, burst 30. */
  token: perMinute('auth-token', 30, 30),
  /** Sign-up: GoTrue's OTP-class limit, 30 per 5 min, burst 30. */
  signup: perMinute('auth-signup', 6, 30),
  /** E-mail links: GOTRUE_RATE_LIMIT_VERIFY, 30 per 5 min, burst 30. */
  verify: perMinute('auth-verify', 6, 30),
  /** Account changes (PUT /user): GoTrue's OTP-class limit, 30 per 5 min, burst 30. */
  user: perMinute('auth-user', 6, 30),
  /** MFA challenge and verify, recovery codes: GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, 15 a minute, burst 30. */
  mfa: perMinute('auth-mfa', 15, 30),
  /** Everything else (GET /user, logout, factors): 300 a minute. */
  other: perMinute('auth', 300, 300),
} as const satisfies Record<string, RateLimitPolicy>;

export type AuthAction = keyof typeof AUTH_POLICIES;

/** Which bucket a request to /auth/v1 draws from. */
export function authActionOf(method: string, path: string): AuthAction {
  if (method === 'POST' && path.endsWith('/token')) return 'token';
  if (method === 'POST' && path.endsWith('/signup')) return 'signup';
  if (method === 'GET' && path.endsWith('/verify')) return 'verify';
  if (method === 'PUT' && path.endsWith('/user')) return 'user';
  if (method === 'POST' && (/\/factors\/[^/]+\/(challenge|verify)$/.test(path) || path.endsWith('/recovery_codes/verify'))) return 'mfa';
  return 'other';
}

/**
 * Takes a token for `action` from the client's bucket; throws 429 over_request_rate_limit
 * (with Retry-After) when it is empty. Returns the RateLimit headers to send.
 */
export async function takeAuthToken(ctx: AppContext, action: AuthAction, ip: string): Promise<Record<string, string>> {
  const policy = scaled(AUTH_POLICIES[action], ctx.config.rateLimitScale);
  const taken = await tokenBucketStore(ctx).take(`ip:${ip}`, policy);
  const headers = rateLimitHeaders(policy, taken);
  if (!taken.allowed) {
    throw new GoTrueError(429, 'over_request_rate_limit', `Too many requests: request rate limit reached. Try again in ${taken.retryAfterSeconds} seconds.`, {
      retryAfter: taken.retryAfterSeconds,
      headers,
    });
  }
  return headers;
}

/** The auth service's per-client limit, before any body is read. */
export function authRateLimit(ctx: AppContext): MiddlewareHandler {
  return async (c: Context, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const headers = await takeAuthToken(ctx, authActionOf(c.req.method, c.req.path), clientIp(c));
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  };
}
