import { useCallback, useEffect, useState } from 'react';
import { searchSavedWork } from '../lib/db/search.js';
import type { DbError } from '../lib/db/result.js';
import type { SearchResult } from '../lib/search/searchIndex.js';

/** Wait after the last key before asking the server (saved work only). */
export const REMOTE_DELAY_MS = 250;

/**
 * The header search's saved datasets and dashboards for `query` (signed in only), asked
 * REMOTE_DELAY_MS after the last key. A failure is kept for the list to show with Retry.
 */
export function useSavedWorkSearch(query: string, enabled: boolean) {
  const [answer, setAnswer] = useState<{ query: string; results: SearchResult[]; error: DbError | null } | null>(null);
  const [round, setRound] = useState(0);
  const retry = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!enabled || !query) return;
    let live = true;
    const timer = setTimeout(() => {
      void searchSavedWork(query).then((r) => {
        if (live) setAnswer({ query, results: r.data ?? [], error: r.error ?? null });
      });
    }, REMOTE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, enabled, round]);

  const current = enabled && answer?.query === query ? answer : null;
  return { results: current?.results ?? [], error: current?.error ?? null, pending: enabled && query !== '' && !current, retry };
}
