import { getAccessToken } from './auth.js';
import { fail, ok, toDbError, type DbResult } from './result.js';

/**
 * A JSON request that supabase-js has no call for (the /v1 API keys, the auth server's recovery
 * codes), carrying the session's access token, answered in lib/db's one convention: the body, or
 * a DbError with the server's message and code (`{ error: { message, code } }` or `{ message, code }`).
 */
export async function authorizedJson<T>(
  url: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; headers?: Record<string, string> } = {},
  fetchImpl: typeof fetch = fetch,
): Promise<DbResult<T>> {
  try {
    const token = await getAccessToken();
    if (token.error) return token;
    if (!token.data) return fail({ kind: 'api', message: 'Not signed in', code: 'not_signed_in' });
    const res = await fetchImpl(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token.data}`,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) return ok(body as T);
    const b = body as { message?: unknown; code?: unknown; error?: { message?: unknown; code?: unknown } } | null;
    const message = b?.error?.message ?? b?.message;
    const code = b?.error?.code ?? b?.code;
    return fail({ kind: 'api', message: typeof message === 'string' ? message : `HTTP ${res.status}`, code: typeof code === 'string' ? code : String(res.status) });
  } catch (e) {
    return fail(toDbError(e));
  }
}
