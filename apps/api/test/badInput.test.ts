import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './helpers/clients.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
  const u = await signedInUser(server);
  token = (await u.sb.auth.getSession()).data.session!.access_token;
});
afterAll(async () => {
  await server?.stop();
});

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';

/** The status and the human message of any of the four services' error bodies. */
async function send(method: string, path: string, body?: unknown, auth = true): Promise<{ status: number; message: string }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      apikey: server.anonKey,
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { message?: string; error?: { message: string } };
  return { status: res.status, message: json.message ?? json.error?.message ?? '' };
}

// Every endpoint that stores text, with a NUL (or an unpaired surrogate) in one field.
const CASES: Array<[string, string, (bad: string) => unknown]> = [
  ['POST', '/auth/v1/signup', (bad) => ({ email: `nul-${randomUUID()}@example.com`, password: 'secret-123', data: { full_name: bad } })],
  ['POST', '/auth/v1/token?grant_type=password', (bad) => ({ email: `x${bad}@example.com`, password: bad })],
  ['PUT', '/auth/v1/user', (bad) => ({ data: { full_name: bad } })],
  ['POST', '/auth/v1/factors', (bad) => ({ factor_type: 'totp', friendly_name: bad })],
  ['POST', '/v1/auth/sign-up', (bad) => ({ email: `nul-${randomUUID()}@example.com`, password: 'secret-123', full_name: bad })],
  ['POST', '/v1/auth/sign-in', (bad) => ({ email: `x${bad}@example.com`, password: bad })],
  ['POST', '/v1/datasets', (bad) => ({ name: bad, file_name: 'x.csv', headers: ['a'], data: [{ a: 1 }] })],
  ['POST', '/v1/dashboards', (bad) => ({ name: bad })],
  ['POST', '/v1/kpis', (bad) => ({ name: bad, formula: 'x', current_value: 1, category: 'x' })],
  ['PATCH', '/v1/kpis/00000000-0000-4000-8000-000000000000', (bad) => ({ category: bad })],
  ['POST', '/v1/api-keys', (bad) => ({ name: bad })],
  ['POST', '/rest/v1/kpis', (bad) => ({ name: bad, current_value: 1 })],
  ['PATCH', '/rest/v1/kpis?id=eq.00000000-0000-4000-8000-000000000000', (bad) => ({ [`na${bad}me`]: 'x' })],
];

describe('bad bytes are a 400 with a clear message everywhere, never a 500', () => {
  for (const [method, path, body] of CASES) {
    it(`${method} ${path.split('?')[0]} with a NUL or an unpaired surrogate`, async () => {
      const nul = await send(method, path, body(NUL));
      expect(nul.status).toBe(400);
      expect(nul.message).toMatch(/NUL character/);
      const surrogate = await send(method, path, body(SURROGATE));
      expect(surrogate.status).toBe(400);
      expect(surrogate.message).toMatch(/unpaired surrogate/);
    });
  }

  it('bodies that are not UTF-8 are refused, not silently repaired', async () => {
    for (const path of ['/auth/v1/signup', '/v1/kpis', '/rest/v1/kpis']) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('not valid UTF-8');
    }
  });

  it('%00 in a URL: REST filters, storage object names, auth links and /v1 paths', async () => {
    for (const path of ['/rest/v1/kpis?name=eq.a%00b', '/storage/v1/object/datasets/x%00.csv', '/auth/v1/verify?type=signup&token=a%00', '/v1/datasets/a%00']) {
      const res = await send('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.message, path).toMatch(/NUL character/);
    }
  });
});
