import type { OpenAPIHono } from '@hono/zod-openapi';
import { CoreError, datasetFingerprint, datasetFromRows, datasetToRows, readRefreshFile, readSavedImportSettings, refreshedImportSettings, refreshRows, type Dataset, type ImportChoices, type RefreshMode, type SavedRow } from '@tallyline/core';
import type { AppContext } from '../../context.js';
import { asApiError, bodyFormat, limitedBody, readAll, readBody, tooLarge } from '../analyses/readAnalysisInput.js';
import { requestSettings } from '../analyses/settings.js';
import { ApiError, notFound } from '../errors.js';
import { asUser, principalOf, writerOf, type V1Env } from '../principal.js';
import { iso, json, num } from '../rows.js';
import { MAX_REFRESH_BODY_BYTES, listDatasetVersionsRoute, refreshDatasetRoute, restoreDatasetVersionRoute } from '../datasetVersions/routes.js';
import type { RefreshDatasetQuery } from '../datasetVersions/schemas.js';
import { FULL_COLUMNS, toDataset, type DatasetRow } from './datasets.js';
import { parseOriginal, recomputeFollowers } from '../linked.js';
import { copyOriginal, DATASET_PREVIEW_ROWS, findOriginal, rowsToCsv, storeOriginal, type StoredOriginal } from '../originals.js';

/** A refresh reads the dataset, then writes it if no other change came in between; this many tries. */
const REFRESH_ATTEMPTS = 3;

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
 * Migration 0400's trigger files the replaced content as a version on every change of rows (0430: of the
 * fingerprint, which a refresh sends and a restore takes from the version), so these handlers only write
 * the new rows.
 */
