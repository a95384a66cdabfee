import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../../context.js';
import { notFound } from '../errors.js';
import { asUser, principalOf, writerOf, type V1Env } from '../principal.js';
import { createDatasetRoute, deleteDatasetRoute, getDatasetRoute, listDatasetsRoute } from '../routes.js';
import { paginate, pageSql } from '../page.js';
import { iso, json, num } from '../rows.js';
import { deleteOriginalRows, removeOriginalFiles } from '../originals.js';

type Cell = string | number | boolean | null;

/** A datasets row as the handlers select it. */
export interface DatasetRow {
  id: string;
  name: string;
  description: string | null;
  file_name: string | null;
  row_count: number;
  column_count: number;
  version: number;
  created_at: Date | string;
  updated_at?: Date | string;
  headers?: unknown;
  data?: unknown;
}

const SUMMARY_COLUMNS = 'id, name, description, file_name, row_count, column_count, version, created_at';
export const FULL_COLUMNS = `${SUMMARY_COLUMNS}, updated_at, headers, data`;

function toSummary(r: DatasetRow) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    file_name: r.file_name,
    row_count: num(r.row_count),
    column_count: num(r.column_count),
    version: num(r.version),
    created_at: iso(r.created_at),
  };
}

export function toDataset(r: DatasetRow) {
  return {
    ...toSummary(r),
    headers: json<string[]>(r.headers, []),
    data: json<Array<Record<string, Cell>>>(r.data, []),
    updated_at: iso(r.updated_at),
  };
}

/** GET/POST /datasets, GET/DELETE /datasets/{id} — every query as the caller under RLS. */
export function registerDatasets(app: OpenAPIHono<V1Env>, ctx: AppContext): void {
  app.openapi(listDatasetsRoute, async (c) => {
    const p = principalOf(c);
    const page = c.req.valid('query');
    const limit = pageSql(page, 2);
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<DatasetRow>(`SELECT ${SUMMARY_COLUMNS} FROM public.datasets WHERE user_id = $1 ORDER BY created_at DESC, id ${limit.sql}`, [
        p.userId,
        ...limit.params,
      ]),
    );
    return c.json(paginate(c, page, rows).map(toSummary), 200);
  });

  app.openapi(getDatasetRoute, async (c) => {
    const p = principalOf(c);
    const { id } = c.req.valid('param');
    const { rows } = await asUser(ctx, p, (tx) => tx.query<DatasetRow>(`SELECT ${FULL_COLUMNS} FROM public.datasets WHERE id = $1`, [id]));
    const row = rows[0];
    if (!row) throw notFound('Dataset');
    return c.json(toDataset(row), 200);
  });

  app.openapi(createDatasetRoute, async (c) => {
    const p = writerOf(c);
    const body = c.req.valid('json');
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<DatasetRow>(
        `INSERT INTO public.datasets (name, description, file_name, headers, data, row_count, column_count)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7)
         RETURNING ${FULL_COLUMNS}`,
        [body.name, body.description ?? null, body.file_name, JSON.stringify(body.headers), JSON.stringify(body.data), body.data.length, body.headers.length],
      ),
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return c.json(toDataset(row), 201);
  });

  app.openapi(deleteDatasetRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const { rows, files } = await asUser(ctx, p, async (tx) => {
      const deleted = await tx.query('DELETE FROM public.datasets WHERE id = $1 RETURNING id', [id]);
      // Its kept original files go with it (as when the app deletes it), not left behind unlisted.
      return { rows: deleted.rows, files: deleted.rows.length > 0 ? await deleteOriginalRows(tx, p.userId, id) : [] };
    });
    await removeOriginalFiles(ctx.config.dataDir, files);
    if (rows.length === 0) throw notFound('Dataset');
    return c.json({ success: true as const }, 200);
  });
}
