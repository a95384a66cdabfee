import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startV1WithUsers, type V1User } from '../helpers/v1Users.js';
import { call, errorOf, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;
let alice: V1User;
let aliceRW: string;
let aliceRead: string;
let bobRW: string;

const NIL = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ s, alice, aliceRW, aliceRead, bobRW } = await startV1WithUsers());
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

const dataset = {
  name: 'Q1 sales',
  description: 'Orders by region',
  file_name: 'q1.csv',
  headers: ['region', 'revenue'],
  data: [
    { region: 'North', revenue: 1200 },
    { region: 'South', revenue: 950 },
    { region: 'East', revenue: null },
  ],
};

describe('datasets', () => {
  it('POST /datasets stores a dataset and counts its rows and columns', async () => {
    const res = await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: dataset });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...dataset, row_count: 3, column_count: 2 });
    const body = res.body as { id: string; created_at: string; updated_at: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
  });

  it('GET /datasets lists the caller\'s datasets newest first, without headers or data', async () => {
    await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: { ...dataset, name: 'Second', description: undefined } });
    const res = await call(`${s.url}/datasets`, aliceRead);
    expect(res.status).toBe(200);
    const list = res.body as Array<Record<string, unknown>>;
    expect(list.map((d) => d.name)).toEqual(['Second', 'Q1 sales']);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['column_count', 'created_at', 'description', 'file_name', 'id', 'name', 'row_count', 'version']);
    expect(list[0]?.description).toBeNull();
    // Bob sees none of them.
    expect((await call(`${s.url}/datasets`, bobRW)).body).toEqual([]);
  });

  it('GET /datasets/{id} answers headers and data; another user gets 404', async () => {
    const created = (await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: dataset })).body as { id: string };
    const mine = await call(`${s.url}/datasets/${created.id}`, aliceRead);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: created.id, headers: dataset.headers, data: dataset.data });
    const theirs = await call(`${s.url}/datasets/${created.id}`, bobRW);
    expect(theirs.status).toBe(404);
    expect(errorOf(theirs.body)).toEqual({ code: 'not_found', message: 'Dataset not found' });
  });

  it('DELETE /datasets/{id} deletes once; another user and a second delete get 404', async () => {
    const created = (await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: dataset })).body as { id: string };
    expect((await call(`${s.url}/datasets/${created.id}`, bobRW, { method: 'DELETE' })).status).toBe(404);
    const del = await call(`${s.url}/datasets/${created.id}`, aliceRW, { method: 'DELETE' });
    expect(del).toMatchObject({ status: 200, body: { success: true } });
    expect((await call(`${s.url}/datasets/${created.id}`, aliceRW, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`${s.url}/datasets/${created.id}`, aliceRW)).status).toBe(404);
  });

  it.each([
    ['name', { ...dataset, name: undefined }, "Missing required field 'name'"],
    ['file_name', { ...dataset, file_name: undefined }, "Missing required field 'file_name'"],
    ['headers', { ...dataset, headers: undefined }, "Missing required field 'headers'"],
    ['data', { ...dataset, data: undefined }, "Missing required field 'data'"],
  ])('POST /datasets without %s answers 400 naming it', async (_field, body, message) => {
    const res = await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toEqual({ code: 'invalid_request', message });
  });

  it('POST /datasets with wrong types or duplicate headers answers 400 naming the field', async () => {
    const wrong = await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: { ...dataset, data: 'rows' } });
    expect(errorOf(wrong.body).message).toMatch(/^Invalid field 'data': expected array/);
    const dup = await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: { ...dataset, headers: ['a', 'a'] } });
    expect(errorOf(dup.body)).toEqual({ code: 'invalid_request', message: "Invalid field 'headers': headers must be unique" });
    const cell = await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: { ...dataset, data: [{ region: { nested: 1 } }] } });
    expect(errorOf(cell.body).message).toMatch(/^Invalid field 'data\.0\.region'/);
  });

  it('GET /datasets/{id} with a malformed id answers 400 naming the id', async () => {
    const res = await call(`${s.url}/datasets/not-a-uuid`, aliceRW);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toMatch(/^Invalid path parameter 'id'/);
  });
});