export function registerDatasetVersions(app: OpenAPIHono<V1Env>, ctx: AppContext): void {
  // Before the route's validators: a body that is not a file is 415 with the types this route takes.
  app.use('/datasets/:id/refresh', async (c, next) => {
    if (c.req.method === 'POST') fileFormat(c.req.header('content-type'));
    await next();
  });

  app.openapi(refreshDatasetRoute, async (c) => {
    const p = writerOf(c);
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const format = fileFormat(c.req.header('content-type'));
    if (Number(c.req.header('content-length')) > MAX_REFRESH_BODY_BYTES) throw tooLarge(MAX_REFRESH_BODY_BYTES);
    if (!c.req.raw.body) throw new ApiError(400, 'invalid_request', 'The request body is empty: send the CSV or .xlsx file as the body');
    // Read (and parse a kept original) outside the writing transaction: the database is not held meanwhile.
    let saved = await readSaved(ctx, p, id, query.mode);
    // The new file is read as the app's refresh reads it (issue 18): with the dataset's saved choices (a workbook's
    // sheet, a forced delimiter, …), each overridden by the request's own; the choices used are what the dataset keeps.
    const body = limitedBody(c.req.raw.body, () => undefined, MAX_REFRESH_BODY_BYTES);
    // A workbook may be read twice (its saved sheet gone: the first sheet then), so it is held; a CSV streams once,
    // and readRefreshFile reads again only for a workbook's missing sheet.
    const bytes = format === 'xlsx' ? await readAll(body) : null;
    let streamed = false;
    const read = (options: ImportChoices) => {
      if (bytes) return readBody(format, new Blob([bytes]).stream(), options);
      if (streamed) throw new Error('A CSV body can be read only once');
      streamed = true;
      return readBody(format, body, options);
    };
    const { dataset: incoming, used } = await readRefreshFile(readSavedImportSettings(saved.importSettings), askedChoices(query), read).catch((e: unknown) => {
      throw asApiError(e);
    });
    const importSettings = JSON.stringify(refreshedImportSettings(used));
    for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt++) {
      // Changed since the last read (another refresh, a restore): read it again, so neither is lost.
      if (attempt > 0) saved = await readSaved(ctx, p, id, query.mode);
      const next = nextRows(saved, incoming, query.mode);
      // The new content as a Dataset, read back as an analysis of the dataset reads it (built when needed).
      let content: Dataset | undefined;
      const contentOf = () => (content ??= datasetFromRows(next.headers, next.rows));
      const fingerprint = contentFingerprint(incoming, contentOf, query.mode);
      // The same file again makes no version (issue 18): nothing is written, the dataset is answered as it is.
      if (query.mode === 'replace' && fingerprint === (await storedFingerprint(saved))) return c.json(toDataset(await currentRow(ctx, p, id)), 200);
      // A dataset kept as a file (saved by the app) stays one: a preview in `data`, every row in the new version's file.
      const file = saved.original ? rowsToCsv(next.headers, next.rows) : null;
      const written = await asUser(ctx, p, async (tx) => {
        const now = await tx.query<{ version: number }>('SELECT version FROM public.datasets WHERE id = $1 FOR UPDATE', [id]);
        if (!now.rows[0]) throw notFound('Dataset');
        // Changed since it was read (another refresh, a restore): read it again, so neither is lost.
        if (num(now.rows[0].version) !== saved.version) return null;
        const data = file ? next.rows.slice(0, DATASET_PREVIEW_ROWS) : next.rows;
        const { rows } = await tx.query<DatasetRow>(
          // The choices the new file was read with, and that the kept original is now the rows written back as CSV (migration 0450).
          `UPDATE public.datasets SET headers = $2::jsonb, data = $3::jsonb, row_count = $4, column_count = $5, file_name = coalesce($6, file_name), fingerprint = $7,
                  import_settings = $8::jsonb
           WHERE id = $1 RETURNING ${FULL_COLUMNS}`,
          [id, JSON.stringify(next.headers), JSON.stringify(data), next.rows.length, next.headers.length, query.file_name ?? null, fingerprint, importSettings],
        );
        const row = rows[0]!;
        if (file) await storeOriginal(tx, ctx.config.dataDir, p.userId, id, num(row.version), file);
        // Dashboards and KPIs that follow the dataset take its new numbers in the same transaction (linked.ts).
        await recomputeFollowers(tx, id, contentOf);
        return row;
      });
      if (written) return c.json(toDataset(written), 200);
    }
    throw new ApiError(409, 'conflict', `Dataset ${id} kept changing while it was being refreshed; send the refresh again`);
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
    const { rows } = await asUser(ctx, p, async (tx) => {
      const restored = await tx.query<DatasetRow & { import_settings: unknown }>(
        `UPDATE public.datasets d SET headers = v.headers, data = v.data, row_count = v.row_count, column_count = v.column_count, file_name = v.file_name,
                fingerprint = v.fingerprint, import_settings = v.import_settings
           FROM public.dataset_versions v
          WHERE d.id = $1 AND v.dataset_id = d.id AND v.version = $2
         RETURNING ${FULL_COLUMNS.split(', ').map((col) => `d.${col}`).join(', ')}, d.import_settings`,
        [id, version],
      );
      // The version's kept original (every row; its `data` is a preview) becomes the new version's, as the app's restore does.
      const from = restored.rows[0] ? await findOriginal(tx, ctx.config.dataDir, p.userId, id, version) : null;
      if (from) await copyOriginal(tx, ctx.config.dataDir, p.userId, id, from, num(restored.rows[0]!.version));
      const back = restored.rows[0];
      // What follows the dataset takes the restored numbers: from the version's file (every row), else its rows.
      if (back) await recomputeFollowers(tx, id, () => (from ? parseOriginal(from, back.import_settings) : datasetFromRows(json<string[]>(back.headers, []), json<SavedRow[]>(back.data, []))));
      return restored;
    });
    if (!rows[0]) throw new ApiError(404, 'not_found', `Dataset ${id} has no version ${version} (GET /v1/datasets/${id}/versions lists them)`);
    return c.json(toDataset(rows[0]), 200);
  });
}

/** The import settings a refresh request names (sheet, delimiter, decimal separator, date order). */
function askedChoices(query: RefreshDatasetQuery): ImportChoices {
  const { sheet, ...rest } = requestSettings(query).ingest;
  return { ...rest, ...(typeof sheet === 'string' ? { sheet } : {}) };
}

/** A saved dataset as a refresh reads it: the rows an append keeps, whether it is kept as a file, and what its fingerprint needs. */
interface SavedContent {
  version: number;
  headers: string[];
  rows: SavedRow[];
  original: StoredOriginal | null;
  /** The import settings `original` is read with (migration 0450; null = detected). */
  importSettings: unknown;
  /** The row's fingerprint; null for a dataset saved before fingerprints (migration 0410) or through POST /v1/datasets. */
  fingerprint: string | null;
  /** Every row of `data` when it holds them all (not a preview), else null: what a row without a fingerprint is fingerprinted from. */
  allRows: () => Promise<SavedRow[] | null>;
}

/**
 * The saved content's fingerprint: the row's, or — when it has none, which the version trigger would take
 * for new content even with the same file — its content's, read back as an analysis reads it (the kept
 * original, else `data` when it holds every row). null when neither can say.
 */
