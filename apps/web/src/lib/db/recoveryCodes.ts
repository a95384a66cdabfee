import { loadConfig } from '../config.js';
import { authorizedJson } from './authorizedJson.js';
import { getClient } from './client.js';
import { attempt, fail, ok, run, type DbResult } from './result.js';

/**
 * Recovery codes live beside GoTrue's MFA API on our auth server (/auth/v1/recovery_codes),
 * so supabase-js has no call for them: these requests carry the session's access token
 * themselves, and a used code's aal2 session is handed back to supabase-js.
 */
function recoveryRequest<T>(path: string, method: 'GET' | 'POST', body?: unknown): Promise<DbResult<T>> {
  return attempt(async () => {
    const config = await loadConfig();
    return authorizedJson<T>(`${config.supabaseUrl}/auth/v1/recovery_codes${path}`, {
      method,
      body: method === 'POST' ? (body ?? {}) : undefined,
      headers: { apikey: config.supabaseAnonKey, 'x-supabase-api-version': '2024-01-01' },
    });
  });
}

/** A new set of ten one-time codes (the old set stops working); shown once, never readable again. */
export async function createRecoveryCodes(): Promise<DbResult<string[]>> {
  const r = await recoveryRequest<{ codes?: unknown }>('', 'POST');
  if (r.error) return r;
  return Array.isArray(r.data?.codes) ? ok(r.data.codes as string[]) : fail({ kind: 'api', message: 'No recovery codes came back' });
}

/** How many unused recovery codes are left. */
export async function recoveryCodesLeft(): Promise<DbResult<number>> {
  const r = await recoveryRequest<{ remaining?: unknown }>('', 'GET');
  if (r.error) return r;
  return typeof r.data?.remaining === 'number' ? ok(r.data.remaining) : fail({ kind: 'api', message: 'No count came back' });
}

/** Uses a recovery code instead of the authenticator; on success the session becomes aal2. */
export async function verifyRecoveryCode(code: string): Promise<DbResult<null>> {
  const r = await recoveryRequest<{ access_token?: unknown; refresh_token?: unknown }>('/verify', 'POST', { code });
  if (r.error) return r;
  const { access_token, refresh_token } = r.data ?? {};
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string') return fail({ kind: 'api', message: 'Verification failed' });
  return run(async () => (await getClient()).auth.setSession({ access_token, refresh_token }), () => null);
}
