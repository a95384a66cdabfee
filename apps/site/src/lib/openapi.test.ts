import { describe, expect, it } from 'vitest';
import { curlExample, exampleValue, fetchExample, schemaFields, supabaseExample, typeLabel } from './apiExamples.js';
import { apiBaseUrl, groupOperations, type OpenApiDocument, resolveRef } from './openapi.js';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [{ url: '/v1' }],
  tags: [{ name: 'Datasets', description: 'Uploaded CSV data' }, { name: 'Unused' }],
  paths: {
    '/datasets': {
      get: { tags: ['Datasets'], summary: 'List datasets', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Dataset' } } } } } } },
      post: {
        tags: ['Datasets'],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NewDataset' } } } },
        responses: { '201': { description: 'Created' }, '400': { $ref: '#/components/responses/BadRequest' } },
      },
    },
    '/datasets/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      delete: { tags: ['Datasets'], responses: { '200': { description: 'Deleted' } } },
    },
    '/auth/sign-in': { post: { security: [], requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } }, required: ['email', 'password'] } } } }, responses: {} } },
  },
  components: {
    schemas: {
      Dataset: { type: 'object', properties: { id: { type: 'string' }, row_count: { type: 'integer' }, trend: { type: 'string', enum: ['up', 'down', 'stable'] } }, required: ['id'] },
      NewDataset: { type: 'object', properties: { name: { type: 'string', example: 'Sales' }, headers: { type: 'array', items: { type: 'string' } }, description: { type: ['string', 'null'] } }, required: ['name', 'headers'] },
    },
    responses: { BadRequest: { description: 'Bad request' } },
  } as OpenApiDocument['components'],
};

describe('openapi', () => {
  it('groupOperations groups by first tag, else by the first path segment, and drops empty tags', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => [g.name, g.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['Datasets', ['get /datasets', 'post /datasets', 'delete /datasets/{id}']],
      ['auth', ['post /auth/sign-in']],
    ]);
  });
  it('groupOperations merges path-level parameters, resolves response refs and reads security: []', () => {
    const [datasets, auth] = groupOperations(doc);
    const del = datasets!.operations[2]!;
    expect(del.parameters.map((p) => p.name)).toEqual(['id']);
    expect(datasets!.operations[1]!.responses.map((r) => [r.status, r.description])).toEqual([['201', 'Created'], ['400', 'Bad request']]);
    expect(del.authenticated).toBe(true);
    expect(auth!.operations[0]!.authenticated).toBe(false);
  });
  it('resolveRef follows #/components references and leaves plain objects alone', () => {
    expect(resolveRef(doc, { $ref: '#/components/schemas/Dataset' })).toBe(doc.components!.schemas!.Dataset);
    const plain: { $ref?: string; type: string } = { type: 'string' };
    expect(resolveRef(doc, plain)).toBe(plain);
  });
  it('apiBaseUrl makes a relative server URL absolute', () => {
    expect(apiBaseUrl(doc, 'https://tallyline.example.com')).toBe('https://tallyline.example.com/v1');
    expect(apiBaseUrl({ servers: [{ url: 'https://api.example.com/v1/' }] }, 'x')).toBe('https://api.example.com/v1');
  });
  it('exampleValue prefers explicit examples and builds the rest from types', () => {
    expect(exampleValue(doc, { $ref: '#/components/schemas/NewDataset' })).toEqual({ name: 'Sales', headers: ['string'], description: 'string' });
    expect(exampleValue(doc, { $ref: '#/components/schemas/Dataset' })).toEqual({ id: 'string', row_count: 0, trend: 'up' });
  });
  it('typeLabel and schemaFields describe a schema for the tables', () => {
    expect(typeLabel(doc, { type: 'array', items: { $ref: '#/components/schemas/Dataset' } })).toBe('Dataset[]');
    expect(schemaFields(doc, { $ref: '#/components/schemas/NewDataset' })).toEqual([
      { name: 'name', type: 'string', required: true, description: '' },
      { name: 'headers', type: 'string[]', required: true, description: '' },
      { name: 'description', type: 'string | null', required: false, description: '' },
    ]);
  });
  it('curl, fetch and supabase-js examples carry method, path, auth header and body', () => {
    const [datasets, auth] = groupOperations(doc);
    const post = datasets!.operations[1]!;
    const curl = curlExample(doc, post, 'https://h/v1');
    expect(curl).toContain('curl -X POST "https://h/v1/datasets"');
    expect(curl).toContain('Authorization: Bearer $TALLYLINE_API_KEY');
    expect(curl).toContain(`-d '{"name":"Sales","headers":["string"],"description":"string"}'`);
    expect(fetchExample(doc, post, 'https://h/v1')).toContain("method: 'POST'");
    expect(curlExample(doc, auth!.operations[0]!, 'https://h/v1')).not.toContain('Authorization');
    expect(supabaseExample(doc, datasets!.operations[0]!)).toContain(".order('created_at', { ascending: false })");
    expect(supabaseExample(doc, datasets!.operations[2]!)).toContain(".delete()\n  .eq('id', id)");
    expect(supabaseExample(doc, auth!.operations[0]!)).toContain('signInWithPassword');
  });
});
