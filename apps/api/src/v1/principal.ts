import type { Context } from 'hono';
import type { AppContext } from '../context.js';
import { asRole } from '../db/asRole.js';
import type { RequestClaims, Sql } from '../db/types.js';
import { GoTrueError } from '../auth/errors.js';
import { authenticate as authenticateAccessToken } from '../auth/sessions.js';
import { forbidden, unauthorized } from './errors.js';
import { hashApiKey, isApiKey } from './keys.js';
import { TIER_LIMITS, type Tier } from './tiers.js';

export type Scope = 'read' | 'read-write';

/** Who a /v1 request runs as, once its bearer credential is checked. */
export interface Principal {
  userId: string;
  /** The claims every data query runs under: role authenticated, sub = the user. */
  claims: RequestClaims;
  credential: 'api_key' | 'access_token';
  scope: Scope;
  /** The API key's id (credential api_key only). */
  keyId: string | undefined;
  /** Requests per minute. */
  limit: number;
  /** Rate-limit bucket: per key, or per user for access tokens. */
  bucket: string;
  /**
   * The account has a verified second factor but this credential never passed it (an aal1
   * token or a key made by an aal1 session). Such a principal may only sign out.
   */
  missingSecondFactor: boolean;
}

export type V1Env = { Variables: { principal: Principal | null } };

interface KeyRow {
  key_id: string;
  owner_id: string;
  key_scope: Scope;
  key_tier: Tier;
  key_rate_limit: number | null;
  key_aal: 'aal1' | 'aal2';
  revoked: boolean;
}

export const INVALID_TOKEN = 'Invalid or expired access token';
/** No Authorization header at all: say what to send rather than call a key that was never sent invalid. */
export const MISSING_CREDENTIAL = 'No API key provided: send the header Authorization: Bearer <API key or access token>';
/** An Authorization header with another scheme (Basic, a bare key): the fix is the scheme, not the key. */
export const NOT_BEARER = 'The Authorization header must be Bearer <API key or access token>';

/** Reads `Authorization: Bearer …` and resolves it to a principal, or throws 401. */
export async function authenticate(ctx: AppContext, authorization: string | undefined): Promise<Principal> {
  if (!authorization?.trim()) throw unauthorized(MISSING_CREDENTIAL);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const credential = match?.[1];
  if (!credential) throw unauthorized(/^Bearer\b/i.test(authorization.trim()) ? MISSING_CREDENTIAL : NOT_BEARER);

  if (isApiKey(credential)) {
    // The key lookup runs as anon through the one SECURITY DEFINER function (migration 0100).
    const rows = await asRole(ctx.db, null, async (tx) =>
      (await tx.query<KeyRow>('SELECT * FROM public.api_key_authenticate($1)', [hashApiKey(credential)])).rows,
    );
    const key = rows[0];
    if (!key || key.revoked) throw unauthorized();
    return {
      userId: key.owner_id,
      // A key runs at the assurance level of the session that made it (migration 0102).
      claims: { role: 'authenticated', sub: key.owner_id, aal: key.key_aal },
      credential: 'api_key',
      scope: key.key_scope,
      keyId: key.key_id,
      limit: key.key_rate_limit ?? TIER_LIMITS[key.key_tier] ?? TIER_LIMITS.free,
      bucket: `key:${key.key_id}`,
      missingSecondFactor: key.key_aal !== 'aal2' && (await hasVerifiedFactor(ctx, key.owner_id)),
    };
  }

  if (credential.split('.').length !== 3) throw unauthorized();
  // A user access token is checked the way the auth service checks it: signature,
  // expiry, and that its user and session still exist (so sign-out ends it at once).
  let claims: RequestClaims;
  let factors: Array<{ status: string }> | null;
  try {
    ({ claims, user: { factors } } = await authenticateAccessToken(ctx, `Bearer ${credential}`));
  } catch (err) {
    if (err instanceof GoTrueError) throw unauthorized(INVALID_TOKEN);
    throw err;
  }
  if (typeof claims.sub !== 'string') throw unauthorized(INVALID_TOKEN);
  return {
    userId: claims.sub,
    claims,
    credential: 'access_token',
    scope: 'read-write',
    keyId: undefined,
    limit: TIER_LIMITS.free,
    bucket: `user:${claims.sub}`,
    missingSecondFactor: claims.aal !== 'aal2' && (factors ?? []).some((f) => f.status === 'verified'),
  };
}

async function hasVerifiedFactor(ctx: AppContext, userId: string): Promise<boolean> {
  const r = await ctx.db.query("SELECT 1 FROM auth.mfa_factors WHERE user_id = $1 AND status = 'verified' LIMIT 1", [userId]);
  return r.rows.length > 0;
}

/** The request's principal; every protected route's handler starts here. */
export function principalOf(c: Context<V1Env>): Principal {
  const p = c.get('principal');
  if (!p) throw unauthorized();
  return p;
}

/** A principal allowed to write (a read-write key, or a user token). */
export function writerOf(c: Context<V1Env>): Principal {
  const p = principalOf(c);
  if (p.scope !== 'read-write') throw forbidden('This API key is read-only; use a key with the read-write scope');
  return p;
}

/** A principal signed in with a user access token (API keys cannot manage keys or sessions). */
export function userOf(c: Context<V1Env>): Principal {
  const p = principalOf(c);
  if (p.credential !== 'access_token') throw forbidden('This endpoint needs a user access token, not an API key');
  return p;
}

/** Runs `fn` as the principal's user under row-level security. */
export function asUser<T>(ctx: AppContext, p: Principal, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return asRole(ctx.db, p.claims, fn);
}

