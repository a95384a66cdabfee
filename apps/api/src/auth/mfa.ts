import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../context.js';
import { GoTrueError } from './errors.js';
import { sealSecret } from './secretBox.js';
import { consumeRecoveryCode } from './recoveryCodes.js';
import { withSecondFactorBudget } from './secondFactorAttempts.js';
import { elevateSession, type RequestInfo, type SessionRow, type TokenResponse } from './sessions.js';
import { acceptTotpCode, totpFor } from './totp.js';
import { loadUserById, type UserRow } from './users.js';

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

/**
 * The QR code as raw SVG (wire §2.7). supabase-js turns it into `data:image/svg+xml;utf-8,<svg…>`
 * without escaping, so a `#` in the markup would end the URL there and the image would not
 * render: colours are named, never hex.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
  return svg.replaceAll('"#000000"', '"black"').replaceAll('"#ffffff"', '"white"');
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
  const qr = await qrCodeSvg(uri);
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
      [id, user.id, friendlyName, sealSecret(ctx.config.secretsKey, id, secret)],
    );
  });
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } };
}

interface FactorRecord {
  id: string;
  status: string;
  secret: string;
  factor_type: string;
  last_totp_step: number | string | null;
}

async function ownFactor(ctx: AppContext, userId: string, factorId: string): Promise<FactorRecord> {
  assertUuid(factorId);
  const r = await ctx.db.query<FactorRecord>(
    'SELECT id, status, secret, factor_type, last_totp_step FROM auth.mfa_factors WHERE id = $1 AND user_id = $2',
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

/**
 * POST /factors/:id/verify: checks the TOTP code against the challenge; the session becomes
 * aal2. At most five wrong codes a minute per factor, and a code's time step is never accepted
 * twice (issue 14: one challenge used to take 300 guesses, and a used code worked again).
 */
export async function verifyFactor(ctx: AppContext, auth: Auth, factorId: string, body: Record<string, unknown>, info: RequestInfo): Promise<TokenResponse> {
  const f = await ownFactor(ctx, auth.user.id, factorId);
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  if (!code) throw new GoTrueError(400, 'validation_failed', 'Code needs to be non-empty');
  if (!UUID_RE.test(challengeId)) throw new GoTrueError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  return withSecondFactorBudget(ctx, `factor:${f.id}`, () =>
    ctx.db.transaction(async (sql) => {
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
      // Lock the factor: two requests with the same code are serialised, the second sees the step used.
      const locked = (await sql.query<FactorRecord>('SELECT id, status, secret, factor_type, last_totp_step FROM auth.mfa_factors WHERE id = $1 FOR UPDATE', [f.id])).rows[0] ?? f;
      await acceptTotpCode(sql, ctx.config.secretsKey, locked, code);
      await sql.query('UPDATE auth.mfa_challenges SET verified_at = now() WHERE id = $1', [ch.id]);
      await sql.query("UPDATE auth.mfa_factors SET status = 'verified', updated_at = now() WHERE id = $1", [f.id]);
      const user = (await loadUserById(sql, auth.user.id)) ?? auth.user;
      return elevateSession(ctx, sql, user, auth.session, 'totp', f.id, info);
    }),
  );
}

/**
 * POST /recovery_codes/verify: a one-time recovery code instead of the authenticator (a lost
 * phone). Same budget as a factor (five wrong codes a minute per user); the session becomes aal2.
 */
export async function verifyRecoveryCode(ctx: AppContext, auth: Auth, body: Record<string, unknown>, info: RequestInfo): Promise<TokenResponse> {
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!code) throw new GoTrueError(400, 'validation_failed', 'Code needs to be non-empty');
  if (!(auth.user.factors ?? []).some((f) => f.status === 'verified')) {
    throw new GoTrueError(422, 'mfa_factor_not_found', 'Recovery codes need a verified two-factor method first');
  }
  return withSecondFactorBudget(ctx, `recovery:${auth.user.id}`, () =>
    ctx.db.transaction(async (sql) => {
      await consumeRecoveryCode(sql, auth.user.id, code);
      return elevateSession(ctx, sql, auth.user, auth.session, 'mfa/recovery_code', null, info);
    }),
  );
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
