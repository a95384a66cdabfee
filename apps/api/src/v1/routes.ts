import { createRoute, z } from '@hono/zod-openapi';
import { ANALYSIS_ROUTES } from './analyses/routes.js';
import { DATASET_VERSION_ROUTES } from './datasetVersions/routes.js';
import {
  ApiKeySchema,
  AuthResultSchema,
  CreateApiKeyBodySchema,
  CreateDashboardBodySchema,
  CreateDatasetBodySchema,
  CreateKpiBodySchema,
  CreatedApiKeySchema,
  DashboardSchema,
  DatasetSchema,
  DatasetSummarySchema,
  ErrorSchema,
  IdParamSchema,
  KpiSchema,
  SignInBodySchema,
  SignUpBodySchema,
  SuccessSchema,
  UpdateDashboardBodySchema,
  UpdateKpiBodySchema,
  UserSchema,
} from './schemas.js';
import { PAGE_DESCRIPTION, PageQuerySchema } from './page.js';

/**
 * Every /v1 route, as data. Importing this module has no side effects, so the
 * OpenAPI document can be generated at build time without a server or database.
 */

const ERROR_TEXT: Record<number, string> = {
  400: 'A parameter is missing or invalid; the message names it',
  401: 'Missing, unknown or revoked API key, an invalid or expired access token, a wrong password, or (sign-in) the two-factor code is missing',
  403: 'The key\'s scope does not allow this, the endpoint needs a user access token, the account uses two-factor sign-in and the credential never passed it, or the request came over plain HTTP',
  404: 'No such resource for this user',
  413: 'The request body is too large',
  415: 'The request body is not JSON',
  422: 'The request was understood but cannot be carried out',
  429: 'Rate limit exceeded; retry after the number of seconds in Retry-After',
};

const rateHeaders = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the current 60-second window', schema: { type: 'integer' as const } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' as const } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) when the window resets', schema: { type: 'integer' as const } },
};

function errors(...statuses: number[]) {
  const out: Record<number, { description: string; content: { 'application/json': { schema: typeof ErrorSchema } }; headers?: object }> = {};
  for (const s of [...statuses, 429]) {
    out[s] = {
      description: ERROR_TEXT[s] ?? 'Error',
      content: { 'application/json': { schema: ErrorSchema } },
      ...(s === 429
        ? { headers: { ...rateHeaders, 'Retry-After': { description: 'Seconds until the window resets', schema: { type: 'integer' as const } } } }
        : {}),
    };
  }
  return out;
}

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  headers: rateHeaders,
  content: { 'application/json': { schema } },
});

/** A list's answer: one page of rows, the next page in `Link`. */
const page = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  headers: { ...rateHeaders, Link: { description: 'The next page, `<…>; rel="next"`, when more rows follow', schema: { type: 'string' as const } } },
  content: { 'application/json': { schema: z.array(schema) } },
});

const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const bearer = [{ bearerAuth: [] }];
const userOnly = [{ bearerAuth: [] }];

// ── auth ────────────────────────────────────────────────────────────────
export const signInRoute = createRoute({
  operationId: 'signIn',
  method: 'post',
  path: '/auth/sign-in',
  tags: ['Authentication'],
  summary: 'Sign in with e-mail, password and, when two-factor sign-in is on, the code',
  security: [],
  request: { body: body(SignInBodySchema) },
  responses: { 200: json(AuthResultSchema, 'The user and a new session'), ...errors(400, 401, 415, 422) },
});

export const signUpRoute = createRoute({
  operationId: 'signUp',
  method: 'post',
  path: '/auth/sign-up',
  tags: ['Authentication'],
  summary: 'Create an account',
  description: 'The session is null when the server requires e-mail confirmation before the first sign-in.',
  security: [],
  request: { body: body(SignUpBodySchema) },
  responses: { 201: json(AuthResultSchema, 'The new user and, unless confirmation is required, a session'), ...errors(400, 415, 422) },
});

export const signOutRoute = createRoute({
  operationId: 'signOut',
  method: 'post',
  path: '/auth/sign-out',
  tags: ['Authentication'],
  summary: 'End the session of the access token',
  description: 'Needs a user access token (an API key has no session). The refresh token stops working at once; the access token expires at its expires_at.',
  security: userOnly,
  responses: { 200: json(SuccessSchema, 'Signed out'), ...errors(401, 403) },
});

// ── datasets ────────────────────────────────────────────────────────────
export const listDatasetsRoute = createRoute({
  operationId: 'listDatasets',
  method: 'get',
  path: '/datasets',
  tags: ['Datasets'],
  summary: 'List your datasets, newest first (without their rows)',
  security: bearer,
  description: PAGE_DESCRIPTION,
  request: { query: PageQuerySchema },
  responses: { 200: page(DatasetSummarySchema, 'Your datasets'), ...errors(400, 401, 403) },
});

