import { sessionFetch } from '../session/sessionCheck.js';
import { authorizedJson } from './authorizedJson.js';
import type { DbResult } from './result.js';

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

// sessionFetch: a 401 from /v1 makes the app check whether the session was ended elsewhere.
const v1 = <T>(path: string, init: Parameters<typeof authorizedJson>[1] = {}) => authorizedJson<T>(`/v1${path}`, init, sessionFetch);

export function listApiKeys(): Promise<DbResult<ApiKey[]>> {
  return v1<ApiKey[]>('/api-keys');
}

export function createApiKey(name: string, scope: ApiKey['scope']): Promise<DbResult<CreatedApiKey>> {
  return v1<CreatedApiKey>('/api-keys', { method: 'POST', body: { name, scope } });
}

export function revokeApiKey(id: string): Promise<DbResult<ApiKey>> {
  return v1<ApiKey>(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
