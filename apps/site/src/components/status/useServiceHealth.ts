import { useCallback, useEffect, useState } from 'react';
import { fetchServiceHealth, type HealthReport } from '../../lib/fetchServiceHealth.js';

/** How often an open status page reads the health again. */
export const HEALTH_REFRESH_MS = 60_000;

export type HealthState =
  | { status: 'loading'; report: HealthReport | null }
  | { status: 'ready'; report: HealthReport }
  | { status: 'error'; report: HealthReport | null; message: string };

/**
 * Live service health for the status page: 'loading' first (also what the prerendered HTML shows),
 * then the server's report, read again every minute and on refresh(). A failed read keeps the last
 * report on screen with the reason.
 */
export function useServiceHealth(load: () => Promise<HealthReport> = fetchServiceHealth): { state: HealthState; refresh: () => void } {
  const [state, setState] = useState<HealthState>({ status: 'loading', report: null });
  const refresh = useCallback(() => {
    setState((s) => ({ status: 'loading', report: s.report }));
    load().then(
      (report) => setState({ status: 'ready', report }),
      (err: unknown) => setState((s) => ({ status: 'error', report: s.report, message: err instanceof Error ? err.message : 'The status service could not be reached.' })),
    );
  }, [load]);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, HEALTH_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return { state, refresh };
}
