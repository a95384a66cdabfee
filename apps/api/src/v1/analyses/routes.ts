import { createRoute, z } from '@hono/zod-openapi';
import { ErrorSchema } from '../schemas.js';
import { AnalysisIdParamSchema, AnalysisSchema, AnalyzeDatasetBodySchema, AnalyzeFileQuerySchema } from './schemas.js';

/** Largest CSV or .xlsx body POST /analyses reads (the app's signed-in upload limit). */
export const MAX_ANALYSIS_BODY_BYTES = 100 * 1024 * 1024;
/** Bodies larger than this (or of unknown length) run as jobs: 202 + Location, then poll. */
export const ANALYSIS_JOB_THRESHOLD_BYTES = 1024 * 1024;

export const CSV_TYPES = ['text/csv', 'text/tab-separated-values', 'text/plain'] as const;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rate-limit headers every answer carries (shared with the dataset version routes). */
export const rateHeaders = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the current 60-second window', schema: { type: 'integer' as const } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' as const } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) when the window resets', schema: { type: 'integer' as const } },
};
export const problem = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } });
const location = { Location: { description: 'GET this URL for the analysis', schema: { type: 'string' as const } }, ...rateHeaders };
const analysisBody = (description: string, headers: typeof location | typeof rateHeaders = rateHeaders) => ({ description, headers, content: { 'application/json': { schema: AnalysisSchema } } });
const common = {
  401: problem('Missing, unknown or revoked API key, or an invalid or expired access token'),
  403: problem('A read-only key tried to start an analysis, or the request came over plain HTTP'),
  429: problem('Rate limit exceeded; retry after the number of seconds in Retry-After'),
};
const bearer = [{ bearerAuth: [] }];

const SAMPLE_CSV = 'day,region,sales\n2024-01-01,North,120\n2024-01-02,South,95\n2024-01-03,North,130\n';

export const createAnalysisRoute = createRoute({
  operationId: 'createAnalysis',
  method: 'post',
  path: '/analyses',
  tags: ['Analyses'],
  summary: 'Analyse a CSV or .xlsx file, or a saved dataset',
  description: [
    'Computes what the app shows — profile, column roles, dashboard, KPIs, portfolio, trend with forecast and the',
    'Markdown report with its reproducibility header — with the same @tallyline/core functions as the app.',
    '',
    `Send the file as the body (\`Content-Type: text/csv\` or \`${XLSX_TYPE}\`, up to ${MAX_ANALYSIS_BODY_BYTES / 1024 / 1024} MB, streamed),`,
    'with the settings as query parameters; or send JSON with a `dataset_id` and the settings as fields.',
    `Up to ${ANALYSIS_JOB_THRESHOLD_BYTES / 1024 / 1024} MB with a Content-Length the answer is 201 with the result; larger bodies, bodies without`,
    'a length, and `async=true` run as a job: 202 with `Location`, then poll `GET /v1/analyses/{id}` (progress) until',
    '`status` is `succeeded`. `DELETE` cancels. Results are kept for 24 hours. Needs a read-write key or a user token.',
  ].join('\n'),
  security: bearer,
  request: {
    query: AnalyzeFileQuerySchema,
    body: {
      required: false,
      content: {
        'text/csv': { schema: { type: 'string' }, example: SAMPLE_CSV },
        [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } },
        'application/json': { schema: AnalyzeDatasetBodySchema },
      },
    },
  },
  responses: {
    201: analysisBody('The finished analysis (status succeeded, result set)', location),
    202: analysisBody('A job was started: poll Location until status is succeeded', location),
    400: problem('A setting is invalid, a named column does not exist, or the file cannot be parsed (the message says why)'),
    ...common,
    404: problem('No such dataset for you'),
    413: problem(`The body is larger than ${MAX_ANALYSIS_BODY_BYTES / 1024 / 1024} MB`),
    415: problem('The body is not CSV, .xlsx or JSON'),
  },
});

export const getAnalysisRoute = createRoute({
  operationId: 'getAnalysis',
  method: 'get',
  path: '/analyses/{id}',
  tags: ['Analyses'],
  summary: 'An analysis: its status and progress, and the result once it succeeded',
  security: bearer,
  request: { params: AnalysisIdParamSchema },
  responses: { 200: analysisBody('The analysis'), 400: problem('Invalid id'), ...common, 404: problem('No such analysis for you (or it expired)') },
});

export const getAnalysisReportRoute = createRoute({
  operationId: 'getAnalysisReport',
  method: 'get',
  path: '/analyses/{id}/report.md',
  tags: ['Analyses'],
  summary: 'The Markdown report of a finished analysis',
  description: 'The same document as the app\'s report download, ending with the reproducibility header `tallyline rerun` reads.',
  security: bearer,
  request: { params: AnalysisIdParamSchema },
  responses: {
    200: { description: 'The report', headers: rateHeaders, content: { 'text/markdown': { schema: z.string(), example: '# Comprehensive Analytics Report\n\nGenerated on 2026-11-25T09:30:00.000Z\n…' } } },
    400: problem('Invalid id'),
    ...common,
    404: problem('No such analysis for you (or it expired)'),
    409: problem('The analysis has not succeeded (yet)'),
  },
});

export const cancelAnalysisRoute = createRoute({
  operationId: 'cancelAnalysis',
  method: 'delete',
  path: '/analyses/{id}',
  tags: ['Analyses'],
  summary: 'Cancel a running analysis, or delete a finished one',
  security: bearer,
  request: { params: AnalysisIdParamSchema },
  responses: { 200: analysisBody('The analysis, now cancelled (or as it finished)'), 400: problem('Invalid id'), ...common, 404: problem('No such analysis for you') },
});

export const ANALYSIS_ROUTES = [createAnalysisRoute, getAnalysisRoute, getAnalysisReportRoute, cancelAnalysisRoute] as const;