export const getDatasetRoute = createRoute({
  operationId: 'getDataset',
  method: 'get',
  path: '/datasets/{id}',
  tags: ['Datasets'],
  summary: 'Get one dataset with its headers and rows',
  security: bearer,
  request: { params: IdParamSchema },
  responses: { 200: json(DatasetSchema, 'The dataset'), ...errors(400, 401, 403, 404) },
});

export const createDatasetRoute = createRoute({
  operationId: 'createDataset',
  method: 'post',
  path: '/datasets',
  tags: ['Datasets'],
  summary: 'Store a dataset',
  description: 'row_count and column_count are computed from data and headers. Needs a read-write key.',
  security: bearer,
  request: { body: body(CreateDatasetBodySchema) },
  responses: { 201: json(DatasetSchema, 'The stored dataset'), ...errors(400, 401, 403, 413, 415) },
});

export const deleteDatasetRoute = createRoute({
  operationId: 'deleteDataset',
  method: 'delete',
  path: '/datasets/{id}',
  tags: ['Datasets'],
  summary: 'Delete a dataset',
  security: bearer,
  request: { params: IdParamSchema },
  responses: { 200: json(SuccessSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
});

// ── dashboards ──────────────────────────────────────────────────────────
export const listDashboardsRoute = createRoute({
  operationId: 'listDashboards',
  method: 'get',
  path: '/dashboards',
  tags: ['Dashboards'],
  summary: 'List your dashboards, newest first',
  security: bearer,
  description: PAGE_DESCRIPTION,
  request: { query: PageQuerySchema },
  responses: { 200: page(DashboardSchema, 'Your dashboards'), ...errors(400, 401, 403) },
});

export const createDashboardRoute = createRoute({
  operationId: 'createDashboard',
  method: 'post',
  path: '/dashboards',
  tags: ['Dashboards'],
  summary: 'Create a dashboard',
  description:
    "With dataset_id, the dashboard follows that saved dataset: its panels' numbers are computed from the dataset now and recomputed whenever the dataset is refreshed or restored (404 when the dataset is not yours; 422 when a chart panel names a column the dataset lacks). Needs the read-write scope.",
  security: bearer,
  request: { body: body(CreateDashboardBodySchema) },
  responses: { 201: json(DashboardSchema, 'The new dashboard'), ...errors(400, 401, 403, 404, 413, 415, 422) },
});

export const getDashboardRoute = createRoute({
  operationId: 'getDashboard',
  method: 'get',
  path: '/dashboards/{id}',
  tags: ['Dashboards'],
  summary: 'Get one dashboard (yours, or anyone\'s public one)',
  security: bearer,
  request: { params: IdParamSchema },
  responses: { 200: json(DashboardSchema, 'The dashboard'), ...errors(400, 401, 403, 404) },
});

export const updateDashboardRoute = createRoute({
  operationId: 'updateDashboard',
  method: 'patch',
  path: '/dashboards/{id}',
  tags: ['Dashboards'],
  summary: 'Change some fields of a dashboard',
  description:
    "is_public: true shares the dashboard: the answer carries its share_url (a new link when it had none, else the same one); is_public: false revokes the link at once. A dashboard that follows a dataset (dataset_id) has its panels' numbers computed from it again when its widgets or its dataset_id change; dataset_id: null stops following. Needs the read-write scope.",
  security: bearer,
  request: { params: IdParamSchema, body: body(UpdateDashboardBodySchema) },
  responses: { 200: json(DashboardSchema, 'The updated dashboard'), ...errors(400, 401, 403, 404, 413, 415, 422) },
});

export const renewDashboardShareRoute = createRoute({
  operationId: 'renewDashboardShare',
  method: 'post',
  path: '/dashboards/{id}/share',
  tags: ['Dashboards'],
  summary: 'Share a dashboard through a new link',
  description:
    'Makes a new share link (share_url) and sets is_public; an earlier link of the dashboard stops working at once. Anyone holding the link sees the name, description and the figures each panel draws, never raw rows or the owner. Needs the read-write scope.',
  security: bearer,
  request: { params: IdParamSchema },
  responses: { 200: json(DashboardSchema, 'The dashboard with its new share_url'), ...errors(400, 401, 403, 404) },
});

export const revokeDashboardShareRoute = createRoute({
  operationId: 'revokeDashboardShare',
  method: 'delete',
  path: '/dashboards/{id}/share',
  tags: ['Dashboards'],
  summary: 'Stop sharing a dashboard',
  description: 'Revokes the share link at once and sets is_public to false (the same as PATCH with is_public: false). Needs the read-write scope.',
  security: bearer,
  request: { params: IdParamSchema },
  responses: { 200: json(DashboardSchema, 'The dashboard, no longer shared'), ...errors(400, 401, 403, 404) },
});

export const deleteDashboardRoute = createRoute({
  operationId: 'deleteDashboard',
  method: 'delete',
  path: '/dashboards/{id}',
  tags: ['Dashboards'],
  summary: 'Delete a dashboard',
  security: bearer,
  request: { params: IdParamSchema },
  responses: { 200: json(SuccessSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
});

// ── KPIs ────────────────────────────────────────────────────────────────
export const listKpisRoute = createRoute({
  operationId: 'listKpis',
  method: 'get',
  path: '/kpis',
  tags: ['KPIs'],
  summary: 'List your KPIs, newest first',
  security: bearer,
  description: PAGE_DESCRIPTION,
  request: { query: PageQuerySchema },
  responses: { 200: page(KpiSchema, 'Your KPIs'), ...errors(400, 401, 403) },
});

export const createKpiRoute = createRoute({
  operationId: 'createKpi',
  method: 'post',
  path: '/kpis',
  tags: ['KPIs'],
  summary: 'Create a KPI',
  description:
    'With dataset_id and measure, the KPI follows that saved dataset: current_value, target_value, trend and formula are measured from the dataset now and again whenever it is refreshed or restored (404 when the dataset is not yours; 422 when the measure names a column the dataset lacks). Needs the read-write scope.',
  security: bearer,
  request: { body: body(CreateKpiBodySchema) },
  responses: { 201: json(KpiSchema, 'The new KPI'), ...errors(400, 401, 403, 404, 413, 415, 422) },
});

export const updateKpiRoute = createRoute({
  operationId: 'updateKpi',
  method: 'patch',
  path: '/kpis/{id}',
  tags: ['KPIs'],
  summary: 'Change some fields of a KPI',
  description:
    'A KPI that follows a dataset is measured again when its dataset_id or measure changes; dataset_id: null stops following (the last numbers stay). Needs the read-write scope.',
  security: bearer,
  request: { params: IdParamSchema, body: body(UpdateKpiBodySchema) },
  responses: { 200: json(KpiSchema, 'The updated KPI'), ...errors(400, 401, 403, 404, 413, 415, 422) },
});

export const deleteKpiRoute = createRoute({
  operationId: 'deleteKpi',
  method: 'delete',
  path: '/kpis/{id}',
  tags: ['KPIs'],
  summary: 'Delete a KPI',
  security: bearer,
  request: { params: IdParamSchema },
  responses: { 200: json(SuccessSchema, 'Deleted'), ...errors(400, 401, 403, 404) },
});

// ── API keys (user access token only) ───────────────────────────────────
export const createApiKeyRoute = createRoute({
  operationId: 'createApiKey',
  method: 'post',
  path: '/api-keys',
  tags: ['API keys'],
  summary: 'Create an API key (the full key is returned only here)',
  description: 'Needs a user access token, not an API key.',
  security: userOnly,
  request: { body: body(CreateApiKeyBodySchema) },
  responses: { 201: json(CreatedApiKeySchema, 'The new key, including the full key once'), ...errors(400, 401, 403, 415) },
});

export const listApiKeysRoute = createRoute({
  operationId: 'listApiKeys',
  method: 'get',
  path: '/api-keys',
  tags: ['API keys'],
  summary: 'List your API keys (never the full keys)',
  description: 'Needs a user access token, not an API key.',
  security: userOnly,
  responses: { 200: json(z.array(ApiKeySchema), 'Your keys, newest first'), ...errors(401, 403) },
});

export const revokeApiKeyRoute = createRoute({
  operationId: 'revokeApiKey',
  method: 'delete',
  path: '/api-keys/{id}',
  tags: ['API keys'],
  summary: 'Revoke an API key; it stops working at once',
  description: 'Needs a user access token, not an API key.',
  security: userOnly,
  request: { params: IdParamSchema },
  responses: { 200: json(ApiKeySchema, 'The revoked key'), ...errors(400, 401, 403, 404) },
});

export const meRoute = createRoute({
  operationId: 'getMe',
  method: 'get',
  path: '/me',
  tags: ['Authentication'],
  summary: 'Who the credential belongs to',
  security: bearer,
  responses: { 200: json(z.object({ user: UserSchema.pick({ id: true }), credential: z.enum(['api_key', 'access_token']), scope: z.enum(['read', 'read-write']) }).openapi('Me'), 'The caller'), ...errors(401, 403) },
});

export const openApiRoute = createRoute({
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/openapi.json',
  tags: ['Meta'],
  summary: 'This OpenAPI 3.1 document',
  security: [],
  responses: { 200: { description: 'The OpenAPI document', content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } } },
});

/** All routes, in the order the document lists them. */
export const V1_ROUTES = [
  signInRoute,
  signUpRoute,
  signOutRoute,
  meRoute,
  listDatasetsRoute,
  createDatasetRoute,
  getDatasetRoute,
  deleteDatasetRoute,
  ...DATASET_VERSION_ROUTES,
  listDashboardsRoute,
  createDashboardRoute,
  getDashboardRoute,
  updateDashboardRoute,
  deleteDashboardRoute,
  renewDashboardShareRoute,
  revokeDashboardShareRoute,
  listKpisRoute,
  createKpiRoute,
  updateKpiRoute,
  deleteKpiRoute,
  createApiKeyRoute,
  listApiKeysRoute,
  revokeApiKeyRoute,
  ...ANALYSIS_ROUTES,
  openApiRoute,
] as const;
