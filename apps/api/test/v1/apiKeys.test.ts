import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/v1/keys.js';
import { call, createKey, createUser, errorOf, startV1Server, START_TIMEOUT_MS, type V1Server } from './helpers.js';

let s: V1Server;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  s = await startV1Server();
  alice = await createUser(s.url);
  bob = await createUser(s.url);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

describe('/v1/api-keys', () => {
  it('POST /api-keys answers the full key once and stores only its SHA-256', async () => {
    const res = await call(`${s.url}/api-keys`, alice.token, { method: 'POST', body: { name: 'Reporting', scope: 'read' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = res.body as Record<string, unknown> & { key: string; id: string; prefix: string };
    expect(body).toMatchObject({ name: 'Reporting', scope: 'read', tier: 'free', rate_limit: 100, last_used_at: null, revoked_at: null });
    expect(body.key).toMatch(/^tl_[A-Za-z0-9_-]{43}$/);
    expect(body.key.startsWith(body.prefix)).toBe(true);
    const stored = await s.ctx.db.query<Record<string, unknown>>('SELECT * FROM public.api_keys WHERE id = $1', [body.id]);
    expect(stored.rows[0]?.key_hash).toBe(hashApiKey(body.key));
    expect(JSON.stringify(stored.rows[0])).not.toContain(body.key);
    // Listing never shows the key (or its hash) again.
    const list = await call(`${s.url}/api-keys`, alice.token);
    const listed = (list.body as Array<Record<string, unknown>>).find((k) => k.id === body.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('key');
    expect(listed).not.toHaveProperty('key_hash');
  });

  it('POST /api-keys defaults to the read scope and validates name and scope', async () => {
    const res = await call(`${s.url}/api-keys`, alice.token, { method: 'POST', body: { name: 'Default' } });
    expect((res.body as { scope: string }).scope).toBe('read');
    expect(errorOf((await call(`${s.url}/api-keys`, alice.token, { method: 'POST', body: {} })).body).message).toBe("Missing required field 'name'");
    const bad = await call(`${s.url}/api-keys`, alice.token, { method: 'POST', body: { name: 'x', scope: 'admin' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).message).toMatch(/^Invalid field 'scope'/);
  });

  it('a key stamps last_used_at when it is used', async () => {
    const { key, id } = await createKey(s.url, alice.token, 'read');
    expect((await call(`${s.url}/datasets`, key)).status).toBe(200);
    const listed = ((await call(`${s.url}/api-keys`, alice.token)).body as Array<{ id: string; last_used_at: string | null }>).find((k) => k.id === id);
    expect(listed?.last_used_at).not.toBeNull();
    expect(Date.now() - Date.parse(listed?.last_used_at ?? '')).toBeLessThan(60_000);
  });

  it('DELETE /api-keys/{id} revokes a key and it fails at once', async () => {
    const { key, id } = await createKey(s.url, alice.token, 'read-write');
    expect((await call(`${s.url}/datasets`, key)).status).toBe(200);
    const revoked = await call(`${s.url}/api-keys/${id}`, alice.token, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    const at = (revoked.body as { revoked_at: string }).revoked_at;
    expect(at).not.toBeNull();
    const after = await call(`${s.url}/datasets`, key);
    expect(after.status).toBe(401);
    expect(errorOf(after.body)).toEqual({ code: 'unauthorized', message: 'Invalid API key provided' });
    // Revoking again keeps the first time.
    expect(((await call(`${s.url}/api-keys/${id}`, alice.token, { method: 'DELETE' })).body as { revoked_at: string }).revoked_at).toBe(at);
  });

  it('another user cannot see or revoke a key: 404', async () => {
    const { key, id } = await createKey(s.url, alice.token, 'read');
    const res = await call(`${s.url}/api-keys/${id}`, bob.token, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(errorOf(res.body).code).toBe('not_found');
    expect(((await call(`${s.url}/api-keys`, bob.token)).body as Array<{ id: string }>).map((k) => k.id)).not.toContain(id);
    expect((await call(`${s.url}/datasets`, key)).status).toBe(200);
  });

  it('the key endpoints need a user access token: an API key answers 403, nothing 401', async () => {
    const { key, id } = await createKey(s.url, alice.token, 'read-write');
    for (const [method, path, body] of [
      ['GET', '/api-keys', undefined],
      ['POST', '/api-keys', { name: 'child' }],
      ['DELETE', `/api-keys/${id}`, undefined],
    ] as const) {
      const res = await call(`${s.url}${path}`, key, { method, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(errorOf(res.body)).toEqual({ code: 'forbidden', message: 'This endpoint needs a user access token, not an API key' });
      expect((await call(`${s.url}${path}`, null, { method, body })).status).toBe(401);
    }
  });

  it('API roles cannot raise a key\'s tier or limit, read hashes, or restore a revoked key (column grants, trigger)', async () => {
    const { id } = await createKey(s.url, alice.token, 'read');
    const claims = { role: 'authenticated' as const, sub: alice.id, aal: 'aal1' as const };
    const { asRole } = await import('../../src/db/asRole.js');
    await expect(asRole(s.ctx.db, claims, (tx) => tx.query(`UPDATE public.api_keys SET tier = 'enterprise' WHERE id = $1`, [id]))).rejects.toThrow(/permission denied/);
    await expect(asRole(s.ctx.db, claims, (tx) => tx.query(`UPDATE public.api_keys SET rate_limit = 100000 WHERE id = $1`, [id]))).rejects.toThrow(/permission denied/);
    await expect(asRole(s.ctx.db, claims, (tx) => tx.query('SELECT key_hash FROM public.api_keys'))).rejects.toThrow(/permission denied/);
    await asRole(s.ctx.db, claims, (tx) => tx.query('UPDATE public.api_keys SET revoked_at = now() WHERE id = $1', [id]));
    await expect(asRole(s.ctx.db, claims, (tx) => tx.query('UPDATE public.api_keys SET revoked_at = NULL WHERE id = $1', [id]))).rejects.toThrow(/cannot be restored/);
    // anon sees no keys at all.
    expect((await asRole(s.ctx.db, null, (tx) => tx.query('SELECT id FROM public.api_keys').catch(() => ({ rows: [] })))).rows).toEqual([]);
  });
});