describe('dashboards', () => {
  const widgets = [{ id: 'w1', type: 'bar', title: 'Revenue', position: { x: 0, y: 0, w: 6, h: 4 } }];

  it('POST /dashboards needs only a name and fills the defaults', async () => {
    const res = await call(`${s.url}/dashboards`, aliceRW, { method: 'POST', body: { name: 'Plain' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Plain', description: null, layout: {}, widgets: [], is_public: false });
  });

  it('POST, GET, PATCH and DELETE /dashboards/{id} round-trip a dashboard', async () => {
    const created = await call(`${s.url}/dashboards`, aliceRW, {
      method: 'POST',
      body: { name: 'Sales', description: 'Weekly', layout: { columns: 12 }, widgets, is_public: false },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect((await call(`${s.url}/dashboards/${id}`, aliceRead)).body).toMatchObject({ name: 'Sales', widgets, layout: { columns: 12 } });

    const patched = await call(`${s.url}/dashboards/${id}`, aliceRW, { method: 'PATCH', body: { name: 'Sales 2', is_public: true } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Sales 2', description: 'Weekly', is_public: true, widgets });

    const list = (await call(`${s.url}/dashboards`, aliceRead)).body as Array<{ id: string }>;
    expect(list.map((d) => d.id)).toContain(id);

    expect((await call(`${s.url}/dashboards/${id}`, aliceRW, { method: 'DELETE' })).body).toEqual({ success: true });
    expect((await call(`${s.url}/dashboards/${id}`, aliceRW)).status).toBe(404);
  });

  it('another user gets 404 for a private dashboard and a public one (only a share link reads it), and can change neither', async () => {
    const priv = ((await call(`${s.url}/dashboards`, aliceRW, { method: 'POST', body: { name: 'Private' } })).body as { id: string }).id;
    const pub = ((await call(`${s.url}/dashboards`, aliceRW, { method: 'POST', body: { name: 'Public', is_public: true } })).body as { id: string }).id;
    expect((await call(`${s.url}/dashboards/${priv}`, bobRW)).status).toBe(404);
    expect((await call(`${s.url}/dashboards/${pub}`, bobRW)).status).toBe(404);
    expect((await call(`${s.url}/dashboards/${pub}`, bobRW, { method: 'PATCH', body: { name: 'Mine now' } })).status).toBe(404);
    expect((await call(`${s.url}/dashboards/${pub}`, bobRW, { method: 'DELETE' })).status).toBe(404);
    // Bob's list holds only Bob's dashboards, not Alice's public one.
    expect((await call(`${s.url}/dashboards`, bobRW)).body).toEqual([]);
  });

  it('PATCH /dashboards/{id} with an empty or unknown body answers 400', async () => {
    const res = await call(`${s.url}/dashboards/${NIL}`, aliceRW, { method: 'PATCH', body: {} });
    expect(errorOf(res.body)).toEqual({ code: 'invalid_request', message: 'Invalid request: at least one field is required' });
    const unknown = await call(`${s.url}/dashboards/${NIL}`, aliceRW, { method: 'PATCH', body: { owner: 'me' } });
    expect(errorOf(unknown.body)).toEqual({ code: 'invalid_request', message: "Unknown field 'owner'" });
    const badWidget = await call(`${s.url}/dashboards`, aliceRW, { method: 'POST', body: { name: 'x', widgets: [{ id: 'w', type: 'bar', title: 't' }] } });
    expect(errorOf(badWidget.body).message).toBe("Missing required field 'widgets.0.position'");
  });
});

describe('KPIs', () => {
  const kpi = { name: 'Revenue', formula: 'SUM(revenue)', current_value: 48200.5, category: 'Sales' };

  it('POST /kpis stores a KPI; optional fields default to null', async () => {
    const res = await call(`${s.url}/kpis`, aliceRW, { method: 'POST', body: kpi });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...kpi, description: null, target_value: null, trend: null });
  });

  it('GET /kpis lists, PATCH /kpis/{id} changes and DELETE /kpis/{id} removes', async () => {
    const id = ((await call(`${s.url}/kpis`, aliceRW, { method: 'POST', body: { ...kpi, target_value: 50000, trend: 'up', description: 'd' } })).body as { id: string }).id;
    const list = (await call(`${s.url}/kpis`, aliceRead)).body as Array<{ id: string; target_value: number }>;
    expect(list[0]).toMatchObject({ id, target_value: 50000, trend: 'up' });
    const patched = await call(`${s.url}/kpis/${id}`, aliceRW, { method: 'PATCH', body: { current_value: 51000, trend: 'stable', target_value: null } });
    expect(patched.body).toMatchObject({ id, current_value: 51000, trend: 'stable', target_value: null, name: 'Revenue' });
    expect((await call(`${s.url}/kpis/${id}`, bobRW, { method: 'PATCH', body: { name: 'x' } })).status).toBe(404);
    expect((await call(`${s.url}/kpis/${id}`, bobRW, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`${s.url}/kpis/${id}`, aliceRW, { method: 'DELETE' })).body).toEqual({ success: true });
    expect((await call(`${s.url}/kpis/${id}`, aliceRW, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    ['name', "Missing required field 'name'"],
    ['formula', "Missing required field 'formula'"],
    ['current_value', "Missing required field 'current_value'"],
    ['category', "Missing required field 'category'"],
  ])('POST /kpis without %s answers 400 naming it', async (field, message) => {
    const body: Record<string, unknown> = { ...kpi };
    delete body[field];
    const res = await call(`${s.url}/kpis`, aliceRW, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toEqual({ code: 'invalid_request', message });
  });

  it('POST /kpis with a trend outside up, down, stable answers 400 naming trend', async () => {
    const res = await call(`${s.url}/kpis`, aliceRW, { method: 'POST', body: { ...kpi, trend: 'sideways' } });
    expect(errorOf(res.body).message).toMatch(/^Invalid field 'trend'/);
  });
});

describe('credentials and scopes', () => {
  it('an unknown or malformed credential answers 401 Invalid API key provided', async () => {
    for (const cred of ['tl_not-a-real-key', 'garbage']) {
      const res = await call(`${s.url}/datasets`, cred);
      expect(res.status).toBe(401);
      expect(errorOf(res.body)).toEqual({ code: 'unauthorized', message: 'Invalid API key provided' });
    }
  });

  it('no credential, or another scheme than Bearer, answers 401 saying what to send', async () => {
    const missing = 'No API key provided: send the header Authorization: Bearer <API key or access token>';
    const none = await call(`${s.url}/datasets`, null);
    expect(none.status).toBe(401);
    expect(errorOf(none.body)).toEqual({ code: 'unauthorized', message: missing });
    for (const authorization of ['Bearer', 'Bearer   ', '  ']) {
      const res = await call(`${s.url}/datasets`, null, { headers: { authorization } });
      expect([res.status, errorOf(res.body).message]).toEqual([401, missing]);
    }
    for (const authorization of ['Basic dXNlcjpwYXNz', 'tl_not-a-real-key', 'Token abc']) {
      const res = await call(`${s.url}/datasets`, null, { headers: { authorization } });
      expect([res.status, errorOf(res.body)]).toEqual([401, { code: 'unauthorized', message: 'The Authorization header must be Bearer <API key or access token>' }]);
    }
  });

  it('a tampered or expired user token, or the anon key, answers 401', async () => {
    const [h, p] = alice.token.split('.');
    const tampered = `${h}.${p}.${'A'.repeat(43)}`;
    expect(errorOf((await call(`${s.url}/datasets`, tampered)).body)).toEqual({ code: 'unauthorized', message: 'Invalid or expired access token' });
    const { signAccessToken } = await import('../../src/auth/jwt.js');
    // The same claims (session included) as Alice's live token, but issued two hours ago.
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString()) as Record<string, unknown>;
    delete claims.exp;
    delete claims.iat;
    const expired = (await signAccessToken(s.ctx.config, claims, Math.floor(Date.now() / 1000) - 7200)).token;
    expect((await call(`${s.url}/datasets`, expired)).status).toBe(401);
    expect((await call(`${s.url}/datasets`, s.ctx.config.anonKey)).status).toBe(401);
  });

  it('a user access token works like a read-write key', async () => {
    const res = await call(`${s.url}/kpis`, alice.token, { method: 'POST', body: { name: 'T', formula: 'f', current_value: 1, category: 'c' } });
    expect(res.status).toBe(201);
    expect((await call(`${s.url}/me`, alice.token)).body).toEqual({ user: { id: alice.id }, credential: 'access_token', scope: 'read-write' });
  });

  it('a read-scoped key reads but every write answers 403 forbidden', async () => {
    expect((await call(`${s.url}/datasets`, aliceRead)).status).toBe(200);
    expect((await call(`${s.url}/me`, aliceRead)).body).toEqual({ user: { id: alice.id }, credential: 'api_key', scope: 'read' });
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/datasets', dataset],
      ['DELETE', `/datasets/${NIL}`, undefined],
      ['POST', '/dashboards', { name: 'x' }],
      ['PATCH', `/dashboards/${NIL}`, { name: 'x' }],
      ['DELETE', `/dashboards/${NIL}`, undefined],
      ['POST', '/kpis', { name: 'x' }],
      ['PATCH', `/kpis/${NIL}`, { name: 'x' }],
      ['DELETE', `/kpis/${NIL}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(`${s.url}${path}`, aliceRead, { method, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(errorOf(res.body).code).toBe('forbidden');
    }
  });
});

describe('error bodies', () => {
  it('an unknown path under /v1 answers 404 with the error body', async () => {
    const res = await call(`${s.url}/widgets`, aliceRW);
    expect(res.status).toBe(404);
    expect(errorOf(res.body).code).toBe('not_found');
    expect((await call(`${s.url}/nothing/here`, null)).status).toBe(404);
    const root = await call(s.url, aliceRW);
    expect(root.status).toBe(404);
    expect(errorOf(root.body).code).toBe('not_found');
  });

  it('a CORS preflight is answered for any origin, exposing the rate-limit headers', async () => {
    const res = await fetch(`${s.url}/datasets`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const get = await fetch(`${s.url}/datasets`, { headers: { origin: 'https://example.org', authorization: `Bearer ${aliceRead}` } });
    expect(get.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });

  it('HEAD answers like GET without a body', async () => {
    const res = await fetch(`${s.url}/datasets`, { method: 'HEAD', headers: { authorization: `Bearer ${aliceRead}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(await res.text()).toBe('');
  });

  it('a wrong method answers 405 with Allow and the error body', async () => {
    const res = await call(`${s.url}/kpis`, aliceRW, { method: 'PUT', body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(errorOf(res.body).code).toBe('method_not_allowed');
  });

  it('malformed JSON answers 400 and a non-JSON body 415, both with the error body', async () => {
    const bad = await call(`${s.url}/kpis`, aliceRW, { method: 'POST', body: '{"name": ' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toEqual({ code: 'invalid_request', message: 'The request body is not valid JSON' });
    const text = await call(`${s.url}/kpis`, aliceRW, { method: 'POST', body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(errorOf(text.body).code).toBe('unsupported_media_type');
  });

  it('a body over 16 MB answers 413 with the error body', async () => {
    const big = JSON.stringify({ ...dataset, data: [{ region: 'x'.repeat(17 * 1024 * 1024) }] });
    const res = await call(`${s.url}/datasets`, aliceRW, { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect(errorOf(res.body).code).toBe('payload_too_large');
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
  });

  it('an unexpected failure answers 500 internal_error without details', async () => {
    // Break the table under the API for a moment: the handler's query fails.
    await s.ctx.db.query('ALTER TABLE public.kpis RENAME TO kpis_away');
    try {
      const res = await call(`${s.url}/kpis`, aliceRW);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } });
    } finally {
      await s.ctx.db.query('ALTER TABLE public.kpis_away RENAME TO kpis');
    }
  });
});
