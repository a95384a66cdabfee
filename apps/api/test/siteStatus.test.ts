import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHistory, recordChecks } from '../src/site/serviceHealth.js';
import type { StatusReport } from '../src/site/statusReport.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

const SERVICES = ['Web Application', 'API Services', 'Authentication', 'Database', 'Analytics Engine', 'File Storage'];

describe('GET /site/v1/status', () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    // A built app to serve (its index.html and a script), so every check can pass.
    dir = await mkdtemp(join(tmpdir(), 'tallyline-status-'));
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'index.html'), '<div id="root"></div>');
    await writeFile(join(dir, 'assets', 'index-abc.js'), 'export {}');
    server = await startTestServer({ TALLYLINE_SEED: '0', TALLYLINE_APP_DIR: dir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('checks the six services for real, records the round and answers the live report, not cached by the browser', async () => {
    const res = await fetch(`${server.url}/site/v1/status`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const report = (await res.json()) as StatusReport;
    expect(report.services.map((s) => s.name)).toEqual(SERVICES);
    expect(report.services.map((s) => s.status)).toEqual(SERVICES.map(() => 'operational'));
    expect(report.status).toBe('operational');
    // One round recorded, all up: 1 check of 1 up = 100 %, for each service and overall.
    expect(report.services.map((s) => s.uptime)).toEqual(SERVICES.map(() => 100));
    expect(report.uptime).toBe(100);
    expect(report.days).toHaveLength(90);
    expect(report.days.at(-1)).toEqual({ day: report.checkedAt.slice(0, 10), status: 'operational' });
    expect(report.days[0]!.status).toBeNull();
    expect(report.incidents).toEqual([]);
    const rows = await server.ctx.db.query<{ checks: number }>('SELECT checks FROM public.service_checks_daily');
    expect(rows.rows.map((r) => r.checks)).toEqual(SERVICES.map(() => 1));

    // Within 30 s the same round answers: nothing is checked or counted again.
    const again = (await (await fetch(`${server.url}/site/v1/status`)).json()) as StatusReport;
    expect(again.checkedAt).toBe(report.checkedAt);
    expect((await server.ctx.db.query<{ checks: number }>('SELECT sum(checks)::int AS checks FROM public.service_checks_daily')).rows[0]!.checks).toBe(6);
  });

  it('recordChecks() opens an incident when a service leaves operational and closes it when it returns', async () => {
    const db = server.ctx.db;
    const t1 = new Date('2026-03-02T10:00:00Z');
    const t2 = new Date('2026-03-02T10:05:00Z');
    const t3 = new Date('2026-03-02T10:20:00Z');
    await recordChecks(db, [{ name: 'File Storage', status: 'outage' }], t1);
    await recordChecks(db, [{ name: 'File Storage', status: 'outage' }], t2);
    await recordChecks(db, [{ name: 'File Storage', status: 'operational' }], t3);
    const history = await readHistory(db, new Date('2026-03-03T00:00:00Z'));
    expect(history.incidents).toEqual([{ service: 'File Storage', status: 'outage', startedAt: t1.toISOString(), endedAt: t3.toISOString() }]);
    expect(history.daily.filter((d) => d.day === '2026-03-02')).toEqual([{ service: 'File Storage', day: '2026-03-02', checks: 3, degraded: 0, outages: 2 }]);
  });
});

describe('GET /site/v1/status without a built app', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tallyline-status-empty-'));
    server = await startTestServer({ TALLYLINE_SEED: '0', TALLYLINE_APP_DIR: dir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports the app and the engine it carries as an outage, opens their incidents, and the worst state overall', async () => {
    const report = (await (await fetch(`${server.url}/site/v1/status`)).json()) as StatusReport;
    const byName = Object.fromEntries(report.services.map((s) => [s.name, s]));
    expect(byName['Web Application']!.status).toBe('outage');
    expect(byName['Analytics Engine']!.status).toBe('outage');
    expect(byName.Database!.status).toBe('operational');
    expect(report.status).toBe('outage');
    // 6 services checked once, 2 down: (6 - 2) / 6 = 66.67 %.
    expect(report.uptime).toBe(66.67);
    expect(byName['Web Application']!.uptime).toBe(0);
    expect(byName['Web Application']!.lastIncident).toBe(report.checkedAt);
    expect(report.incidents.map((i) => [i.service, i.status, i.endedAt])).toEqual([
      ['Analytics Engine', 'outage', null],
      ['Web Application', 'outage', null],
    ]);
    expect(report.days.at(-1)!.status).toBe('outage');
  });
});
