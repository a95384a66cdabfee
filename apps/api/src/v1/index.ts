import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context.js';
import { DatabaseBusyError } from '../db/turns.js';
import { badTextIn, badUrlBytes, decodeUtf8 } from '../http/badInput.js';
import { BodyError, readBodyBytes } from '../http/request.js';
import { v1OpenApiDocument } from './document.js';
import { ApiError, errorResponse } from './errors.js';
import { gate } from './gate.js';
import { createAnalysisJobs, type AnalysisJobs } from './analyses/jobs.js';
import { bodyFormat } from './analyses/readAnalysisInput.js';
import { registerAnalyses } from './handlers/analyses.js';
import { registerApiKeys } from './handlers/apiKeys.js';
import { registerAuth } from './handlers/auth.js';
import { registerDashboards } from './handlers/dashboards.js';
import { registerDatasets } from './handlers/datasets.js';
import { registerDatasetVersions } from './handlers/datasetVersions.js';
import { registerKpis } from './handlers/kpis.js';
import { registerMe } from './handlers/me.js';
import { arrivedOverPlainHttp } from './https.js';
import type { V1Env } from './principal.js';
import { tokenBucketStore } from '../http/rateLimit/store.js';
import type { TokenBucketStore } from '../http/rateLimit/types.js';
import { openApiRoute } from './routes.js';
import { validationHook } from './validation.js';
import { logError } from '../http/logError.js';

/** Largest accepted request body (a dataset's rows travel as JSON). */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface V1Options {
  /** Where app.ts mounts the API (default /v1). */
  basePath?: string;
  /** Override the rate-limit store (tests). Default: the server's, Postgres when DATABASE_URL is set, else memory. */
  rateLimitStore?: TokenBucketStore;
  /** Where analyses are kept (tests). Default: this process's memory. */
  analysisJobs?: AnalysisJobs;
}

/** A CSV or .xlsx body sent to POST /analyses or POST /datasets/{id}/refresh. */
function isFileUpload(method: string, path: string, contentType: string | undefined): boolean {
  if (method !== 'POST' || !(path.endsWith('/analyses') || /\/datasets\/[^/]+\/refresh$/.test(path))) return false;
  try {
    return bodyFormat(contentType) !== 'json';
  } catch {
    return false;
  }
}

/**
 * Reads the body once, up to MAX_BODY_BYTES (an early 413 drains the rest instead of cutting
 * the upload off), and refuses bytes the database cannot store — invalid UTF-8, NUL,
 * unpaired surrogates — with a 400 naming the field, before any handler runs.
 */
const bufferedJsonBody: MiddlewareHandler = async (c, next) => {
  const bad = badUrlBytes(c.req.url);
  if (bad) return errorResponse(c, 400, 'invalid_request', bad);
  if (!c.req.raw.body) return next();
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(c, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyError) return errorResponse(c, 413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / (1024 * 1024)} MB`);
    throw err;
  }
  const decoded = decodeUtf8(bytes);
  if ('error' in decoded) return errorResponse(c, 400, 'invalid_request', decoded.error);
  if (decoded.text.includes('\\u')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(decoded.text);
    } catch {
      parsed = undefined; // the route's validator answers malformed JSON
    }
    const badText = badTextIn(parsed);
    if (badText) return errorResponse(c, 400, 'invalid_request', badText);
  }
  c.req.raw = new Request(c.req.raw, { body: bytes });
  return next();
};

/** Public REST API v1, mounted at /v1 by src/app.ts. */
export function createV1Routes(ctx: AppContext, options: V1Options = {}): OpenAPIHono<V1Env> {
  const basePath = options.basePath ?? '/v1';
  const store = options.rateLimitStore ?? tokenBucketStore(ctx);
  const app = new OpenAPIHono<V1Env>({ defaultHook: validationHook });

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return errorResponse(c, err.status, err.code, err.message);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      if (status === 400) return errorResponse(c, 400, 'invalid_request', 'The request body is not valid JSON');
      if (status === 415) return errorResponse(c, 415, 'unsupported_media_type', 'Send the request body as application/json');
      if (status === 413) return errorResponse(c, 413, 'payload_too_large', 'The request body is too large');
      return errorResponse(c, status, status >= 500 ? 'internal_error' : 'invalid_request', err.message || 'Request failed');
    }
    if (err instanceof DatabaseBusyError) {
      c.header('Retry-After', String(err.retryAfterSeconds));
      return errorResponse(c, 503, 'database_busy', err.message);
    }
    logError('[v1] unexpected error', err);
    return errorResponse(c, 500, 'internal_error', 'Internal server error');
  });

  // Browsers may call the API with a bearer token (never cookies), so any origin is fine.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['RateLimit', 'RateLimit-Policy', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
      maxAge: 600,
    }),
  );

  if (ctx.config.requireHttps) {
    app.use('*', async (c, next) => {
      const incoming = (c.env as { incoming?: Parameters<typeof arrivedOverPlainHttp>[1] } | undefined)?.incoming;
      if (arrivedOverPlainHttp(c.req.header('x-forwarded-proto'), incoming)) {
        throw new ApiError(403, 'https_required', 'This API only answers over HTTPS');
      }
      await next();
    });
  }

  // The gate (404/405, credential, rate limit) runs before the body is read, so a
  // rejected request never uploads 16 MB, and a 413 still carries the rate-limit headers.
  app.use('*', gate(ctx, store, basePath));
  // A file sent to POST /analyses or a refresh has its own limit, enforced while it streams (analyses/readAnalysisInput).
  app.use('*', async (c, next) => {
    if (!isFileUpload(c.req.method, c.req.path, c.req.header('content-type'))) return bufferedJsonBody(c, next);
    const bad = badUrlBytes(c.req.url);
    if (bad) return errorResponse(c, 400, 'invalid_request', bad);
    return next();
  });

  registerAuth(app, ctx);
  registerMe(app);
  registerDatasets(app, ctx);
  registerDatasetVersions(app, ctx);
  registerDashboards(app, ctx);
  registerKpis(app, ctx);
  registerApiKeys(app, ctx);
  registerAnalyses(app, ctx, options.analysisJobs ?? createAnalysisJobs(), basePath);
  app.openapi(openApiRoute, (c) =>
    c.json(v1OpenApiDocument() as unknown as Record<string, unknown>, 200, { 'Cache-Control': 'public, max-age=300' }),
  );

  // The gate answers unknown paths; this catches anything it let through by mistake.
  app.all('*', (c) => errorResponse(c, 404, 'not_found', `No such endpoint: ${c.req.method} ${c.req.path}`));
  return app;
}
