import { useCallback, useEffect, useRef, useState } from 'react';
import { toDbError, type DbError, type DbResult } from '../lib/db/result.js';

/** A load's state: under way, failed (with lib/db's error) or ready. */
export type Loaded<T> = { kind: 'loading' } | { kind: 'failed'; error: DbError } | { kind: 'ready'; data: T };

/**
 * Runs `load` (a lib/db call answering a DbResult) while `enabled`, again whenever `key` changes and
 * on `reload()` — the Retry of a failed load. An answer that arrives after a newer request, or after
 * the component is gone, is dropped. `load` is read at call time, so it need not be stable.
 */
export function useLoad<T>(load: () => Promise<DbResult<T>>, key: string, enabled = true): { state: Loaded<T>; reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ kind: 'loading' });
    void latest.current().then(
      (r) => {
        if (live) setState(r.error ? { kind: 'failed', error: r.error } : { kind: 'ready', data: r.data });
      },
      (e: unknown) => {
        if (live) setState({ kind: 'failed', error: toDbError(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, key, round]);

  return { state, reload };
}
