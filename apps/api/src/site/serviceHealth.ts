import type { AppContext } from '../context.js';
import type { Db, Sql } from '../db/types.js';
import { runCheck, SERVICE_CHECKS, type ServiceState } from './serviceChecks.js';
import { HISTORY_DAYS, statusReport, type DailyChecks, type Incident, type StatusReport } from './statusReport.js';

/** How long one round of checks answers every status request (the page, an uptime monitor). */
export const STATUS_MAX_AGE_MS = 30_000;

/**
 * Counts each service's result in today's row and opens or closes its incident: one opens when a
 * service leaves operational, and closes (a new one opens) when it returns or changes state.
 */
export async function recordChecks(db: Db, results: { name: string; status: ServiceState }[], now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    for (const { name, status } of results) {
      await tx.query(
        `INSERT INTO public.service_checks_daily AS d (service, day, checks, degraded, outages) VALUES ($1, $2::date, 1, $3, $4)
         ON CONFLICT (service, day) DO UPDATE SET checks = d.checks + 1, degraded = d.degraded + EXCLUDED.degraded, outages = d.outages + EXCLUDED.outages`,
        [name, day, status === 'degraded' ? 1 : 0, status === 'outage' ? 1 : 0],
      );
      const open = (await tx.query<{ status: string }>('SELECT status FROM public.service_incidents WHERE service = $1 AND ended_at IS NULL', [name])).rows[0];
      if (open?.status === status) continue;
      if (open) await tx.query('UPDATE public.service_incidents SET ended_at = $2 WHERE service = $1 AND ended_at IS NULL', [name, at]);
      if (status !== 'operational') await tx.query('INSERT INTO public.service_incidents (service, status, started_at) VALUES ($1, $2, $3)', [name, status, at]);
    }
  });
}

/** The daily counts and incidents of the last 90 days. */
export async function readHistory(db: Sql, now: Date): Promise<{ daily: DailyChecks[]; incidents: Incident[] }> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString();
  const daily = await db.query<DailyChecks>(
    `SELECT service, to_char(day, 'YYYY-MM-DD') AS day, checks, degraded, outages FROM public.service_checks_daily WHERE day >= $1::date`,
    [since.slice(0, 10)],
  );
  const incidents = await db.query<{ service: string; status: Incident['status']; started_at: Date; ended_at: Date | null }>(
    'SELECT service, status, started_at, ended_at FROM public.service_incidents WHERE started_at >= $1 ORDER BY started_at DESC',
    [since],
  );
  return {
    daily: daily.rows,
    incidents: incidents.rows.map((r) => ({
      service: r.service,
      status: r.status,
      startedAt: new Date(r.started_at).toISOString(),
      endedAt: r.ended_at ? new Date(r.ended_at).toISOString() : null,
    })),
  };
}

/**
 * The live status report: runs every service check, records the round, and reads 90 days of
 * history. One round answers all requests for 30 s (and concurrent requests share it), so the
 * endpoint is cheap however often it is asked. When the database itself is down the report still
 * comes, with the current states and no history.
 */
export function createStatusReporter(ctx: AppContext, now: () => Date = () => new Date()): () => Promise<StatusReport> {
  let last: { at: number; report: Promise<StatusReport> } | null = null;
  const build = async (): Promise<StatusReport> => {
    const at = now();
    const current = await Promise.all(SERVICE_CHECKS.map(async (check) => ({ name: check.name, status: await runCheck(ctx, check) })));
    let history: { daily: DailyChecks[]; incidents: Incident[] } = { daily: [], incidents: [] };
    try {
      await recordChecks(ctx.db, current, at);
      history = await readHistory(ctx.db, at);
    } catch (err) {
      console.error('[status] could not record or read the service history:', err instanceof Error ? err.message : err);
    }
    return statusReport(current, history, at);
  };
  return () => {
    const at = now().getTime();
    if (!last || at - last.at >= STATUS_MAX_AGE_MS) {
      const report = build();
      last = { at, report };
      // A failed round is not kept: the next request tries again.
      report.catch(() => {
        if (last?.report === report) last = null;
      });
    }
    return last.report;
  };
}
