import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppContext } from '../../context.js';
import { notFound } from '../errors.js';
import { asUser, principalOf, writerOf, type V1Env } from '../principal.js';
import {
  createDashboardRoute,
  deleteDashboardRoute,
  getDashboardRoute,
  listDashboardsRoute,
  updateDashboardRoute,
} from '../routes.js';
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
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, name, description, layout, widgets, is_public, created_at, updated_at';
const JSON_COLUMNS = new Set(['layout', 'widgets']);

function toDashboard(r: DashboardRow) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    layout: json<Record<string, unknown>>(r.layout, {}),
    widgets: json<Array<z.infer<typeof WidgetSchema>>>(r.widgets, []),
    is_public: r.is_public,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** GET/POST /dashboards, GET/PATCH/DELETE /dashboards/{id}. */
export function registerDashboards(app: OpenAPIHono<V1Env>, ctx: AppContext): void {
  app.openapi(listDashboardsRoute, async (c) => {
    const p = principalOf(c);
    // Only the owner selects a dashboard (RLS, migration 0106); a public one is read through its share link.
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<DashboardRow>(`SELECT ${COLUMNS} FROM public.dashboards WHERE user_id = $1 ORDER BY created_at DESC, id`, [p.userId]),
    );
    return c.json(rows.map(toDashboard), 200);
  });

  app.openapi(getDashboardRoute, async (c) => {
    const p = principalOf(c);
    const { id } = c.req.valid('param');
    const { rows } = await asUser(ctx, p, (tx) => tx.query<DashboardRow>(`SELECT ${COLUMNS} FROM public.dashboards WHERE id = $1`, [id]));
    const row = rows[0];
    if (!row) throw notFound('Dashboard');
    return c.json(toDashboard(row), 200);
  });

  app.openapi(createDashboardRoute, async (c) => {
    const p = writerOf(c);
    const b = c.req.valid('json');
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<DashboardRow>(
        `INSERT INTO public.dashboards (name, description, layout, widgets, is_public)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
         RETURNING ${COLUMNS}`,
        [b.name, b.description ?? null, JSON.stringify(b.layout ?? {}), JSON.stringify(b.widgets ?? []), b.is_public ?? false],
      ),
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return c.json(toDashboard(row), 201);
  });

  app.openapi(updateDashboardRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const { sql, params } = updateSet(c.req.valid('json'), JSON_COLUMNS, 2);
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<DashboardRow>(`UPDATE public.dashboards SET ${sql} WHERE id = $1 RETURNING ${COLUMNS}`, [id, ...params]),
    );
    const row = rows[0];
    if (!row) throw notFound('Dashboard');
    return c.json(toDashboard(row), 200);
  });

  app.openapi(deleteDashboardRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const { rows } = await asUser(ctx, p, (tx) => tx.query('DELETE FROM public.dashboards WHERE id = $1 RETURNING id', [id]));
    if (rows.length === 0) throw notFound('Dashboard');
    return c.json({ success: true as const }, 200);
  });
}
