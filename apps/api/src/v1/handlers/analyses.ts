import { openAsBlob } from 'node:fs';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { analyzeDataset, CoreError, datasetFromRows, parseFile, readSavedImportSettings, savedFileOptions, type Dataset, type SavedRow } from '@tallyline/core';
import type { AppContext } from '../../context.js';
import { ApiError, notFound } from '../errors.js';
import { analysisView, BODY_INPUT, type AnalysisInput, type AnalysisJob, type AnalysisJobs } from '../analyses/jobs.js';
import { asApiError, bodyFormat, limitedBody, parseBody, readAll, tooLarge } from '../analyses/readAnalysisInput.js';
import { ANALYSIS_JOB_THRESHOLD_BYTES, MAX_ANALYSIS_BODY_BYTES, cancelAnalysisRoute, createAnalysisRoute, getAnalysisReportRoute, getAnalysisRoute } from '../analyses/routes.js';
import type { AnalyzeDatasetBody } from '../analyses/schemas.js';
import { requestSettings, type RequestSettings } from '../analyses/settings.js';
import { asUser, principalOf, writerOf, type V1Env } from '../principal.js';
import { json, num } from '../rows.js';
import { findOriginal, type StoredOriginal } from '../originals.js';
import { logError } from '../../http/logError.js';

/** Saved datasets with more rows than this are analysed as a job. */
const JOB_THRESHOLD_ROWS = 20_000;

/** Parses the input with the job's signal and progress; the same function runs inline or in a job. */
type ReadInput = (job: AnalysisJob) => Promise<Dataset>;

/** POST /analyses, GET /analyses/{id}, GET /analyses/{id}/report.md, DELETE /analyses/{id}. */
export function registerAnalyses(app: OpenAPIHono<V1Env>, ctx: AppContext, jobs: AnalysisJobs, basePath: string): void {
  // Before the route's own validators: an unsupported body type is 415 with the types this route takes.
  app.use('/analyses', async (c, next) => {
    if (c.req.method === 'POST') bodyFormat(c.req.header('content-type'));
    await next();
  });

  app.openapi(createAnalysisRoute, async (c) => {
    const p = writerOf(c);
    const format = bodyFormat(c.req.header('content-type'));
    let settings: RequestSettings;
    let read: ReadInput;
    let asJob: boolean;
    let totalBytes: number | null = null;
    let input: AnalysisInput = BODY_INPUT;
    if (format === 'json') {
      // The route declares CSV, .xlsx and JSON bodies; zod-openapi validated the JSON one (typed per route, not per media type).
      const body = (c.req.valid as (target: 'json') => unknown)('json') as AnalyzeDatasetBody;
      settings = requestSettings(body);
      const saved = await loadDataset(ctx, p, body.dataset_id);
      input = saved.input;
      asJob = settings.async || (saved.original ? saved.rowCount : saved.data.length) > JOB_THRESHOLD_ROWS;
      if (saved.original) {
        // Every row: the kept original file, read as the app reopens it — with the import settings saved with
        // the dataset (migration 0450: its sheet, a forced delimiter, types, roles) — under the request's own.
        const { path, bytes } = saved.original;
        totalBytes = bytes;
        const ingest = { ...savedFileOptions(readSavedImportSettings(saved.importSettings)), ...settings.ingest };
        read = async (job) =>
          parseFile(await openAsBlob(path), {
            ...ingest,
            signal: job.abort.signal,
            onProgress: ({ bytes: done, rows }) => Object.assign(job.progress, { bytes: done, rows }),
          }).catch((e: unknown) => {
            throw asApiError(e);
          });
      } else {
        const { headers, data } = saved;
        read = async (job) => {
          job.progress.rows = data.length;
          const { dateOrder, columnRoles } = settings.ingest;
          return datasetFromRows(headers, data, { ...(dateOrder ? { dateOrder } : {}), ...(columnRoles ? { columnRoles } : {}) });
        };
      }
    } else {
      settings = requestSettings(c.req.valid('query'));
      const length = Number(c.req.header('content-length'));
      if (length > MAX_ANALYSIS_BODY_BYTES) throw tooLarge(MAX_ANALYSIS_BODY_BYTES);
      if (!c.req.raw.body || length === 0) throw new ApiError(400, 'invalid_request', 'The request body is empty: send the CSV or .xlsx file as the body');
      totalBytes = Number.isFinite(length) ? length : null;
      asJob = settings.async || totalBytes === null || totalBytes > ANALYSIS_JOB_THRESHOLD_BYTES;
      if (!asJob) {
        const body = c.req.raw.body;
        read = (job) => parseBody(format, limitedBody(body, (bytes) => (job.progress.bytes = bytes)), settings.ingest);
      } else {
        // A job answers 202 before the work, so the upload is received first (within the limit), then parsed in the background.
        const bytes = await readAll(limitedBody(c.req.raw.body, () => undefined));
        totalBytes = bytes.byteLength;
        read = (job) =>
          parseFile(new Blob([bytes]), {
            ...settings.ingest,
            signal: job.abort.signal,
            onProgress: ({ bytes: done, rows }) => Object.assign(job.progress, { bytes: done, rows }),
          }).catch((e: unknown) => {
            throw asApiError(e);
          });
      }
    }
    const job = jobs.create(p.userId, totalBytes, input);
    const where = `${basePath}/analyses/${job.id}`;
    if (asJob) {
      void runJob(job, read, settings);
      return c.json(analysisView(job, basePath), 202, { Location: where });
    }
    await runJob(job, read, settings);
    if (job.status === 'failed') {
      jobs.delete(job.id);
      throw new ApiError(400, 'invalid_request', job.error!.message);
    }
    return c.json(analysisView(job, basePath), 201, { Location: where });
  });

  app.openapi(getAnalysisRoute, (c) => c.json(analysisView(ownJob(jobs, c.req.valid('param').id, principalOf(c).userId), basePath), 200));

  app.openapi(getAnalysisReportRoute, (c) => {
    const job = ownJob(jobs, c.req.valid('param').id, principalOf(c).userId);
    if (job.status !== 'succeeded' || !job.result) throw new ApiError(409, 'conflict', `The analysis is ${job.status}; the report exists once it has succeeded`);
    return c.body(job.result.markdown, 200, { 'Content-Type': 'text/markdown; charset=utf-8' });
  });

  app.openapi(cancelAnalysisRoute, (c) => {
    const job = ownJob(jobs, c.req.valid('param').id, writerOf(c).userId);
    if (job.status === 'queued' || job.status === 'running') {
      job.abort.abort();
      finish(job, 'cancelled');
    } else jobs.delete(job.id);
    return c.json(analysisView(job, basePath), 200);
  });
}

