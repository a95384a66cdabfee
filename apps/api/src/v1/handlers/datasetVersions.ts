import type { OpenAPIHono } from '@hono/zod-openapi';
import { CoreError, refreshRows, type SavedRow } from '@tallyline/core';
import type { AppContext } from '../../context.js';
import { asApiError, bodyFormat, limitedBody, parseBody, tooLarge } from '../analyses/readAnalysisInput.js';
import { requestSettings } from '../analyses/settings.js';
import { ApiError, notFound } from '../errors.js';
import { asUser, principalOf, writerOf, type V1Env } from '../principal.js';
import { iso, json, num } from '../rows.js';
import { MAX_REFRESH_BODY_BYTES, listDatasetVersionsRoute, refreshDatasetRoute, restoreDatasetVersionRoute } from '../datasetVersions/routes.js';
import { FULL_COLUMNS, toDataset, type DatasetRow } from './datasets.js';

interface VersionRow {
  version: number;
  file_name: string | null;
  headers: unknown;
  row_count: number;
  column_count: number;
  created_at: Date | string;
  replaced_at: Date | string;
}

/**
 * POST /datasets/{id}/refresh, GET /datasets/{id}/versions, POST /datasets/{id}/versions/{version}/restore.
 * Migration 0400's trigger files the replaced content as a version on every change of rows, so these
 * handlers only write the new rows.
 */
export function registerDatasetVersions(app: OpenAPIHono<V1Env>, ctx: AppContext): void {
  // Before the route's validators: a body that is not a file is 415 with the types this route takes.
  app.use('/datasets/:id/refresh', async (c, next) => {
    if (c.req.method === 'POST' && bodyFormat(c.req.header('content-type')) === 'json') throw notAFile();
    await next();
  });

  app.openapi(refreshDatasetRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const format = bodyFormat(c.req.header('content-type'));
    if (format === 'json') throw notAFile();
    if (Number(c.req.header('content-length')) > MAX_REFRESH_BODY_BYTES) throw tooLarge(MAX_REFRESH_BODY_BYTES);
    if (!c.req.raw.body) throw new ApiError(400, 'invalid_request', 'The request body is empty: send the CSV or .xlsx file as the body');
    const { ingest } = requestSettings(query);
    const incoming = await parseBody(format, limitedBody(c.req.raw.body, () => undefined, MAX_REFRESH_BODY_BYTES), ingest);
    const { rows } = await asUser(ctx, p, async (tx) => {
      // FOR UPDATE: two refreshes at once append one after the other, never over each other.
      const saved = await tx.query<{ headers: unknown; data: unknown }>('SELECT headers, data FROM public.datasets WHERE id = $1 FOR UPDATE', [id]);
      const row = saved.rows[0];
      if (!row) throw notFound('Dataset');
      let next;
      try {
        next = refreshRows({ headers: json<string[]>(row.headers, []), rows: json<SavedRow[]>(row.data, []) }, incoming, query.mode);
      } catch (e) {
        if (e instanceof CoreError && e.code === 'COLUMN_MISMATCH') throw new ApiError(422, 'column_mismatch', e.message);
        throw asApiError(e);
      }
      return tx.query<DatasetRow>(
        `UPDATE public.datasets SET headers = $2::jsonb, data = $3::jsonb, row_count = $4, column_count = $5, file_name = coalesce($6, file_name)
         WHERE id = $1 RETURNING ${FULL_COLUMNS}`,
        [id, JSON.stringify(next.headers), JSON.stringify(next.rows), next.rows.length, next.headers.length, query.file_name ?? null],
      );
    });
    return c.json(toDataset(rows[0]!), 200);
  });

  app.openapi(listDatasetVersionsRoute, async (c) => {
    const p = principalOf(c);
    const { id } = c.req.valid('param');
    const { current, versions } = await asUser(ctx, p, async (tx) => {
      const dataset = await tx.query<{ version: number }>('SELECT version FROM public.datasets WHERE id = $1', [id]);
      if (!dataset.rows[0]) throw notFound('Dataset');
      const listed = await tx.query<VersionRow>(
        `SELECT version, file_name, headers, row_count, column_count, created_at, replaced_at
           FROM public.dataset_versions WHERE dataset_id = $1 ORDER BY version DESC`,
        [id],
      );
      return { current: num(dataset.rows[0].version), versions: listed.rows };
    });
    return c.json(
      {
        dataset_id: id,
        current_version: current,
        versions: versions.map((v) => ({
          version: num(v.version),
          file_name: v.file_name,
          headers: json<string[]>(v.headers, []),
          row_count: num(v.row_count),
          column_count: num(v.column_count),
          created_at: iso(v.created_at),
          replaced_at: iso(v.replaced_at),
        })),
      },
      200,
    );
  });

  app.openapi(restoreDatasetVersionRoute, async (c) => {
    const p = writerOf(c);
    const { id, version } = c.req.valid('param');
    const { rows } = await asUser(ctx, p, (tx) =>
      tx.query<DatasetRow>(
        `UPDATE public.datasets d SET headers = v.headers, data = v.data, row_count = v.row_count, column_count = v.column_count, file_name = v.file_name
           FROM public.dataset_versions v
          WHERE d.id = $1 AND v.dataset_id = d.id AND v.version = $2
         RETURNING ${FULL_COLUMNS.split(', ').map((col) => `d.${col}`).join(', ')}`,
        [id, version],
      ),
    );
    if (!rows[0]) throw new ApiError(404, 'not_found', `Dataset ${id} has no version ${version} (GET /v1/datasets/${id}/versions lists them)`);
    return c.json(toDataset(rows[0]), 200);
  });
}

const notAFile = () => new ApiError(415, 'unsupported_media_type', 'Send the new file as text/csv or .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)');
