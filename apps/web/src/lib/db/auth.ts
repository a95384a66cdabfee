import type { Session, User } from '@supabase/supabase-js';
import { getClient } from './client.js';
import { fail, ok, run, type DbError, type DbResult } from './result.js';

/** The signed-in user as the app sees it (spec app.md §3 Session). */
export interface AuthUser {
  id: string;
  email: string | null;
  fullName: string | null;
  createdAt: string | null;
}

/** Why an account call failed: lib/db's one error shape (result.ts). */
export type AuthFailure = DbError;

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'MFA_CHALLENGE_VERIFIED' | 'PASSWORD_RECOVERY';

export interface Assurance {
  current: 'aal1' | 'aal2' | null;
  next: 'aal1' | 'aal2' | null;
}

export interface TotpFactor {
  id: string;
  friendlyName: string | null;
  status: 'verified' | 'unverified';
}

export interface TotpEnrolment {
  id: string;
  /** data: URL of the QR code image (SVG). */
  qrCode: string;
  secret: string;
  uri: string;
}

function toUser(u: User): AuthUser {
  const name = (u.user_metadata as Record<string, unknown> | undefined)?.full_name;
  return { id: u.id, email: u.email ?? null, fullName: typeof name === 'string' ? name : null, createdAt: u.created_at ?? null };
}

/** The stored session's user, or null; reads local storage (refreshing the token if needed). */
export async function getSessionUser(): Promise<DbResult<AuthUser | null>> {
  return run(async () => (await getClient()).auth.getSession(), (d) => (d.session ? toUser(d.session.user) : null));
}

/** The current access token, for calls to /v1 and the recovery-code endpoints. */
export async function getAccessToken(): Promise<DbResult<string | null>> {
  return run(async () => (await getClient()).auth.getSession(), (d) => d.session?.access_token ?? null);
}

/** Subscribes to session changes; returns the unsubscribe function (a subscription, not a call: it throws when there is no client). */
export async function onAuthChange(listener: (event: AuthEvent, user: AuthUser | null) => void): Promise<() => void> {
  const c = await getClient();
  const { data } = c.auth.onAuthStateChange((event, session: Session | null) => {
    // Never call back into supabase-js inside its own callback (it holds a lock): defer.
    setTimeout(() => listener(event as AuthEvent, session ? toUser(session.user) : null), 0);
  });
  return () => data.subscription.unsubscribe();
}

/** Creates the account; `hasSession` is false while the e-mail still has to be confirmed. */
export async function signUp(input: { email: string; password: string; fullName: string }): Promise<DbResult<{ hasSession: boolean }>> {
  return run(
    async () => (await getClient()).auth.signUp({ email: input.email, password: input.password, options: { data: { full_name: input.fullName } } }),
    (d) => ({ hasSession: Boolean(d.session) }),
  );
}

export async function signIn(input: { email: string; password: string }): Promise<DbResult<AuthUser>> {
  const r = await run(async () => (await getClient()).auth.signInWithPassword(input));
  if (r.error) return r;
  return r.data.user ? ok(toUser(r.data.user)) : fail({ kind: 'api', message: 'No user returned' });
}

/** 'local' ends this browser's session only; 'global' ends every session of the account. */
export type SignOutScope = 'local' | 'global';

export async function signOut(scope: SignOutScope = 'local'): Promise<DbResult<null>> {
  return run(async () => ({ data: null, error: (await (await getClient()).auth.signOut({ scope })).error }));
}

/**
 * Asks the auth server whether the stored session still exists. When it was ended elsewhere,
 * supabase-js removes it here and fires SIGNED_OUT; network failures change nothing.
 */
export async function verifySession(): Promise<void> {
  const c = await getClient();
  const { data } = await c.auth.getSession();
  if (!data.session) return;
  await c.auth.getUser();
}

/** Current and next assurance level; next is aal2 when the user has a verified factor. */
export async function getAssurance(): Promise<DbResult<Assurance>> {
  return run(async () => (await getClient()).auth.mfa.getAuthenticatorAssuranceLevel(), (d) => ({ current: d?.currentLevel ?? null, next: d?.nextLevel ?? null }) as Assurance);
}

export async function listTotpFactors(): Promise<DbResult<TotpFactor[]>> {
  return run(
    async () => (await getClient()).auth.mfa.listFactors(),
    (d) => (d?.all ?? []).filter((f) => f.factor_type === 'totp').map((f) => ({ id: f.id, friendlyName: f.friendly_name ?? null, status: f.status })),
  );
}

/** Challenge + verify in one go (sign-in code step and enrolment confirmation). */
export async function verifyTotp(factorId: string, code: string): Promise<DbResult<null>> {
  return run(async () => (await getClient()).auth.mfa.challengeAndVerify({ factorId, code }), () => null);
}

export async function enrollTotp(friendlyName: string): Promise<DbResult<TotpEnrolment>> {
  const r = await run(async () => (await getClient()).auth.mfa.enroll({ factorType: 'totp', friendlyName }));
  if (r.error) return r;
  const d = r.data;
  if (!d || d.type !== 'totp') return fail({ kind: 'api', message: 'Enrolment failed' });
  return ok({ id: d.id, qrCode: d.totp.qr_code, secret: d.totp.secret, uri: d.totp.uri });
}

export async function unenrollFactor(factorId: string): Promise<DbResult<null>> {
  return run(async () => (await getClient()).auth.mfa.unenroll({ factorId }), () => null);
}

/** Changes the sign-in e-mail; the provider sends a confirmation to the new address. */
export async function updateEmail(email: string): Promise<DbResult<null>> {
  return run(async () => (await getClient()).auth.updateUser({ email }), () => null);
}

/** Secure password change: the server refuses a new password without the right current one. */
export async function updatePassword(password: string, currentPassword: string): Promise<DbResult<null>> {
  return run(async () => (await getClient()).auth.updateUser({ password, current_password: currentPassword }), () => null);
}

/** Keeps the name in the account metadata in step with the profile. */
export async function updateFullName(fullName: string): Promise<DbResult<null>> {
  return run(async () => (await getClient()).auth.updateUser({ data: { full_name: fullName } }), () => null);
}
