import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildV1OpenApiDocument } from '../../src/v1/document.js';
import { call, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;

beforeAll(async () => {
  s = await startV1Server();
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

describe('GET /v1/openapi.json', () => {
  it('serves, without credentials, the same document the build emits', async () => {
    const res = await call(`${s.url}/openapi.json`, null);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildV1OpenApiDocument())));
  });

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const doc = (await call(`${s.url}/openapi.json`, null)).body as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every endpoint of the issue, the bearer scheme, the error body and examples', () => {
    const doc = JSON.parse(JSON.stringify(buildV1OpenApiDocument())) as Doc;
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(ops.sort()).toEqual(
      [
        'POST /auth/sign-in',
        'POST /auth/sign-up',
        'POST /auth/sign-out',
        'GET /me',
        'GET /datasets',
        'POST /datasets',
        'GET /datasets/{id}',
        'DELETE /datasets/{id}',
        'GET /dashboards',
        'POST /dashboards',
        'GET /dashboards/{id}',
        'PATCH /dashboards/{id}',
        'DELETE /dashboards/{id}',
        'POST /dashboards/{id}/share',
        'DELETE /dashboards/{id}/share',
        'GET /kpis',
        'POST /kpis',
        'PATCH /kpis/{id}',
        'DELETE /kpis/{id}',
        'POST /api-keys',
        'GET /api-keys',
        'DELETE /api-keys/{id}',
        'POST /analyses',
        'GET /analyses/{id}',
        'GET /analyses/{id}/report.md',
        'DELETE /analyses/{id}',
        'POST /datasets/{id}/refresh',
        'GET /datasets/{id}/versions',
        'POST /datasets/{id}/versions/{version}/restore',
        'GET /openapi.json',
      ].sort(),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['error'] });
    expect(doc.paths['/datasets']?.get?.responses['401']).toBeDefined();
    expect(doc.paths['/datasets']?.get?.responses['429']).toBeDefined();
    expect(doc.paths['/auth/sign-in']?.post?.security).toEqual([]);
    expect(JSON.stringify(doc.components.schemas.CreateKpiRequest)).toContain('"required":["name","formula","current_value","category"]');
    expect(JSON.stringify(doc.components.schemas.Error)).toContain('Invalid API key provided');
  });
});
