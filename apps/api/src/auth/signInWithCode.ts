import type { AppContext } from '../context.js';
import { GoTrueError } from './errors.js';
import { consumeRecoveryCode, normaliseRecoveryCode } from './recoveryCodes.js';
import { withSecondFactorBudget } from './secondFactorAttempts.js';
import { checkPasswordCredentials } from './service.js';
import { createSession, elevateSession, issueTokens, type RequestInfo, type TokenResponse } from './sessions.js';
import { acceptTotpCode } from './totp.js';

interface FactorSecret {
  id: string;
  secret: string;
  last_totp_step: number | string | null;
}

/**
 * The public API's sign-in (POST /v1/auth/sign-in): the password and, for an account with a
 * verified factor, the second factor in the same request — a 6-digit TOTP code or a recovery
 * code. Without it no session is created (401 mfa_required), so the API never hands out an
 * aal1 token that could mint API keys. The same budgets as the auth service apply.
 */
export async function signInWithCode(ctx: AppContext, params: { email: unknown; password: unknown; code?: string | undefined }, info: RequestInfo): Promise<TokenResponse> {
  const user = await checkPasswordCredentials(ctx, params, info.ip);
  const verified = (user.factors ?? []).filter((f) => f.status === 'verified' && f.factor_type === 'totp');
  if (verified.length === 0) {
    return ctx.db.transaction(async (sql) => issueTokens(ctx, sql, user, await createSession(sql, user.id, 'password'), info));
  }
  const code = params.code?.trim() ?? '';
  if (!code) {
    throw new GoTrueError(401, 'mfa_required', "This account uses two-factor sign-in: send the 6-digit code from the authenticator app (or a recovery code) in 'code'");
  }
  if (normaliseRecoveryCode(code)) {
    return withSecondFactorBudget(ctx, `recovery:${user.id}`, () =>
      ctx.db.transaction(async (sql) => {
        await consumeRecoveryCode(sql, user.id, code);
        return elevateSession(ctx, sql, user, await createSession(sql, user.id, 'password'), 'mfa/recovery_code', null, info);
      }),
    );
  }
  // The oldest verified factor answers the code (the app enrols one authenticator).
  const factorId = verified[0]!.id;
  return withSecondFactorBudget(ctx, `factor:${factorId}`, () =>
    ctx.db.transaction(async (sql) => {
      const f = (await sql.query<FactorSecret>('SELECT id, secret, last_totp_step FROM auth.mfa_factors WHERE id = $1 FOR UPDATE', [factorId])).rows[0];
      if (!f) throw new GoTrueError(422, 'mfa_factor_not_found', 'Factor not found');
      await acceptTotpCode(sql, ctx.config.secretsKey, f, code);
      return elevateSession(ctx, sql, user, await createSession(sql, user.id, 'password'), 'totp', f.id, info);
    }),
  );
}
