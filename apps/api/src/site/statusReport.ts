import type { ServiceState } from './serviceChecks.js';

// The status page's report, worked out from the checks just run and the recorded history.
// Pure: src/site/serviceHealth.ts reads and writes the history; this only computes.

export const HISTORY_DAYS = 90;

export interface DailyChecks {
  service: string;
  /** UTC date, yyyy-mm-dd. */
  day: string;
  checks: number;
  degraded: number;
  outages: number;
}

export interface Incident {
  service: string;
  status: 'degraded' | 'outage';
  startedAt: string;
  endedAt: string | null;
}

export interface StatusReport {
  checkedAt: string;
  /** The worst state among the services now. */
  status: ServiceState;
  services: { name: string; status: ServiceState; uptime: number | null; lastIncident: string | null }[];
  /** Share of checks in the last 90 days that found the service up (degraded counts as up), in %; null before any. */
  uptime: number | null;
  /** The last 90 days, oldest first: the worst state checked that day, null when nothing was checked. */
  days: { day: string; status: ServiceState | null }[];
  /** Incidents that started in the last 90 days, newest first (then by service name). */
  incidents: Incident[];
}

const RANK: Record<ServiceState, number> = { operational: 0, degraded: 1, outage: 2 };
const worst = (states: ServiceState[]): ServiceState => states.reduce<ServiceState>((w, s) => (RANK[s] > RANK[w] ? s : w), 'operational');

/** The UTC dates of the `count` days ending on `today` (yyyy-mm-dd), oldest first. */
export function lastDays(today: Date, count = HISTORY_DAYS): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Up share of `rows` in %, two decimals (99.984 → 99.98); null when there were no checks. */
export function uptimePercent(rows: readonly DailyChecks[]): number | null {
  const checks = rows.reduce((n, r) => n + r.checks, 0);
  if (checks === 0) return null;
  const outages = rows.reduce((n, r) => n + r.outages, 0);
  return Math.round(((checks - outages) / checks) * 10_000) / 100;
}

/**
 * The report from the current states (in the status page's order), the daily counts and incidents
 * of the last 90 days (`history` may hold older rows: they are left out here).
 */
export function statusReport(current: { name: string; status: ServiceState }[], history: { daily: DailyChecks[]; incidents: Incident[] }, now: Date): StatusReport {
  const days = lastDays(now);
  const inWindow = new Set(days);
  const daily = history.daily.filter((r) => inWindow.has(r.day));
  const since = `${days[0]}T00:00:00.000Z`;
  const incidents = history.incidents
    .filter((i) => i.startedAt >= since)
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || a.service.localeCompare(b.service));
  return {
    checkedAt: now.toISOString(),
    status: worst(current.map((s) => s.status)),
    services: current.map(({ name, status }) => ({
      name,
      status,
      uptime: uptimePercent(daily.filter((r) => r.service === name)),
      lastIncident: incidents.find((i) => i.service === name)?.startedAt ?? null,
    })),
    uptime: uptimePercent(daily),
    days: days.map((day) => {
      const rows = daily.filter((r) => r.day === day && r.checks > 0);
      if (rows.length === 0) return { day, status: null };
      return { day, status: rows.some((r) => r.outages > 0) ? 'outage' : rows.some((r) => r.degraded > 0) ? 'degraded' : 'operational' };
    }),
    incidents,
  };
}
