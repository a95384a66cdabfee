import { describe, expect, it, vi } from 'vitest';
import { fetchServiceHealth, parseHealthReport, STATUS_ENDPOINT } from './fetchServiceHealth.js';

describe('fetchServiceHealth', () => {
  it('parseHealthReport(body) keeps the server’s report and shows an unknown status as operational (site.md §4)', () => {
    const report = parseHealthReport({
      checkedAt: '2026-03-02T10:00:00.000Z',
      status: 'exploded',
      services: [{ name: 'Database', status: 'outage', uptime: 99.5, lastIncident: '2026-03-01T08:00:00.000Z' }],
      uptime: 99.5,
      days: [{ day: '2026-03-02', status: 'degraded' }, { day: '2026-03-01', status: null }],
      incidents: [{ service: 'Database', status: 'outage', startedAt: '2026-03-01T08:00:00.000Z', endedAt: null }],
    });
    expect(report.status).toBe('operational');
    expect(report.services).toEqual([{ name: 'Database', status: 'outage', uptime: 99.5, lastIncident: '2026-03-01T08:00:00.000Z' }]);
    expect(report.days).toEqual([{ day: '2026-03-02', status: 'degraded' }, { day: '2026-03-01', status: null }]);
    expect(report.incidents[0]!.endedAt).toBeNull();
  });

  it('parseHealthReport(garbage) is an empty report, not a crash', () => {
    expect(parseHealthReport('nope')).toEqual({ checkedAt: new Date(0).toISOString(), status: 'operational', services: [], uptime: null, days: [], incidents: [] });
    expect(parseHealthReport({ services: [null, 3, { name: 'X', uptime: 'high' }] }).services).toEqual([{ name: 'X', status: 'operational', uptime: null, lastIncident: null }]);
  });

  it('fetchServiceHealth() reads the status endpoint and throws a plain message when it fails', async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify({ status: 'operational', services: [] })));
    expect((await fetchServiceHealth(ok)).status).toBe('operational');
    expect(ok).toHaveBeenCalledWith(STATUS_ENDPOINT, { headers: { Accept: 'application/json' } });
    await expect(fetchServiceHealth(vi.fn(async () => new Response('', { status: 503 })))).rejects.toThrow('The status service answered 503.');
  });
});
