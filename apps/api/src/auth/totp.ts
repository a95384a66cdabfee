import * as OTPAuth from 'otpauth';
import type { Sql } from '../db/types.js';
import { GoTrueError } from './errors.js';
import { openSecret } from './secretBox.js';

/** RFC 6238 with GoTrue's parameters: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;

export function totpFor(secret: string, issuer = '', label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: OTPAuth.Secret.fromBase32(secret) });
}

/**
 * The time step `code` was generated for, allowing one step of clock skew either way
 * (GoTrue's Skew: 1), or null when it matches none.
 *
 * @example
 * matchTotpStep(secret, totpFor(secret).generate({ timestamp: 90_000 }), 90_000) // 3
 */
export function matchTotpStep(secret: string, code: string, nowMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

export const invalidTotpCode = () => new GoTrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

/**
 * Accepts a TOTP code for a factor locked by the caller's transaction: the code must match
 * and belong to a later time step than the last accepted one, so a code (or an older one
 * still inside the skew window) never works twice. Records the step.
 */
export async function acceptTotpCode(
  sql: Sql,
  secretsKey: Uint8Array,
  factor: { id: string; secret: string; last_totp_step: number | string | null },
  code: string,
): Promise<void> {
  const step = matchTotpStep(openSecret(secretsKey, factor.id, factor.secret), code);
  if (step === null) throw invalidTotpCode();
  if (factor.last_totp_step !== null && step <= Number(factor.last_totp_step)) {
    throw new GoTrueError(422, 'mfa_verification_failed', 'This code was already used. Wait for the next code from your authenticator app.');
  }
  await sql.query('UPDATE auth.mfa_factors SET last_totp_step = $2, updated_at = now() WHERE id = $1', [factor.id, step]);
}
