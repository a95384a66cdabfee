import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GoTrueError } from '../../auth/errors.js';
import { takeAuthToken } from '../../auth/rateLimits.js';
import { signInWithCode } from '../../auth/signInWithCode.js';
import { signUp } from '../../auth/service.js';
import { signOut, type RequestInfo, type TokenResponse } from '../../auth/sessions.js';
import type { AppContext, Config } from '../../context.js';
import { clientIp, requestOrigin } from '../../http/request.js';
import { ApiError } from '../errors.js';
import { userOf, type V1Env } from '../principal.js';
import { signInRoute, signOutRoute, signUpRoute } from '../routes.js';
import { iso } from '../rows.js';

function info(c: Context, config: Config): RequestInfo {
  return { origin: requestOrigin(c, config), ip: clientIp(c) };
}

function toUser(u: Record<string, unknown>) {
  return { id: String(u.id), email: String(u.email ?? ''), created_at: iso(u.created_at) };
}

function isTokenResponse(x: TokenResponse | Record<string, unknown>): x is TokenResponse {
  return typeof x.access_token === 'string' && typeof x.refresh_token === 'string';
}

function toAuthResult(t: TokenResponse | Record<string, unknown>) {
  if (isTokenResponse(t)) {
    return { user: toUser(t.user), session: { access_token: t.access_token, refresh_token: t.refresh_token, expires_at: t.expires_at } };
  }
  // E-mail confirmation is on: a user, no session until the link is followed.
  return { user: toUser(t), session: null };
}

/** The auth service speaks GoTrue; /v1 answers its own error body with the same status and code. */
async function viaAuthService<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof GoTrueError) {
      if (err.status === 429) {
        throw new ApiError(429, 'rate_limited', err.message, { 'Retry-After': String(err.extra?.retryAfter ?? 1) });
      }
      // A wrong password is an authentication failure in REST terms.
      const status = err.code === 'invalid_credentials' ? 401 : (err.status as ContentfulStatusCode);
      throw new ApiError(status, err.code, err.message);
    }
    throw err;
  }
}

/** POST /auth/sign-in, /auth/sign-up and /auth/sign-out through the same auth service as the app. */
export function registerAuth(app: OpenAPIHono<V1Env>, ctx: AppContext): void {
  app.openapi(signInRoute, async (c) => {
    const { email, password, code } = c.req.valid('json');
    // The same per-address budget as the auth service's password grant.
    const tokens = await viaAuthService(async () => {
      await takeAuthToken(ctx, 'token', clientIp(c));
      return signInWithCode(ctx, { email, password, code }, info(c, ctx.config));
    });
    return c.json(toAuthResult(tokens), 200, { 'Cache-Control': 'no-store' });
  });

  app.openapi(signUpRoute, async (c) => {
    const { email, password, full_name } = c.req.valid('json');
    const data = full_name === undefined ? {} : { full_name };
    const result = await viaAuthService(async () => {
      await takeAuthToken(ctx, 'signup', clientIp(c));
      return signUp(ctx, { email, password, data }, info(c, ctx.config));
    });
    return c.json(toAuthResult(result), 201, { 'Cache-Control': 'no-store' });
  });

  app.openapi(signOutRoute, async (c) => {
    const p = userOf(c);
    await viaAuthService(() => signOut(ctx, p.claims, 'local'));
    return c.json({ success: true as const }, 200);
  });
}
