import { loadConfig } from '../config.js';
import { toFailure, type AuthFailure } from './auth.js';
import { getClient } from './client.js';

/**
 * Recovery codes live beside GoTrue's MFA API on our auth server (/auth/v1/recovery_codes),
 * so supabase-js has no call for them: these requests carry the session's access token
 * themselves, and a used code's aal2 session is handed back to supabase-js.
 */
async function recoveryRequest<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<{ data: T | null; error: AuthFailure | null }> {
  try {
    const [c, config] = await Promise.all([getClient(), loadConfig()]);
    const token = (await c.auth.getSession()).data.session?.access_token;
    if (!token) return { data: null, error: { kind: 'api', message: 'Not signed in' } };
    const res = await fetch(`${config.supabaseUrl}/auth/v1/recovery_codes${path}`, {
      method: init.method,
      headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: init.method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
    });
    const body = (await res.json().catch(() => null)) as (T & { code?: unknown; message?: unknown }) | null;
    if (!res.ok) {
      const message = typeof body?.message === 'string' ? body.message : `HTTP ${res.status}`;
      return { data: null, error: { kind: 'api', message, code: typeof body?.code === 'string' ? body.code : undefined } };
    }
    return { data: body, error: null };
  } catch (e) {
    return { data: null, error: toFailure(e) };
  }
}

/** A new set of ten one-time codes (the old set stops working); shown once, never readable again. */
export async function createRecoveryCodes(): Promise<{ codes: string[] | null; error: AuthFailure | null }> {
  const r = await recoveryRequest<{ codes: string[] }>('', { method: 'POST' });
  return { codes: r.data?.codes ?? null, error: r.error };
}

/** How many unused recovery codes are left, or null when that cannot be read. */
export async function recoveryCodesLeft(): Promise<number | null> {
  const r = await recoveryRequest<{ remaining: number }>('', { method: 'GET' });
  return r.data?.remaining ?? null;
}

/** Uses a recovery code instead of the authenticator; on success the session becomes aal2. */
export async function verifyRecoveryCode(code: string): Promise<AuthFailure | null> {
  const r = await recoveryRequest<{ access_token: string; refresh_token: string }>('/verify', { method: 'POST', body: { code } });
  if (r.error || !r.data) return r.error ?? { kind: 'api', message: 'Verification failed' };
  try {
    const { error } = await (await getClient()).auth.setSession({ access_token: r.data.access_token, refresh_token: r.data.refresh_token });
    return error ? toFailure(error) : null;
  } catch (e) {
    return toFailure(e);
  }
}
