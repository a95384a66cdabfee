import type { ServiceStatus } from '../content/types.js';

const KNOWN: readonly ServiceStatus[] = ['operational', 'maintenance', 'degraded', 'outage'];

/** A status value from the content; an unknown value falls back to operational (site.md §4). */
export function normaliseStatus(status: string): ServiceStatus {
  return (KNOWN as readonly string[]).includes(status) ? (status as ServiceStatus) : 'operational';
}

export const STATUS_LABEL: Record<ServiceStatus, string> = {
  operational: 'Operational',
  maintenance: 'Maintenance',
  degraded: 'Degraded',
  outage: 'Outage',
};
