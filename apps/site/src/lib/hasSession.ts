/** supabase-js keeps its session under sb-<first label of the hostname>-auth-token. */
export function sessionStorageKey(hostname: string): string {
  return `sb-${hostname.split('.')[0] ?? hostname}-auth-token`;
}

/** True when a supabase-js session is stored for this host; reads storage only, no request. */
export function hasSession(storage: Pick<Storage, 'getItem'>, hostname: string): boolean {
  try {
    const raw = storage.getItem(sessionStorageKey(hostname));
    if (!raw) return false;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && typeof (value as { access_token?: unknown }).access_token === 'string';
  } catch {
    return false;
  }
}
