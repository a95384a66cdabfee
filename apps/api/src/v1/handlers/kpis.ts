import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../../context.js';
import { ApiError, notFound } from '../errors.js';
import { measureKpiOf, readDataset, type KpiMeasure } from '../linked.js';
import { asUser, principalOf, writerOf, type Principal, type V1Env } from '../principal.js';
import { createKpiRoute, deleteKpiRoute, listKpisRoute, updateKpiRoute } from '../routes.js';
import { paginate, pageSql } from '../page.js';
import { iso, json, numOrNull } from '../rows.js';
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
  dataset_id: string | null;
  measure: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, name, description, formula, current_value, target_value, trend, category, dataset_id, measure, created_at, updated_at';
const JSON_COLUMNS = new Set(['measure']);

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
    dataset_id: r.dataset_id,
    measure: json<KpiMeasure | null>(r.measure, null),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** The dataset a KPI follows and its measure; another user's or a missing KPI is 404. */
async function followed(ctx: AppContext, p: Principal, id: string): Promise<{ dataset_id: string | null; measure: KpiMeasure | null }> {
  const { rows } = await asUser(ctx, p, (tx) => tx.query<{ dataset_id: string | null; measure: unknown }>('SELECT dataset_id, measure FROM public.kpis WHERE id = $1', [id]));
  if (!rows[0]) throw notFound('KPI');
  return { dataset_id: rows[0].dataset_id, measure: json<KpiMeasure | null>(rows[0].measure, null) };
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
    const sent = c.req.valid('json');
    const datasetId = sent.dataset_id ?? null;
    // Following a dataset: the numbers are measured from it (linked.ts), not the ones sent.
    const b = datasetId && sent.measure ? { ...sent, ...measureKpiOf(await readDataset(ctx, p, datasetId), sent.measure) } : sent;
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<KpiRow>(
        `INSERT INTO public.kpis (name, description, formula, current_value, target_value, trend, category, dataset_id, measure)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
         RETURNING ${COLUMNS}`,
        [b.name, b.description ?? null, b.formula, b.current_value, b.target_value ?? null, b.trend ?? null, b.category, datasetId, datasetId ? JSON.stringify(sent.measure) : null],
      ),
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return c.json(toKpi(row), 201);
  });

  app.openapi(updateKpiRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const sent = c.req.valid('json');
    // A KPI that follows (or now follows) a dataset is measured again when its dataset or its measure changes.
    const link = sent.dataset_id !== undefined || sent.measure !== undefined ? await followed(ctx, p, id) : null;
    const datasetId = sent.dataset_id !== undefined ? sent.dataset_id : (link?.dataset_id ?? null);
    const measure = sent.measure ?? link?.measure ?? null;
    let body: Record<string, unknown> = sent;
    if (datasetId !== null && (sent.dataset_id !== undefined || sent.measure !== undefined)) {
      if (!measure) throw new ApiError(400, 'invalid_request', 'Invalid request: measure is required with dataset_id');
      body = { ...sent, ...measureKpiOf(await readDataset(ctx, p, datasetId), measure) };
    } else if (sent.dataset_id === null) body = { ...sent, measure: null };
    else if (sent.measure !== undefined && datasetId === null) throw new ApiError(400, 'invalid_request', 'Invalid request: measure needs dataset_id');
    const { sql, params } = updateSet(body, JSON_COLUMNS, 2);
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
