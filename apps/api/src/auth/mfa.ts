import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../context.js';
import { GoTrueError } from './errors.js';
import { tokensForSession, type RequestInfo, type SessionRow, type TokenResponse } from './service.js';
import type { UserRow } from './users.js';

const CHALLENGE_SECONDS = 300;
const MAX_VERIFIED_FACTORS = 10;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Auth {
  user: UserRow;
  session: SessionRow;
}

function assertUuid(id: string): void {
  if (!UUID_RE.test(id)) throw new GoTrueError(404, 'validation_failed', 'factor_id must be an UUID');
}

function totpFor(secret: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** POST /factors: a new unverified TOTP factor with its secret, URI and QR code (raw SVG). */
export async function enrollFactor(ctx: AppContext, auth: Auth, body: Record<string, unknown>, info: RequestInfo): Promise<Record<string, unknown>> {
  const type = body.factor_type;
  if (type === 'phone') throw new GoTrueError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type !== 'totp') throw new GoTrueError(400, 'validation_failed', 'factor_type needs to be totp or phone');
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : '';
  if (friendlyName.length > 255) throw new GoTrueError(400, 'validation_failed', 'friendly_name is too long');
  const issuer = typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim() : new URL(info.origin).hostname;
  const { user, session } = auth;
  const verified = (user.factors ?? []).filter((f) => f.status === 'verified');
  if (verified.length > 0 && session.aal !== 'aal2') throw new GoTrueError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  if (verified.length >= MAX_VERIFIED_FACTORS) {
    throw new GoTrueError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const totp = totpFor(secret, issuer, user.email ?? '');
  const uri = totp.toString();
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const id = randomUUID();
  await ctx.db.transaction(async (sql) => {
    // Unverified factors that were never verified within the challenge window are abandoned.
    await sql.query(
      `DELETE FROM auth.mfa_factors WHERE user_id = $1 AND status = 'unverified' AND created_at < now() - interval '${CHALLENGE_SECONDS} seconds'`,
      [user.id],
    );
    const clash = await sql.query('SELECT 1 FROM auth.mfa_factors WHERE user_id = $1 AND friendly_name = $2', [user.id, friendlyName]);
    if (clash.rows.length > 0) {
      throw new GoTrueError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    await sql.query(
      `INSERT INTO auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) VALUES ($1, $2, $3, 'totp', 'unverified', $4)`,
      [id, user.id, friendlyName, secret],
    );
  });
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } };
}

async function ownFactor(ctx: AppContext, userId: string, factorId: string): Promise<{ id: string; status: string; secret: string; factor_type: string }> {
  assertUuid(factorId);
  const r = await ctx.db.query<{ id: string; status: string; secret: string; factor_type: string }>(
    'SELECT id, status, secret, factor_type FROM auth.mfa_factors WHERE id = $1 AND user_id = $2',
    [factorId, userId],
  );
  const f = r.rows[0];
  if (!f) throw new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');
  return f;
}

/** POST /factors/:id/challenge. */
export async function challengeFactor(ctx: AppContext, auth: Auth, factorId: string, info: RequestInfo): Promise<Record<string, unknown>> {
  const f = await ownFactor(ctx, auth.user.id, factorId);
  const id = randomUUID();
  const r = await ctx.db.transaction(async (sql) => {
    const c = await sql.query<{ created_at: Date | string }>(
      'INSERT INTO auth.mfa_challenges (id, factor_id, ip_address) VALUES ($1, $2, $3) RETURNING created_at',
      [id, f.id, info.ip],
    );
    await sql.query('UPDATE auth.mfa_factors SET last_challenged_at = now(), updated_at = now() WHERE id = $1', [f.id]);
    return c.rows[0];
  });
  const created = Math.floor(new Date(r?.created_at ?? Date.now()).getTime() / 1000);
  return { id, type: f.factor_type, expires_at: created + CHALLENGE_SECONDS };
}

/** POST /factors/:id/verify: checks the TOTP code; the session becomes aal2. */
export async function verifyFactor(ctx: AppContext, auth: Auth, factorId: string, body: Record<string, unknown>, info: RequestInfo): Promise<TokenResponse> {
  const f = await ownFactor(ctx, auth.user.id, factorId);
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  if (!code) throw new GoTrueError(400, 'validation_failed', 'Code needs to be non-empty');
  if (!UUID_RE.test(challengeId)) throw new GoTrueError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  return ctx.db.transaction(async (sql) => {
    const r = await sql.query<{ id: string; created_at: Date | string; verified_at: Date | string | null; ip_address: string }>(
      'SELECT id, created_at, verified_at, ip_address FROM auth.mfa_challenges WHERE id = $1 AND factor_id = $2 FOR UPDATE',
      [challengeId, f.id],
    );
    const ch = r.rows[0];
    if (!ch) throw new GoTrueError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (new Date(ch.created_at).getTime() + CHALLENGE_SECONDS * 1000 < Date.now()) {
      throw new GoTrueError(422, 'mfa_challenge_expired', `MFA challenge ${ch.id} has expired, verify against another challenge or create a new challenge.`);
    }
    if (ch.verified_at || ch.ip_address !== info.ip) {
      throw new GoTrueError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    const delta = totpFor(f.secret, 'x', 'x').validate({ token: code, window: 1 });
    if (delta === null) throw new GoTrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    await sql.query('UPDATE auth.mfa_challenges SET verified_at = now() WHERE id = $1', [ch.id]);
    await sql.query("UPDATE auth.mfa_factors SET status = 'verified', updated_at = now() WHERE id = $1", [f.id]);
    const amr = [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...auth.session.amr.filter((a) => a.method !== 'totp')];
    await sql.query("UPDATE auth.sessions SET aal = 'aal2', factor_id = $2, amr = $3::jsonb, updated_at = now() WHERE id = $1", [
      auth.session.id,
      f.id,
      JSON.stringify(amr),
    ]);
    // GoTrue signs out the user's other sessions that are below aal2.
    await sql.query("DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2 AND aal = 'aal1'", [auth.user.id, auth.session.id]);
    return tokensForSession(ctx, sql, auth.user.id, auth.session.id, info);
  });
}

/** DELETE /factors/:id. */
export async function unenrollFactor(ctx: AppContext, auth: Auth, factorId: string): Promise<{ id: string }> {
  const f = await ownFactor(ctx, auth.user.id, factorId);
  if (f.status === 'verified' && auth.session.aal !== 'aal2') throw new GoTrueError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  await ctx.db.transaction(async (sql) => {
    await sql.query('DELETE FROM auth.mfa_factors WHERE id = $1', [f.id]);
    await sql.query(
      `UPDATE auth.sessions SET aal = 'aal1', factor_id = NULL,
              amr = coalesce((SELECT jsonb_agg(e) FROM jsonb_array_elements(amr) e WHERE e ->> 'method' <> 'totp'), '[]'::jsonb)
        WHERE factor_id = $1`,
      [f.id],
    );
  });
  return { id: f.id };
}
