import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { RequestClaims, Sql } from '../db/types.js';
import { GoTrueError } from './errors.js';
import { signAccessToken, verifyAccessToken } from './jwt.js';
import { loadUserById, toUserJson, type UserRow } from './users.js';

/** Where a request came from: its origin (for the JWT issuer and e-mail links) and client IP (MFA). */
export interface RequestInfo {
  origin: string;
  ip: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  amr: Array<{ method: string; timestamp: number }>;
}

/** Old refresh tokens stay usable this long after rotation (concurrent tabs), as GoTrue's reuse interval. */
export const REFRESH_REUSE_SECONDS = 10;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Signs an access token for the session and returns GoTrue's token response (wire §2.4). */
export async function issueTokens(ctx: AppContext, sql: Sql, user: UserRow, session: SessionRow, info: RequestInfo, refreshToken?: string): Promise<TokenResponse> {
  const rt = refreshToken ?? (await newRefreshToken(sql, user.id, session.id, null));
  const fresh = (await loadUserById(sql, user.id)) ?? user;
  const userJson = toUserJson(fresh);
  const { token, exp } = await signAccessToken(ctx.config, {
    iss: `${info.origin}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    email: fresh.email ?? '',
    phone: fresh.phone ?? '',
    app_metadata: userJson.app_metadata,
    user_metadata: userJson.user_metadata,
    role: 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  });
  return { access_token: token, token_type: 'bearer', expires_in: ctx.config.jwtExpirySeconds, expires_at: exp, refresh_token: rt, user: userJson };
}

/**
 * What the database keeps of a refresh token: its SHA-256 (hex). The token is 24 random
 * bytes, so a fast hash is enough; a copy of the data dir or its WAL no longer holds
 * tokens anyone could refresh with (issue 14). Migration 0105 hashed the older rows alike.
 */
export function refreshTokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new refresh token for the session; `parentDigest` is the stored digest of the one it replaces. */
export async function newRefreshToken(sql: Sql, userId: string, sessionId: string, parentDigest: string | null): Promise<string> {
  const token = randomToken(24);
  await sql.query('INSERT INTO auth.refresh_tokens (token, user_id, session_id, parent) VALUES ($1, $2, $3, $4)', [
    refreshTokenDigest(token),
    userId,
    sessionId,
    parentDigest,
  ]);
  return token;
}

/** A new aal1 session signed in by `method` ('password', 'otp' for e-mail links). */
export async function createSession(sql: Sql, userId: string, method: string): Promise<SessionRow> {
  const session: SessionRow = { id: randomUUID(), user_id: userId, aal: 'aal1', amr: [{ method, timestamp: nowSeconds() }] };
  await sql.query('INSERT INTO auth.sessions (id, user_id, aal, amr) VALUES ($1, $2, $3, $4::jsonb)', [session.id, userId, session.aal, JSON.stringify(session.amr)]);
  await sql.query('UPDATE auth.users SET last_sign_in_at = now() WHERE id = $1', [userId]);
  await sql.query("UPDATE auth.identities SET last_sign_in_at = now() WHERE user_id = $1 AND provider = 'email'", [userId]);
  return session;
}

export async function loadSession(sql: Sql, id: string): Promise<SessionRow | null> {
  const r = await sql.query<SessionRow>('SELECT id, user_id, aal, amr FROM auth.sessions WHERE id = $1', [id]);
  const s = r.rows[0];
  if (!s) return null;
  if (typeof s.amr === 'string') s.amr = JSON.parse(s.amr) as SessionRow['amr'];
  return s;
}

/**
 * A passed second factor makes the session aal2 (same session id, `method` first in amr) and,
 * as GoTrue does, signs out the user's other sessions that are still below aal2. Returns the
 * new tokens; earlier refresh tokens of the session are revoked.
 */
export async function elevateSession(
  ctx: AppContext,
  sql: Sql,
  user: UserRow,
  session: SessionRow,
  method: string,
  factorId: string | null,
  info: RequestInfo,
): Promise<TokenResponse> {
  const amr = [{ method, timestamp: nowSeconds() }, ...session.amr.filter((a) => a.method !== method)];
  await sql.query("UPDATE auth.sessions SET aal = 'aal2', factor_id = $2, amr = $3::jsonb, updated_at = now() WHERE id = $1", [session.id, factorId, JSON.stringify(amr)]);
  await sql.query("DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2 AND aal = 'aal1'", [user.id, session.id]);
  await sql.query('UPDATE auth.refresh_tokens SET revoked = true, updated_at = now() WHERE session_id = $1 AND NOT revoked', [session.id]);
  return issueTokens(ctx, sql, user, { ...session, aal: 'aal2', amr }, info);
}

/** POST /token?grant_type=refresh_token: rotates the refresh token, keeps session_id, aal and amr. */
export async function refreshSession(ctx: AppContext, refreshToken: unknown, info: RequestInfo): Promise<TokenResponse> {
  if (typeof refreshToken !== 'string' || refreshToken === '') {
    throw new GoTrueError(400, 'validation_failed', 'refresh_token required');
  }
  const outcome = await ctx.db.transaction(async (sql): Promise<TokenResponse | 'reused'> => {
    const r = await sql.query<{ id: string; token: string; user_id: string; session_id: string; revoked: boolean; updated_at: Date | string }>(
      'SELECT id, token, user_id, session_id, revoked, updated_at FROM auth.refresh_tokens WHERE token = $1 FOR UPDATE',
      [refreshTokenDigest(refreshToken)],
    );
    const row = r.rows[0];
    if (!row) throw new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const session = await loadSession(sql, row.session_id);
    if (!session) throw new GoTrueError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const user = await loadUserById(sql, row.user_id);
    if (!user) throw new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (row.revoked) {
      const revokedAt = new Date(row.updated_at).getTime();
      if (Date.now() - revokedAt > REFRESH_REUSE_SECONDS * 1000) {
        // Reuse outside the grace period: the family is compromised. The session (and with it
        // every refresh token of the family) is deleted and that commits; only then is the
        // error answered, so a rollback never brings the stolen family back.
        await sql.query('DELETE FROM auth.sessions WHERE id = $1', [session.id]);
        return 'reused';
      }
    } else {
      await sql.query('UPDATE auth.refresh_tokens SET revoked = true, updated_at = now() WHERE id = $1', [row.id]);
    }
    await sql.query('UPDATE auth.sessions SET updated_at = now() WHERE id = $1', [session.id]);
    const next = await newRefreshToken(sql, user.id, session.id, row.token);
    return issueTokens(ctx, sql, user, session, info, next);
  });
  if (outcome === 'reused') throw new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return outcome;
}

/** The user and session behind an access token, checked the way GoTrue does (user and session must still exist). */
export async function authenticate(ctx: AppContext, authorization: string | undefined): Promise<{ claims: RequestClaims; user: UserRow; session: SessionRow }> {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!m?.[1]) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyAccessToken(ctx.config, m[1]);
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new GoTrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is not a user token');
  }
  const user = await loadUserById(ctx.db, claims.sub);
  if (!user) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const session = typeof claims.session_id === 'string' ? await loadSession(ctx.db, claims.session_id) : null;
  if (!session || session.user_id !== user.id) throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { claims, user, session };
}

/** POST /logout?scope=global|local|others. */
export async function signOut(ctx: AppContext, claims: RequestClaims, scope: string = 'global'): Promise<void> {
  if (!['global', 'local', 'others'].includes(scope)) throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  const sub = claims.sub;
  const sid = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!sub) throw new GoTrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has no subject');
  if (scope === 'global') await ctx.db.query('DELETE FROM auth.sessions WHERE user_id = $1', [sub]);
  else if (scope === 'local') await ctx.db.query('DELETE FROM auth.sessions WHERE id = $1 AND user_id = $2', [sid, sub]);
  else await ctx.db.query('DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2', [sub, sid]);
}

