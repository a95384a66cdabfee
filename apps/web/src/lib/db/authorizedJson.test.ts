import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ token: vi.fn() }));
vi.mock('./auth.js', () => ({ getAccessToken: auth.token }));

const { authorizedJson } = await import('./authorizedJson.js');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => auth.token.mockReset().mockResolvedValue({ data: 'tok' }));

describe('authorizedJson: the calls supabase-js has no method for, in the one result convention', () => {
  it('sends the bearer token and the JSON body, and answers the body as { data }', async () => {
    const f = vi.fn(async () => json(201, { id: 'k1' }));
    expect(await authorizedJson('/v1/api-keys', { method: 'POST', body: { name: 'x' } }, f)).toEqual({ data: { id: 'k1' } });
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/api-keys');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init.body).toBe('{"name":"x"}');
  });

  it("a refusal is { error } with the server's message and code, in either body shape", async () => {
    expect(await authorizedJson('/v1/x', {}, async () => json(403, { error: { message: 'Forbidden', code: 'forbidden' } }))).toEqual({ error: { kind: 'api', message: 'Forbidden', code: 'forbidden' } });
    expect(await authorizedJson('/auth/v1/x', {}, async () => json(422, { message: 'Invalid code', code: 'invalid' }))).toEqual({ error: { kind: 'api', message: 'Invalid code', code: 'invalid' } });
    expect((await authorizedJson('/v1/x', {}, async () => new Response('oops', { status: 502 }))).error).toMatchObject({ kind: 'api', message: 'HTTP 502' });
  });

  it('a network failure is { error: network }, never a throw', async () => {
    const r = await authorizedJson('/v1/x', {}, async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(r.error?.kind).toBe('network');
  });

  it('without a session nothing is sent', async () => {
    auth.token.mockResolvedValue({ data: null });
    const f = vi.fn();
    expect((await authorizedJson('/v1/x', {}, f)).error?.message).toBe('Not signed in');
    expect(f).not.toHaveBeenCalled();
  });
});
