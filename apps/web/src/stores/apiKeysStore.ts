import { notify } from '@tallyline/ui';
import { create } from 'zustand';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey, type CreatedApiKey } from '../lib/db/apiKeys.js';
import type { DbError } from '../lib/db/result.js';
import { SETTINGS } from '../messages/settings.js';

/**
 * Settings › Account › API keys (issue 17: screens reach lib/db through stores). A failed load is
 * kept as `error` for the card to show with Retry — never as "No API keys yet"; a failed create or
 * revoke is a toast with Retry, and the card keeps what was typed.
 */
export interface ApiKeysState {
  /** The active (not revoked) keys; null until the first load answered. */
  keys: ApiKey[] | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: DbError | null;
  /** The key just created, shown once in full. */
  created: CreatedApiKey | null;
  load(): Promise<void>;
  /** Creates a key; answers it, or null (toasted with a Retry that creates it then). */
  create(name: string, scope: ApiKey['scope']): Promise<CreatedApiKey | null>;
  revoke(key: Pick<ApiKey, 'id' | 'name'>): Promise<boolean>;
  dismissCreated(): void;
  reset(): void;
}

let generation = 0;

export const useApiKeysStore = create<ApiKeysState>()((set, get) => ({
  keys: null,
  status: 'idle',
  error: null,
  created: null,

  async load() {
    const mine = ++generation;
    set({ status: 'loading', error: null });
    const r = await listApiKeys();
    if (mine !== generation) return;
    if (r.error) set({ status: 'error', error: r.error });
    else set({ status: 'ready', keys: r.data.filter((k) => !k.revoked_at) });
  },

  async create(name, scope) {
    const r = await createApiKey(name, scope);
    if (r.error) {
      notify.retry(SETTINGS.apiKeyFailed(r.error.message), () => void get().create(name, scope), SETTINGS.retry);
      return null;
    }
    set({ created: r.data });
    notify.success(SETTINGS.apiKeyCreated);
    await get().load();
    return r.data;
  },

  async revoke(key) {
    const r = await revokeApiKey(key.id);
    if (r.error) {
      notify.retry(SETTINGS.apiKeyFailed(r.error.message), () => void get().revoke(key), SETTINGS.retry);
      return false;
    }
    notify.success(SETTINGS.apiKeyRevoked);
    if (get().created?.id === key.id) set({ created: null });
    await get().load();
    return true;
  },

  dismissCreated: () => set({ created: null }),

  reset() {
    generation++;
    set({ keys: null, status: 'idle', error: null, created: null });
  },
}));
