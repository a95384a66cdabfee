import { createHash, randomInt } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Sql } from '../db/types.js';
import { GoTrueError } from './errors.js';
import type { SessionRow } from './sessions.js';
import type { UserRow } from './users.js';

/** Codes per set; a new set replaces the old one. */
export const RECOVERY_CODE_COUNT = 10;
// 31 symbols without look-alikes (no i, l, o, 0, 1); 16 of them carry 79 random bits.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 16;
const SHAPE = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

/** One code, shown as four groups of four: `k4m9-x7qp-2ab8-ht3z`. */
export function generateRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{4}/g)!.join('-');
}

/** The code as typed (any case, spaces or dashes) → its canonical form, or null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const raw = typed.toLowerCase().replace(/[\s-]/g, '');
  return SHAPE.test(raw) ? raw : null;
}

/** What the database keeps: SHA-256 of the canonical code (79 random bits are beyond guessing, so no salt or stretching). */
export function hashRecoveryCode(canonical: string): string {
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

const hasVerifiedFactor = (user: UserRow) => (user.factors ?? []).some((f) => f.status === 'verified');

/** POST /recovery_codes: a new set, shown once; needs an aal2 session of a user with a verified factor. */
export async function replaceRecoveryCodes(ctx: AppContext, auth: { user: UserRow; session: SessionRow }): Promise<{ codes: string[] }> {
  if (!hasVerifiedFactor(auth.user)) throw new GoTrueError(422, 'mfa_factor_not_found', 'Recovery codes need a verified two-factor method first');
  if (auth.session.aal !== 'aal2') throw new GoTrueError(403, 'insufficient_aal', 'AAL2 required to create recovery codes');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await ctx.db.transaction(async (sql) => {
    await sql.query('DELETE FROM auth.mfa_recovery_codes WHERE user_id = $1', [auth.user.id]);
    for (const code of codes) {
      await sql.query('INSERT INTO auth.mfa_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [auth.user.id, hashRecoveryCode(normaliseRecoveryCode(code)!)]);
    }
  });
  return { codes };
}

/** GET /recovery_codes: how many unused codes are left (never the codes). */
export async function recoveryCodeStatus(ctx: AppContext, userId: string): Promise<{ remaining: number; created_at: string | null }> {
  const r = await ctx.db.query<{ remaining: number; created_at: Date | string | null }>(
    'SELECT count(*) FILTER (WHERE used_at IS NULL)::int AS remaining, max(created_at) AS created_at FROM auth.mfa_recovery_codes WHERE user_id = $1',
    [userId],
  );
  const row = r.rows[0];
  return { remaining: row?.remaining ?? 0, created_at: row?.created_at ? new Date(row.created_at).toISOString() : null };
}

/** Marks an unused code of the user as used; throws a wrong-code error when there is none. */
export async function consumeRecoveryCode(sql: Sql, userId: string, typed: string): Promise<void> {
  const canonical = normaliseRecoveryCode(typed);
  const r = canonical
    ? await sql.query('UPDATE auth.mfa_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id', [userId, hashRecoveryCode(canonical)])
    : { rows: [] };
  if (r.rows.length === 0) throw new GoTrueError(422, 'mfa_verification_failed', 'Invalid recovery code entered');
}
