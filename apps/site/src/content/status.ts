import type { StatusService } from './types.js';

/** Six services, all operational, uptimes from 99.93% to 99.99% (site.md §3). */
export const SERVICES: StatusService[] = [
  { name: 'Web Application', status: 'operational', uptime: '99.99%', lastIncident: 'None' },
  { name: 'API Services', status: 'operational', uptime: '99.97%', lastIncident: 'None' },
  { name: 'Authentication', status: 'operational', uptime: '99.99%', lastIncident: 'None' },
  { name: 'Database', status: 'operational', uptime: '99.95%', lastIncident: 'None' },
  { name: 'Analytics Engine', status: 'operational', uptime: '99.96%', lastIncident: 'None' },
  { name: 'File Storage', status: 'operational', uptime: '99.93%', lastIncident: 'None' },
];

export const OVERALL_UPTIME = '99.98%';

/** Past incidents in the last 90 days: none. */
export const INCIDENTS: { date: string; title: string; summary: string }[] = [];
