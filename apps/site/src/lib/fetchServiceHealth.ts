import type { ServiceStatus } from '../content/types.js';
import { normaliseStatus } from './serviceStatus.js';

/** Where the status page reads live service health (apps/api/src/site/routes.ts). */
export const STATUS_ENDPOINT = '/site/v1/status';

export interface ServiceHealth {
  name: string;
  status: ServiceStatus;
  /** % of checks up in the last 90 days; null before the first. */
  uptime: number | null;
  /** When its last incident of the last 90 days started (ISO); null when there was none. */
  lastIncident: string | null;
}

export interface HealthReport {
  checkedAt: string;
  status: ServiceStatus;
  services: ServiceHealth[];
  uptime: number | null;
  /** The last 90 days, oldest first; null when nothing was checked that day. */
  days: { day: string; status: ServiceStatus | null }[];
  incidents: { service: string; status: ServiceStatus; startedAt: string; endedAt: string | null }[];
}

const asNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const asString = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : []);

/**
 * The server's report, read defensively: a status value the page does not know shows as
 * operational (site.md §4), anything missing as "no data" rather than a crash.
 */
export function parseHealthReport(body: unknown): HealthReport {
  const r = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    checkedAt: asString(r.checkedAt) ?? new Date(0).toISOString(),
    status: normaliseStatus(String(r.status)),
    services: list(r.services).map((s) => ({
      name: String(s.name),
      status: normaliseStatus(String(s.status)),
      uptime: asNumber(s.uptime),
      lastIncident: asString(s.lastIncident),
    })),
    uptime: asNumber(r.uptime),
    days: list(r.days).map((d) => ({ day: String(d.day), status: d.status === null ? null : normaliseStatus(String(d.status)) })),
    incidents: list(r.incidents).map((i) => ({
      service: String(i.service),
      status: normaliseStatus(String(i.status)),
      startedAt: String(i.startedAt),
      endedAt: asString(i.endedAt),
    })),
  };
}

/** Reads live service health; throws with a plain message when the server cannot be reached. */
export async function fetchServiceHealth(fetcher: typeof fetch = fetch): Promise<HealthReport> {
  const res = await fetcher(STATUS_ENDPOINT, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`The status service answered ${res.status}.`);
  return parseHealthReport(await res.json());
}