async function storedFingerprint(saved: SavedContent): Promise<string | null> {
  if (saved.fingerprint !== null) return saved.fingerprint;
  if (saved.original) return datasetFingerprint(await parseOriginal(saved.original, saved.importSettings));
  const rows = await saved.allRows();
  return rows ? datasetFingerprint(datasetFromRows(saved.headers, rows)) : null;
}

/** The dataset row as GET /v1/datasets/{id} answers it. */
async function currentRow(ctx: AppContext, p: ReturnType<typeof principalOf>, id: string): Promise<DatasetRow> {
  const { rows } = await asUser(ctx, p, (tx) => tx.query<DatasetRow>(`SELECT ${FULL_COLUMNS} FROM public.datasets WHERE id = $1`, [id]));
  if (!rows[0]) throw notFound('Dataset');
  return rows[0];
}

/**
 * The dataset's current content under row-level security (another user's id is 404). An append needs
 * every saved row: from the current version's kept original when there is one (read like the app
 * reopens it), else from `data`. A dataset whose `data` is only a preview and whose original is gone
 * cannot be appended to without losing rows: 409 saying so.
 */
async function readSaved(ctx: AppContext, p: ReturnType<typeof principalOf>, id: string, mode: RefreshMode): Promise<SavedContent> {
  const head = await asUser(ctx, p, async (tx) => {
    const { rows } = await tx.query<{ headers: unknown; row_count: number; version: number; stored_rows: number; fingerprint: string | null; import_settings: unknown }>(
      'SELECT headers, row_count, version, jsonb_array_length(data) AS stored_rows, fingerprint, import_settings FROM public.datasets WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound('Dataset');
    const version = num(row.version);
    const original = await findOriginal(tx, ctx.config.dataDir, p.userId, id, version);
    const data = mode === 'append' && !original ? json<SavedRow[]>((await tx.query<{ data: unknown }>('SELECT data FROM public.datasets WHERE id = $1', [id])).rows[0]?.data, []) : [];
    return { version, headers: json<string[]>(row.headers, []), rowCount: num(row.row_count), stored: num(row.stored_rows), original, data, fingerprint: row.fingerprint, importSettings: row.import_settings };
  });
  const { version, headers, original, fingerprint, importSettings } = head;
  // Read only when a replace of a row without a fingerprint is compared.
  const allRows = async () =>
    head.stored < head.rowCount ? null : json<SavedRow[]>((await asUser(ctx, p, (tx) => tx.query<{ data: unknown }>('SELECT data FROM public.datasets WHERE id = $1', [id]))).rows[0]?.data, []);
  const base = { version, headers, original, importSettings, fingerprint, allRows };
  if (mode === 'replace') return { ...base, rows: [] };
  if (original) return { ...base, rows: datasetToRows(await parseOriginal(original, importSettings)) };
  if (head.stored < head.rowCount) {
    throw new ApiError(
      409,
      'conflict',
      `Dataset ${id} keeps only ${head.stored} of its ${head.rowCount} rows in the database and has no kept original file for version ${version}, so appending would drop the other rows. Refresh it with mode=replace, or save the full file again in the app.`,
    );
  }
  return { ...base, rows: head.data };
}

/**
 * The fingerprint of every row the dataset holds after the refresh (migration 0430 files a version when it
 * changes, so a replace that keeps the first rows and the row count but changes a later row is one):
 * a replace's is the new file's, as the app computes it at upload; an append's is that of the kept rows
 * read back as the app reopens them (core's datasetFromRows). The app's refresh computes the same.
 */
function contentFingerprint(incoming: Dataset, content: () => Dataset, mode: RefreshMode): string {
  return datasetFingerprint(mode === 'replace' ? incoming : content());
}

/** The rows after the refresh; other columns are 422 naming them. */
function nextRows(saved: SavedContent, incoming: Dataset, mode: RefreshMode) {
  try {
    return refreshRows({ headers: saved.headers, rows: saved.rows }, incoming, mode);
  } catch (e) {
    if (e instanceof CoreError && e.code === 'COLUMN_MISMATCH') throw new ApiError(422, 'column_mismatch', e.message);
    throw asApiError(e);
  }
}

/** The file format a refresh's Content-Type names; JSON or any other type is 415 with the two a refresh takes (not /analyses' words, which offer JSON). */
function fileFormat(contentType: string | undefined): 'csv' | 'xlsx' {
  let format: ReturnType<typeof bodyFormat>;
  try {
    format = bodyFormat(contentType);
  } catch {
    throw notAFile();
  }
  if (format === 'json') throw notAFile();
  return format;
}

const notAFile = () => new ApiError(415, 'unsupported_media_type', 'Send the new file as text/csv or .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)');
