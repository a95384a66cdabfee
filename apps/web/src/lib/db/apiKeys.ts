import { getAccessToken } from './auth.js';
import { errorMessage } from '../errorMessage.js';
import { sessionFetch } from '../session/sessionCheck.js';

/** A key of the public API as listed by GET /v1/api-keys (never the full key). */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scope: 'read' | 'read-write';
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** POST /v1/api-keys answers the full key once. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function call<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  try {
    const token = await getAccessToken();
    if (!token) return { ok: false, message: 'Not signed in' };
    const res = await sessionFetch(`/v1${path}`, {
      ...init,
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
      return { ok: false, message: typeof message === 'string' ? message : `HTTP ${res.status}` };
    }
    return { ok: true, value: body as T };
  } catch (e) {
    return { ok: false, message: errorMessage(e) };
  }
}

export function listApiKeys(): Promise<ApiResult<ApiKey[]>> {
  return call<ApiKey[]>('/api-keys');
}

export function createApiKey(name: string, scope: ApiKey['scope']): Promise<ApiResult<CreatedApiKey>> {
  return call<CreatedApiKey>('/api-keys', { method: 'POST', body: JSON.stringify({ name, scope }) });
}

export function revokeApiKey(id: string): Promise<ApiResult<ApiKey>> {
  return call<ApiKey>(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
