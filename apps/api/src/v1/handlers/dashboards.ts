import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppContext } from '../../context.js';
import type { Sql } from '../../db/types.js';
import { requestOrigin } from '../../http/request.js';
import { notFound } from '../errors.js';
import { readDataset, recomputeWidgets } from '../linked.js';
import { asUser, principalOf, writerOf, type Principal, type V1Env } from '../principal.js';
import {
  createDashboardRoute,
  deleteDashboardRoute,
  getDashboardRoute,
  listDashboardsRoute,
  renewDashboardShareRoute,
  revokeDashboardShareRoute,
  updateDashboardRoute,
} from '../routes.js';
import { paginate, pageSql } from '../page.js';
import { iso, json } from '../rows.js';
import type { WidgetSchema } from '../schemas.js';
import { updateSet } from './updateSet.js';

interface DashboardRow {
  id: string;
  name: string;
  description: string | null;
  layout: unknown;
  widgets: unknown;
  is_public: boolean;
  dataset_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  share_token: string | null;
}

/**
 * A dashboard with its share link's token (migration 0106; only its owner reads dashboard_shares).
 * is_public and the link change together by every route (migration 0107's trigger); only
 * share_dashboard() turns is_public on (migration 0432).
 */
const COLUMNS = `d.id, d.name, d.description, d.layout, d.widgets, d.is_public, d.dataset_id, d.created_at, d.updated_at,
  (SELECT s.token FROM public.dashboard_shares s WHERE s.dashboard_id = d.id) AS share_token`;
const JSON_COLUMNS = new Set(['layout', 'widgets']);

/** Where the app opens a share token: `/app/share/<token>` on the server's public origin. */
export function shareUrl(origin: string, token: string): string {
  return `${origin}/app/share/${token}`;
}

/** The dashboard as the owner's credential sees it, read after any trigger of the write has run. */
async function readDashboard(tx: Sql, id: string): Promise<DashboardRow | undefined> {
  return (await tx.query<DashboardRow>(`SELECT ${COLUMNS} FROM public.dashboards d WHERE d.id = $1`, [id])).rows[0];
}

function toDashboard(r: DashboardRow, origin: string) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    layout: json<Record<string, unknown>>(r.layout, {}),
    widgets: json<Array<z.infer<typeof WidgetSchema>>>(r.widgets, []),
    dataset_id: r.dataset_id,
    is_public: r.is_public,
    share_url: r.is_public && r.share_token ? shareUrl(origin, r.share_token) : null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** The dataset a dashboard follows (null: none); another user's or a missing dashboard is 404. */
async function followedDataset(ctx: AppContext, p: Principal, id: string): Promise<string | null> {
  const row = await asUser(ctx, p, (tx) => readDashboard(tx, id));
  if (!row) throw notFound('Dashboard');
  return row.dataset_id;
}

async function currentWidgets(ctx: AppContext, p: Principal, id: string): Promise<Record<string, unknown>[]> {
  const row = await asUser(ctx, p, (tx) => readDashboard(tx, id));
  if (!row) throw notFound('Dashboard');
  return json<Record<string, unknown>[]>(row.widgets, []);
}

