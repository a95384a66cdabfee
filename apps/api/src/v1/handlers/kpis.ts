import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../../context.js';
import { notFound } from '../errors.js';
import { asUser, principalOf, writerOf, type V1Env } from '../principal.js';
import { createKpiRoute, deleteKpiRoute, listKpisRoute, updateKpiRoute } from '../routes.js';
import { paginate, pageSql } from '../page.js';
import { iso, numOrNull } from '../rows.js';
import { updateSet } from './updateSet.js';

interface KpiRow {
  id: string;
  name: string;
  description: string | null;
  formula: string | null;
  current_value: number | string | null;
  target_value: number | string | null;
  trend: 'up' | 'down' | 'stable' | null;
  category: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, name, description, formula, current_value, target_value, trend, category, created_at, updated_at';
const NO_JSON = new Set<string>();

function toKpi(r: KpiRow) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    formula: r.formula,
    current_value: numOrNull(r.current_value),
    target_value: numOrNull(r.target_value),
    trend: r.trend,
    category: r.category,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** GET/POST /kpis, PATCH/DELETE /kpis/{id}. */
export function registerKpis(app: OpenAPIHono<V1Env>, ctx: AppContext): void {
  app.openapi(listKpisRoute, async (c) => {
    const p = principalOf(c);
    const page = c.req.valid('query');
    const limit = pageSql(page, 2);
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<KpiRow>(`SELECT ${COLUMNS} FROM public.kpis WHERE user_id = $1 ORDER BY created_at DESC, id ${limit.sql}`, [p.userId, ...limit.params]),
    );
    return c.json(paginate(c, page, rows).map(toKpi), 200);
  });

  app.openapi(createKpiRoute, async (c) => {
    const p = writerOf(c);
    const b = c.req.valid('json');
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<KpiRow>(
        `INSERT INTO public.kpis (name, description, formula, current_value, target_value, trend, category)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING ${COLUMNS}`,
        [b.name, b.description ?? null, b.formula, b.current_value, b.target_value ?? null, b.trend ?? null, b.category],
      ),
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return c.json(toKpi(row), 201);
  });

  app.openapi(updateKpiRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const { sql, params } = updateSet(c.req.valid('json'), NO_JSON, 2);
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<KpiRow>(`UPDATE public.kpis SET ${sql} WHERE id = $1 RETURNING ${COLUMNS}`, [id, ...params]),
    );
    const row = rows[0];
    if (!row) throw notFound('KPI');
    return c.json(toKpi(row), 200);
  });

  app.openapi(deleteKpiRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const { rows } = await asUser(ctx, p, (tx) => tx.query('DELETE FROM public.kpis WHERE id = $1 RETURNING id', [id]));
    if (rows.length === 0) throw notFound('KPI');
    return c.json({ success: true as const }, 200);
  });
}
