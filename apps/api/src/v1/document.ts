import { OpenAPIHono } from '@hono/zod-openapi';
import { V1_ROUTES } from './routes.js';

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const DESCRIPTION = [
  'The Tallyline REST API: your datasets, dashboards and KPIs, under the same row-level security as the app,',
  'and analyses of CSV or .xlsx files computed by the same @tallyline/core functions as the app.',
  '',
  'Authenticate with `Authorization: Bearer <API key or user access token>`. API keys start with `tl_`;',
  'create them with a user access token at `POST /v1/api-keys`. Keys are read-only (`read`) or `read-write`.',
  '',
  'Every error answers `{ "error": { "code", "message" } }`. Each key (or user) may make 100 requests per minute',
  'on the free tier and 500 on professional; past that the API answers 429 with `Retry-After`.',
  'Every answer carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`.',
].join('\n');

/**
 * Builds the OpenAPI 3.1 document of /v1 from the route definitions that also
 * validate requests. Pure: no server, no database.
 */
export function buildV1OpenApiDocument(): OpenApiDocument {
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key (tl_…) or a user access token (JWT from /v1/auth/sign-in)',
  });
  for (const route of V1_ROUTES) app.openAPIRegistry.registerPath(route);
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Tallyline API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/v1', description: 'This server' }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'Authentication', description: 'Sign in, sign up and sign out' },
      { name: 'Datasets', description: 'Uploaded CSV data' },
      { name: 'Dashboards', description: 'Saved dashboards and their widgets' },
      { name: 'KPIs', description: 'Key performance indicators' },
      { name: 'Analyses', description: 'Send a CSV or .xlsx file (or a saved dataset id) and get what the app computes: profile, roles, dashboard, KPIs, portfolio, trend and forecast, report' },
      { name: 'API keys', description: 'Create, list and revoke keys (user access token only)' },
      { name: 'Meta', description: 'This document' },
    ],
  });
}

let cached: OpenApiDocument | undefined;

/** The document, built once per process. */
export function v1OpenApiDocument(): OpenApiDocument {
  cached ??= buildV1OpenApiDocument();
  return cached;
}
