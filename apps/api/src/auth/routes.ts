import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppContext, Config } from '../context.js';
import { DatabaseBusyError } from '../db/turns.js';
import { badUrlBytes } from '../http/badInput.js';
import { BodyError, clientIp, readJson, requestOrigin } from '../http/request.js';
import { GoTrueError } from './errors.js';
import { readMailbox } from './mailbox.js';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor, verifyRecoveryCode } from './mfa.js';
import { authRateLimit } from './rateLimits.js';
import { recoveryCodeStatus, replaceRecoveryCodes } from './recoveryCodes.js';
import { signInWithPassword, signUp, updateUser, verifyEmailLink } from './service.js';
import { authenticate, refreshSession, signOut, type RequestInfo } from './sessions.js';
import { toUserJson } from './users.js';
import { logError } from '../http/logError.js';

/** Largest JSON body the auth service accepts. */
export const AUTH_BODY_LIMIT = 64 * 1024;

function info(c: Context, config: Config): RequestInfo {
  return { origin: requestOrigin(c, config), ip: clientIp(c) };
}

async function body(c: Context): Promise<Record<string, unknown>> {
  const parsed = await readJson(c, AUTH_BODY_LIMIT);
  if (parsed === undefined) return {};
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new GoTrueError(400, 'bad_json', 'Could not read the request body: expected a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Only same-origin or relative redirect targets (no open redirect through e-mail links). */
function safeRedirect(c: Context, config: Config, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const origin = requestOrigin(c, config);
    const u = new URL(raw, origin);
    return u.origin === origin ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** GoTrue's 2024-01-01 error form plus the legacy `error_code` and `msg` (wire §2.1). */
export function goTrueErrorResponse(c: Context, err: GoTrueError): Response {
  const payload: Record<string, unknown> = { code: err.code, error_code: err.code, message: err.message, msg: err.message };
  const headers: Record<string, string> = { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': err.code };
  if (err.extra) {
    for (const [k, v] of Object.entries(err.extra)) {
      if (k === 'retryAfter') headers['Retry-After'] = String(v);
      else if (k === 'headers') Object.assign(headers, v);
      else payload[k] = v;
    }
  }
  return c.json(payload, err.status as 400, headers);
}

export function createAuthRoutes(ctx: AppContext): Hono {
  const r = new Hono();
  r.use('*', async (c, next) => {
    const bad = badUrlBytes(c.req.url);
    if (bad) throw new GoTrueError(400, 'validation_failed', bad);
    await next();
  });
  r.use('*', authRateLimit(ctx));

  r.get('/health', (c) => c.json({ version: 'tallyline', name: 'GoTrue', description: 'Tallyline embedded auth' }));
  r.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: !ctx.config.confirmEmail,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  r.post('/signup', async (c) => {
    const b = await body(c);
    const out = await signUp(ctx, { email: b.email, password: b.password, data: b.data }, info(c, ctx.config), safeRedirect(c, ctx.config, c.req.query('redirect_to')));
    return c.json(out);
  });

  r.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const b = await body(c);
    if (grant === 'password') return c.json(await signInWithPassword(ctx, { email: b.email, password: b.password }, info(c, ctx.config)));
    if (grant === 'refresh_token') {
      if (typeof b.refresh_token !== 'string' || b.refresh_token === '') {
        return c.json({ error: 'invalid_request', error_description: 'refresh_token required' }, 400);
      }
      return c.json(await refreshSession(ctx, b.refresh_token, info(c, ctx.config)));
    }
    throw new GoTrueError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  r.get('/verify', async (c) => {
    const redirect = safeRedirect(c, ctx.config, c.req.query('redirect_to')) ?? `${requestOrigin(c, ctx.config)}/app/`;
    const type = c.req.query('type') ?? '';
    try {
      const t = await verifyEmailLink(ctx, c.req.query('token') ?? '', type, info(c, ctx.config));
      const frag = new URLSearchParams({
        access_token: t.access_token,
        expires_at: String(t.expires_at),
        expires_in: String(t.expires_in),
        refresh_token: t.refresh_token,
        token_type: 'bearer',
        type,
      });
      return c.redirect(`${redirect.split('#')[0]}#${frag.toString()}`, 303);
    } catch (err) {
      if (!(err instanceof GoTrueError)) throw err;
      const frag = new URLSearchParams({ error: 'access_denied', error_code: err.code, error_description: err.message });
      return c.redirect(`${redirect.split('#')[0]}#${frag.toString()}`, 303);
    }
  });

  r.post('/logout', async (c) => {
    const { claims } = await authenticate(ctx, c.req.header('authorization'));
    await signOut(ctx, claims, c.req.query('scope') ?? 'global');
    return c.body(null, 204);
  });

  r.get('/user', async (c) => {
    const { user } = await authenticate(ctx, c.req.header('authorization'));
    return c.json(toUserJson(user));
  });

  r.put('/user', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    const b = await body(c);
    return c.json(await updateUser(ctx, auth, b, info(c, ctx.config), safeRedirect(c, ctx.config, c.req.query('redirect_to'))));
  });

  r.post('/factors', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    return c.json(await enrollFactor(ctx, auth, await body(c), info(c, ctx.config)));
  });
  r.post('/factors/:id/challenge', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    await body(c);
    return c.json(await challengeFactor(ctx, auth, c.req.param('id'), info(c, ctx.config)));
  });
  r.post('/factors/:id/verify', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    return c.json(await verifyFactor(ctx, auth, c.req.param('id'), await body(c), info(c, ctx.config)));
  });
  r.delete('/factors/:id', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    return c.json(await unenrollFactor(ctx, auth, c.req.param('id')));
  });

  // Recovery codes (not part of GoTrue): a set is shown once and stored hashed; one code
  // stands in for the authenticator once.
  r.post('/recovery_codes', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    await body(c);
    return c.json(await replaceRecoveryCodes(ctx, auth), 200, { 'Cache-Control': 'no-store' });
  });
  r.get('/recovery_codes', async (c) => {
    const { user } = await authenticate(ctx, c.req.header('authorization'));
    return c.json(await recoveryCodeStatus(ctx, user.id));
  });
  r.post('/recovery_codes/verify', async (c) => {
    const auth = await authenticate(ctx, c.req.header('authorization'));
    return c.json(await verifyRecoveryCode(ctx, auth, await body(c), info(c, ctx.config)));
  });

  r.notFound((c) => goTrueErrorResponse(c, new GoTrueError(404, 'not_found', `Not found: ${c.req.method} ${c.req.path}`)));
  r.onError((err, c) => {
    if (err instanceof GoTrueError) return goTrueErrorResponse(c, err);
    if (err instanceof DatabaseBusyError) {
      return goTrueErrorResponse(c, new GoTrueError(504, 'request_timeout', err.message, { retryAfter: err.retryAfterSeconds }));
    }
    if (err instanceof BodyError) {
      if (err.kind === 'too_large') return goTrueErrorResponse(c, new GoTrueError(413, 'request_too_large', err.message));
      if (err.kind === 'bad_text') return goTrueErrorResponse(c, new GoTrueError(400, 'validation_failed', err.message));
      return goTrueErrorResponse(c, new GoTrueError(400, 'bad_json', `Could not parse request body as JSON: ${err.message}`));
    }
    logError('[auth] unexpected error', err);
    return goTrueErrorResponse(c, new GoTrueError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  });
  return r;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /dev/mailbox[?to=address]: the e-mails this server would have sent.
 * Not mounted in production, and answered only to requests from this machine
 * (the links sign people in).
 */
export function createMailboxRoutes(ctx: AppContext): Hono {
  const r = new Hono();
  r.get('/', (c) => {
    if (!LOOPBACK.has(clientIp(c))) return c.json({ message: 'The dev mailbox is only available from this machine' }, 403);
    return c.json({ messages: readMailbox(ctx.config, c.req.query('to')) }, 200, { 'Cache-Control': 'no-store' });
  });
  return r;
}
