import type { AuthError, Session, User } from '@supabase/supabase-js';
import { MissingConfigError } from '../config.js';
import { getClient } from './client.js';

/** The signed-in user as the app sees it (spec app.md §3 Session). */
export interface AuthUser {
  id: string;
  email: string | null;
  fullName: string | null;
  createdAt: string | null;
}

/** Why an account call failed: `config` (no backend settings), `network` (unreachable) or `api`. */
export interface AuthFailure {
  kind: 'config' | 'network' | 'api';
  message: string;
  code?: string | undefined;
}

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

/** Maps anything thrown or returned by supabase-js to an AuthFailure. */
export function toFailure(e: unknown): AuthFailure {
  if (e instanceof MissingConfigError) return { kind: 'config', message: e.message };
  const err = e as Partial<AuthError> & { name?: string; message?: string };
  const message = typeof err?.message === 'string' ? err.message : String(e);
  const network =
    (err?.name === 'AuthRetryableFetchError' && (err.status === 0 || err.status === undefined)) ||
    e instanceof TypeError ||
    /failed to fetch|fetch failed|networkerror|load failed/i.test(message);
  return { kind: network ? 'network' : 'api', message, code: typeof err?.code === 'string' ? err.code : undefined };
}

async function run<R extends { data: unknown; error: AuthError | null }>(fn: () => Promise<R>): Promise<{ data: R['data'] | null; error: AuthFailure | null }> {
  try {
    const { data, error } = await fn();
    return error ? { data: null, error: toFailure(error) } : { data, error: null };
  } catch (e) {
    return { data: null, error: toFailure(e) };
  }
}

/** The stored session's user, or null; reads local storage (refreshing the token if needed). */
export async function getSessionUser(): Promise<AuthUser | null> {
  const c = await getClient();
  const { data } = await c.auth.getSession();
  return data.session ? toUser(data.session.user) : null;
}

/** The current access token, for calls to /v1. */
export async function getAccessToken(): Promise<string | null> {
  const c = await getClient();
  const { data } = await c.auth.getSession();
  return data.session?.access_token ?? null;
}

/** Subscribes to session changes; returns the unsubscribe function. */
export async function onAuthChange(listener: (event: AuthEvent, user: AuthUser | null) => void): Promise<() => void> {
  const c = await getClient();
  const { data } = c.auth.onAuthStateChange((event, session: Session | null) => {
    // Never call back into supabase-js inside its own callback (it holds a lock): defer.
    setTimeout(() => listener(event as AuthEvent, session ? toUser(session.user) : null), 0);
  });
  return () => data.subscription.unsubscribe();
}

export async function signUp(input: { email: string; password: string; fullName: string }) {
  const r = await run(async () => (await getClient()).auth.signUp({ email: input.email, password: input.password, options: { data: { full_name: input.fullName } } }));
  return { hasSession: Boolean(r.data?.session), error: r.error };
}

export async function signIn(input: { email: string; password: string }) {
  const r = await run(async () => (await getClient()).auth.signInWithPassword(input));
  return { user: r.data?.user ? toUser(r.data.user) : null, error: r.error };
}

/** 'local' ends this browser's session only; 'global' ends every session of the account. */
export type SignOutScope = 'local' | 'global';

export async function signOut(scope: SignOutScope = 'local'): Promise<AuthFailure | null> {
  try {
    const { error } = await (await getClient()).auth.signOut({ scope });
    return error ? toFailure(error) : null;
  } catch (e) {
    return toFailure(e);
  }
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
export async function getAssurance(): Promise<Assurance> {
  const r = await run(async () => (await getClient()).auth.mfa.getAuthenticatorAssuranceLevel());
  return { current: r.data?.currentLevel ?? null, next: r.data?.nextLevel ?? null } as Assurance;
}

export async function listTotpFactors(): Promise<{ factors: TotpFactor[]; error: AuthFailure | null }> {
  const r = await run(async () => (await getClient()).auth.mfa.listFactors());
  const all = r.data?.all ?? [];
  return {
    factors: all.filter((f) => f.factor_type === 'totp').map((f) => ({ id: f.id, friendlyName: f.friendly_name ?? null, status: f.status })),
    error: r.error,
  };
}

/** Challenge + verify in one go (sign-in code step and enrolment confirmation). */
export async function verifyTotp(factorId: string, code: string): Promise<AuthFailure | null> {
  const r = await run(async () => (await getClient()).auth.mfa.challengeAndVerify({ factorId, code }));
  return r.error;
}

export async function enrollTotp(friendlyName: string): Promise<{ enrolment: TotpEnrolment | null; error: AuthFailure | null }> {
  const r = await run(async () => (await getClient()).auth.mfa.enroll({ factorType: 'totp', friendlyName }));
  const d = r.data;
  if (!d || d.type !== 'totp') return { enrolment: null, error: r.error ?? { kind: 'api', message: 'Enrolment failed' } };
  return { enrolment: { id: d.id, qrCode: d.totp.qr_code, secret: d.totp.secret, uri: d.totp.uri }, error: null };
}

export async function unenrollFactor(factorId: string): Promise<AuthFailure | null> {
  const r = await run(async () => (await getClient()).auth.mfa.unenroll({ factorId }));
  return r.error;
}

/** Changes the sign-in e-mail; the provider sends a confirmation to the new address. */
export async function updateEmail(email: string): Promise<AuthFailure | null> {
  return (await run(async () => (await getClient()).auth.updateUser({ email }))).error;
}

/** Secure password change: the server refuses a new password without the right current one. */
export async function updatePassword(password: string, currentPassword: string): Promise<AuthFailure | null> {
  return (await run(async () => (await getClient()).auth.updateUser({ password, current_password: currentPassword }))).error;
}

/** Keeps the name in the account metadata in step with the profile. */
export async function updateFullName(fullName: string): Promise<AuthFailure | null> {
  return (await run(async () => (await getClient()).auth.updateUser({ data: { full_name: fullName } }))).error;
}
