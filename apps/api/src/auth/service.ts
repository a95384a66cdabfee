import { randomUUID } from 'node:crypto';
import type { AppContext, Config } from '../context.js';
import type { Sql } from '../db/types.js';
import { GoTrueError } from './errors.js';
import { sendMail } from './mailbox.js';
import { hashPassword, verifyPassword } from './passwordHash.js';
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from './signInThrottle.js';
import { createSession, issueTokens, randomToken, type RequestInfo, type SessionRow, type TokenResponse } from './sessions.js';
import { loadUserByEmail, loadUserById, toUserJson, type UserRow } from './users.js';

const MIN_PASSWORD = 6;
const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// A real bcrypt hash to compare against for unknown e-mails, so timing does not reveal which addresses exist.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('tallyline-dummy-password'));

function defaultInfo(config: Config): RequestInfo {
  return { origin: `http://localhost:${config.port}`, ip: '127.0.0.1' };
}


export function normaliseEmail(raw: unknown): string {
  if (typeof raw !== 'string') throw new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const email = raw.trim().toLowerCase();
  if (!email || email.length > 255 || !EMAIL_RE.test(email)) {
    throw new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

function checkPassword(password: unknown, required: string): string {
  if (typeof password !== 'string' || password === '') throw new GoTrueError(400, 'validation_failed', required);
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw new GoTrueError(400, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
  if ([...password].length < MIN_PASSWORD) {
    throw new GoTrueError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

// ---------------------------------------------------------------- e-mail links

function verifyLink(info: RequestInfo, token: string, type: 'signup' | 'email_change', redirectTo?: string): string {
  const u = new URL(`${info.origin}/auth/v1/verify`);
  u.searchParams.set('token', token);
  u.searchParams.set('type', type);
  if (redirectTo) u.searchParams.set('redirect_to', redirectTo);
  return u.toString();
}

async function sendConfirmation(ctx: AppContext, sql: Sql, userId: string, email: string, info: RequestInfo, redirectTo?: string): Promise<void> {
  const token = randomToken(24);
  await sql.query('UPDATE auth.users SET confirmation_token = $2, confirmation_sent_at = now() WHERE id = $1', [userId, token]);
  sendMail(ctx.config, { to: email, subject: 'Confirm your signup', kind: 'signup', link: verifyLink(info, token, 'signup', redirectTo) });
}

// ---------------------------------------------------------------- public services

/** POST /signup. Returns a token response (confirmation off) or the bare user (confirmation on). */
export async function signUp(
  ctx: AppContext,
  params: { email: unknown; password: unknown; data?: unknown },
  info: RequestInfo = defaultInfo(ctx.config),
  redirectTo?: string,
): Promise<TokenResponse | Record<string, unknown>> {
  if (params.password === undefined || params.password === null || params.password === '') {
    throw new GoTrueError(400, 'validation_failed', 'Signup requires a valid password');
  }
  const email = normaliseEmail(params.email);
  const password = checkPassword(params.password, 'Signup requires a valid password');
  const data = params.data && typeof params.data === 'object' && !Array.isArray(params.data) ? (params.data as Record<string, unknown>) : {};
  const hash = await hashPassword(password);

  return ctx.db.transaction(async (sql) => {
    const existing = await loadUserByEmail(sql, email);
    if (existing) {
      if (existing.email_confirmed_at) {
        if (!ctx.config.confirmEmail) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
        // Confirmations on: do not reveal that the address is taken (wire §2.6).
        const now = new Date().toISOString();
        return {
          id: randomUUID(), aud: 'authenticated', role: '', email, phone: '', confirmation_sent_at: now,
          app_metadata: { provider: 'email', providers: ['email'] }, user_metadata: {}, identities: [],
          created_at: now, updated_at: now, is_anonymous: false,
        };
      }
      if (!ctx.config.confirmEmail) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
      await sendConfirmation(ctx, sql, existing.id, email, info, redirectTo);
      return toUserJson((await loadUserById(sql, existing.id)) ?? existing);
    }

    const id = randomUUID();
    const confirmed = !ctx.config.confirmEmail;
    const identityData = { ...data, sub: id, email, email_verified: confirmed, phone_verified: false };
    await sql.query(
      `INSERT INTO auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
       VALUES ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
               ${confirmed ? 'now()' : 'NULL'}, $4::jsonb, $5::jsonb, false, now(), now())`,
      [id, email, hash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(identityData)],
    );
    await sql.query(
      `INSERT INTO auth.identities (provider_id, user_id, identity_data, provider) VALUES ($1::text, $1::uuid, $2::jsonb, 'email')`,
      [id, JSON.stringify({ sub: id, email, email_verified: confirmed, phone_verified: false })],
    );
    const user = (await loadUserById(sql, id)) as UserRow;
    if (!confirmed) {
      await sendConfirmation(ctx, sql, id, email, info, redirectTo);
      return toUserJson((await loadUserById(sql, id)) as UserRow);
    }
    const session = await createSession(sql, id, 'password');
    return issueTokens(ctx, sql, user, session, info);
  });
}

/**
 * The user behind an e-mail and password, checked as GoTrue's password grant does
 * (password first, then ban and confirmation), with the failed-sign-in throttle.
 */
export async function checkPasswordCredentials(ctx: AppContext, params: { email: unknown; password: unknown }, client: string): Promise<UserRow> {
  const email = typeof params.email === 'string' ? params.email.trim().toLowerCase() : '';
  const password = typeof params.password === 'string' ? params.password : '';
  if (!email || !password) throw new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
  assertSignInAllowed(ctx.config, email, client);
  const user = await loadUserByEmail(ctx.db, email);
  const ok = await verifyPassword(password, user?.encrypted_password || (await getDummyHash()));
  if (!user || !user.encrypted_password || !ok) {
    recordSignInFailure(ctx.config, email, client);
    throw new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) throw new GoTrueError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
  recordSignInSuccess(ctx.config, email, client);
  return user;
}

/** POST /token?grant_type=password: an aal1 session (a verified factor is then asked for by the client). */
export async function signInWithPassword(
  ctx: AppContext,
  params: { email: unknown; password: unknown },
  info: RequestInfo = defaultInfo(ctx.config),
): Promise<TokenResponse> {
  const user = await checkPasswordCredentials(ctx, params, info.ip);
  return ctx.db.transaction(async (sql) => {
    const session = await createSession(sql, user.id, 'password');
    return issueTokens(ctx, sql, user, session, info);
  });
}

/**
 * GoTrue's secure password change (UpdatePasswordRequireCurrentPassword, always on here): a
 * session alone cannot change the password; the current one must come with it. A wrong one
 * counts as a failed sign-in, so a stolen session cannot guess it faster than a sign-in form.
 */
async function checkCurrentPassword(ctx: AppContext, user: UserRow, current: unknown, client: string): Promise<void> {
  if (typeof current !== 'string' || current === '') {
    throw new GoTrueError(400, 'current_password_required', 'Current password required when setting new password.');
  }
  const email = user.email ?? user.id;
  assertSignInAllowed(ctx.config, email, client);
  if (!(await verifyPassword(current, user.encrypted_password ?? ''))) {
    recordSignInFailure(ctx.config, email, client);
    throw new GoTrueError(400, 'current_password_mismatch', 'Current password required when setting new password.');
  }
}

/** PUT /user: e-mail (confirmed through a link sent to the new address), password, user_metadata. */
export async function updateUser(
  ctx: AppContext,
  auth: { user: UserRow; session: SessionRow },
  body: Record<string, unknown>,
  info: RequestInfo = defaultInfo(ctx.config),
  redirectTo?: string,
): Promise<Record<string, unknown>> {
  const { user, session } = auth;
  const hasVerifiedFactor = (user.factors ?? []).some((f) => f.status === 'verified');
  const wantsEmail = body.email !== undefined && body.email !== null && body.email !== '';
  const wantsPassword = body.password !== undefined && body.password !== null && body.password !== '';
  if ((wantsEmail || wantsPassword) && hasVerifiedFactor && session.aal !== 'aal2') {
    throw new GoTrueError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
  }
  let password: string | undefined;
  if (wantsPassword) {
    password = checkPassword(body.password, 'Password is required');
    if (user.encrypted_password) await checkCurrentPassword(ctx, user, body.current_password, info.ip);
    if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
      throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.');
    }
  }
  const newEmail = wantsEmail ? normaliseEmail(body.email) : undefined;
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : undefined;
  const hash = password ? await hashPassword(password) : undefined;

  return ctx.db.transaction(async (sql) => {
    if (data) {
      await sql.query("UPDATE auth.users SET raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() WHERE id = $1", [user.id, JSON.stringify(data)]);
      if (typeof (data as Record<string, unknown>).full_name === 'string') {
        await sql.query('UPDATE public.profiles SET full_name = $2, updated_at = now() WHERE id = $1', [user.id, (data as Record<string, unknown>).full_name]);
      }
    }
    if (hash) {
      await sql.query('UPDATE auth.users SET encrypted_password = $2, updated_at = now() WHERE id = $1', [user.id, hash]);
      // Every other session of the user is signed out.
      await sql.query('DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2', [user.id, session.id]);
    }
    if (newEmail && newEmail !== user.email) {
      const taken = await sql.query('SELECT 1 FROM auth.users WHERE email = $1 AND id <> $2', [newEmail, user.id]);
      if (taken.rows.length > 0) throw new GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
      const token = randomToken(24);
      await sql.query(
        'UPDATE auth.users SET email_change = $2, email_change_token_new = $3, email_change_sent_at = now(), updated_at = now() WHERE id = $1',
        [user.id, newEmail, token],
      );
      sendMail(ctx.config, { to: newEmail, subject: 'Confirm your new e-mail address', kind: 'email_change', link: verifyLink(info, token, 'email_change', redirectTo) });
    }
    return toUserJson((await loadUserById(sql, user.id)) as UserRow);
  });
}

/**
 * GET /verify: follows an e-mail link. Confirms the sign-up or applies the
 * e-mail change, then starts a session (the implicit-flow redirect carries it).
 */
export async function verifyEmailLink(
  ctx: AppContext,
  token: string,
  type: string,
  info: RequestInfo = defaultInfo(ctx.config),
): Promise<TokenResponse> {
  if (!token || (type !== 'signup' && type !== 'email_change')) {
    throw new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');
  }
  return ctx.db.transaction(async (sql) => {
    const r =
      type === 'signup'
        ? await sql.query<{ id: string }>(
            `UPDATE auth.users SET email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = NULL, updated_at = now(),
                    raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
              WHERE confirmation_token = $1 AND confirmation_sent_at > now() - interval '24 hours' RETURNING id`,
            [token],
          )
        : await sql.query<{ id: string }>(
            `UPDATE auth.users SET email = email_change, email_change = NULL, email_change_token_new = NULL, email_change_sent_at = NULL,
                    email_confirmed_at = now(), updated_at = now(),
                    raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', email_change)
              WHERE email_change_token_new = $1 AND email_change_sent_at > now() - interval '24 hours' RETURNING id`,
            [token],
          );
    const id = r.rows[0]?.id;
    if (!id) throw new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');
    if (type === 'signup') {
      await sql.query(`UPDATE auth.identities SET identity_data = identity_data || '{"email_verified": true}'::jsonb WHERE user_id = $1 AND provider = 'email'`, [id]);
    } else {
      await sql.query(
        `UPDATE auth.identities SET identity_data = identity_data || jsonb_build_object('email', (SELECT email FROM auth.users WHERE id = $1)), updated_at = now()
          WHERE user_id = $1 AND provider = 'email'`,
        [id],
      );
    }
    const user = (await loadUserById(sql, id)) as UserRow;
    const session = await createSession(sql, id, 'otp');
    return issueTokens(ctx, sql, user, session, info);
  });
}