function ownJob(jobs: AnalysisJobs, id: string, userId: string): AnalysisJob {
  const job = jobs.get(id, userId);
  if (!job) throw notFound('Analysis');
  return job;
}

/** Reads the input, then runs core's analyzeDataset; the job records progress, result or error. */
async function runJob(job: AnalysisJob, read: ReadInput, settings: RequestSettings): Promise<void> {
  job.status = 'running';
  job.progress.stage = 'reading';
  try {
    const ds = await read(job);
    if (job.abort.signal.aborted) return;
    checkRoleColumns(ds, settings);
    job.progress.rows = ds.rowCount;
    job.progress.stage = 'analyzing';
    // One turn of the event loop, so the 202 (and other requests) go out before the synchronous analysis.
    await new Promise((resolve) => setImmediate(resolve));
    if (job.abort.signal.aborted) return;
    job.result = analyzeDataset(ds, { ...settings.analysis, now: new Date() });
    job.progress.stage = 'done';
    finish(job, 'succeeded');
  } catch (e) {
    if (job.abort.signal.aborted) return;
    const error = asApiError(e);
    if (error instanceof ApiError && error.status !== 400) throw error; // 413 and the like: the request's own answer
    job.error = error instanceof ApiError ? { code: error.code, message: error.message } : { code: 'internal_error', message: 'The analysis failed' };
    if (!(error instanceof ApiError)) logError('[v1] analysis failed', e);
    finish(job, 'failed');
  }
}

/**
 * A role given for a column the file does not have is a typo to report, like an unknown date_column: core's
 * ingest skips an override it cannot place, so the answer would silently use the inferred role instead.
 */
function checkRoleColumns(ds: Dataset, settings: RequestSettings): void {
  const missing = Object.keys(settings.ingest.columnRoles ?? {}).filter((column) => !ds.headers.includes(column));
  if (missing.length === 0) return;
  const names = (list: readonly string[]) => list.map((c) => `"${c}"`).join(', ');
  throw new CoreError('UNKNOWN_COLUMN', `A role was given for ${names(missing)}, which the file does not have; its columns are ${names(ds.headers)}.`);
}

function finish(job: AnalysisJob, status: 'succeeded' | 'failed' | 'cancelled'): void {
  job.status = status;
  job.finishedAt = new Date();
}

interface SavedDataset {
  headers: string[];
  /** The dataset's row count (every row, also those only in its original file). */
  rowCount: number;
  /** The current version's kept original, when there is one. */
  original: StoredOriginal | null;
  /** The import settings saved with it (migration 0450; null = detected): what the original is read with. */
  importSettings: unknown;
  /** The rows kept in the database: read only when there is no original. */
  data: SavedRow[];
  input: AnalysisInput;
}

/**
 * The caller's saved dataset, read under row-level security (another user's id is 404): the kept
 * original file of its current version (every row — the app keeps only a preview in `data`), else
 * the rows in the database, and the answer says so.
 */
async function loadDataset(ctx: AppContext, p: ReturnType<typeof principalOf>, id: string): Promise<SavedDataset> {
  return asUser(ctx, p, async (tx) => {
    const { rows } = await tx.query<{ user_id: string; headers: unknown; row_count: number; version: number; stored_rows: number; import_settings: unknown }>(
      'SELECT user_id, headers, row_count, version, jsonb_array_length(data) AS stored_rows, import_settings FROM public.datasets WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw notFound('Dataset');
    const version = num(row.version);
    const rowCount = num(row.row_count);
    const headers = json<string[]>(row.headers, []);
    const original = await findOriginal(tx, ctx.config.dataDir, row.user_id, id, version);
    const base = { dataset_id: id, dataset_version: version, dataset_rows: rowCount };
    if (original) return { headers, rowCount, original, importSettings: row.import_settings, data: [], input: { source: 'dataset_file', ...base, note: null } };
    const stored = num(row.stored_rows);
    const data = json<SavedRow[]>((await tx.query<{ data: unknown }>('SELECT data FROM public.datasets WHERE id = $1', [id])).rows[0]?.data, []);
    const note =
      stored < rowCount
        ? `Dataset ${id} has no kept original file for version ${version}: analysed the ${stored} rows kept in the database, not all ${rowCount} of the dataset`
        : `Dataset ${id} has no kept original file for version ${version}: analysed its ${stored} rows kept in the database`;
    return { headers, rowCount, original: null, importSettings: null, data, input: { source: 'dataset_rows', ...base, note } };
  });
}