/** GET/POST /dashboards, GET/PATCH/DELETE /dashboards/{id}, POST/DELETE /dashboards/{id}/share. */
export function registerDashboards(app: OpenAPIHono<V1Env>, ctx: AppContext): void {
  const origin = (c: Context) => requestOrigin(c, ctx.config);

  app.openapi(listDashboardsRoute, async (c) => {
    const p = principalOf(c);
    // Only the owner selects a dashboard (RLS, migration 0106); a public one is read through its share link.
    const page = c.req.valid('query');
    const limit = pageSql(page, 2);
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<DashboardRow>(`SELECT ${COLUMNS} FROM public.dashboards d WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id ${limit.sql}`, [
        p.userId,
        ...limit.params,
      ]),
    );
    return c.json(
      paginate(c, page, rows).map((r) => toDashboard(r, origin(c))),
      200,
    );
  });

  app.openapi(getDashboardRoute, async (c) => {
    const p = principalOf(c);
    const { id } = c.req.valid('param');
    const row = await asUser(ctx, p, (tx) => readDashboard(tx, id));
    if (!row) throw notFound('Dashboard');
    return c.json(toDashboard(row, origin(c)), 200);
  });

  app.openapi(createDashboardRoute, async (c) => {
    const p = writerOf(c);
    const b = c.req.valid('json');
    const datasetId = b.dataset_id ?? null;
    // Following a dataset: the panels' numbers are the dataset's (linked.ts), not the ones sent.
    const widgets = datasetId ? recomputeWidgets(await readDataset(ctx, p, datasetId), b.widgets ?? []) : (b.widgets ?? []);
    const row = await asUser(ctx, p, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO public.dashboards (name, description, layout, widgets, is_public, dataset_id)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6)
         RETURNING id`,
        [b.name, b.description ?? null, JSON.stringify(b.layout ?? {}), JSON.stringify(widgets), b.is_public ?? false, datasetId],
      );
      return rows[0] ? readDashboard(tx, rows[0].id) : undefined;
    });
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return c.json(toDashboard(row, origin(c)), 201);
  });

  app.openapi(updateDashboardRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const { is_public: share, ...body } = c.req.valid('json');
    // A dashboard that follows (or now follows) a dataset gets its panels' numbers from it when its panels or its dataset change.
    const datasetId = body.dataset_id !== undefined ? body.dataset_id : body.widgets ? await followedDataset(ctx, p, id) : null;
    let widgets: readonly Record<string, unknown>[] | undefined = body.widgets;
    if (datasetId && (body.dataset_id !== undefined || body.widgets)) {
      widgets = recomputeWidgets(await readDataset(ctx, p, datasetId), widgets ?? (await currentWidgets(ctx, p, id)));
    }
    // is_public: false is an UPDATE (0107's trigger revokes the link). true is an explicit share: a
    // plain UPDATE cannot turn it on (migration 0432, so a stale save never re-shares), so it goes
    // through share_dashboard() — a new link when there is none, an existing one is kept.
    const fields = { ...body, ...(widgets ? { widgets } : {}), ...(share === false ? { is_public: false } : {}) };
    const { sql, params } = updateSet(fields, JSON_COLUMNS, 2);
    const row = await asUser(ctx, p, async (tx) => {
      const { rows } = sql
        ? await tx.query<{ is_public: boolean }>(`UPDATE public.dashboards SET ${sql} WHERE id = $1 RETURNING is_public`, [id, ...params])
        : await tx.query<{ is_public: boolean }>('SELECT is_public FROM public.dashboards WHERE id = $1', [id]);
      if (!rows[0]) return undefined;
      if (share === true && !rows[0].is_public) await tx.query('SELECT public.share_dashboard($1::uuid)', [id]);
      return readDashboard(tx, id);
    });
    if (!row) throw notFound('Dashboard');
    return c.json(toDashboard(row, origin(c)), 200);
  });

  // A new share link (the previous one stops working in the same transaction), as the app's "New link".
  app.openapi(renewDashboardShareRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const row = await asUser(ctx, p, async (tx) => {
      // Row-level security: another user's dashboard is not there for the caller (share_dashboard would raise).
      const owned = await tx.query('SELECT 1 FROM public.dashboards WHERE id = $1', [id]);
      if (owned.rows.length === 0) return undefined;
      await tx.query('SELECT public.share_dashboard($1::uuid)', [id]);
      return readDashboard(tx, id);
    });
    if (!row) throw notFound('Dashboard');
    return c.json(toDashboard(row, origin(c)), 200);
  });

  app.openapi(revokeDashboardShareRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const row = await asUser(ctx, p, async (tx) => {
      const { rows } = await tx.query<{ revoked: boolean }>('SELECT public.unshare_dashboard($1::uuid) AS revoked', [id]);
      return rows[0]?.revoked ? readDashboard(tx, id) : undefined;
    });
    if (!row) throw notFound('Dashboard');
    return c.json(toDashboard(row, origin(c)), 200);
  });

  app.openapi(deleteDashboardRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const { rows } = await asUser(ctx, p, (tx) => tx.query('DELETE FROM public.dashboards WHERE id = $1 RETURNING id', [id]));
    if (rows.length === 0) throw notFound('Dashboard');
    return c.json({ success: true as const }, 200);
  });
}
