import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, decodeJwt, signedInUser } from './helpers/clients.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'correct-horse-1';

async function session(sb: SupabaseClient): Promise<{ access: string; refresh: string }> {
  const s = (await sb.auth.getSession()).data.session!;
  return { access: s.access_token, refresh: s.refresh_token };
}

/** Status of a REST read and of a Storage read made with this access token (no client-side session logic). */
async function dataStatus(access: string, userId: string): Promise<{ rest: number; storage: string }> {
  const headers = { apikey: server.anonKey, authorization: `Bearer ${access}` };
  const rest = await fetch(`${server.url}/rest/v1/kpis?select=id`, { headers });
  const storage = await fetch(`${server.url}/storage/v1/object/datasets/${userId}/none.csv`, { headers });
  const body = (await storage.json()) as { statusCode: string };
  return { rest: rest.status, storage: body.statusCode };
}

/** Whether the refresh token still gets new tokens. */
async function refreshWorks(refresh: string): Promise<boolean> {
  return (await client(server).auth.refreshSession({ refresh_token: refresh })).error === null;
}

async function signIn(email: string): Promise<SupabaseClient> {
  const sb = client(server);
  const { error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(error.message);
  return sb;
}

const LIVE = { rest: 200, storage: '404' };
const ENDED = { rest: 401, storage: '403' };

describe('sign-out ends the access token on REST and Storage at once', () => {
  it('a signed-out token is refused by REST (401 PGRST301) and Storage (403), not honoured until exp', async () => {
    const { sb, id } = await signedInUser(server);
    const before = await session(sb);
    expect(await dataStatus(before.access, id)).toEqual(LIVE);
    expect((await sb.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await dataStatus(before.access, id)).toEqual(ENDED);
    const body = (await (await fetch(`${server.url}/rest/v1/kpis`, { headers: { apikey: server.anonKey, authorization: `Bearer ${before.access}` } })).json()) as { code: string };
    expect(body.code).toBe('PGRST301');
  });

  it('scopes as GoTrue: others ends every other session, local only this one, global all of them', async () => {
    const { sb: a, id, email } = await signedInUser(server);
    const b = await signIn(email);
    const c = await signIn(email);
    const [sa, sbb, sc] = [await session(a), await session(b), await session(c)];

    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await dataStatus(sa.access, id)).toEqual(ENDED);
    expect(await dataStatus(sc.access, id)).toEqual(ENDED);
    expect(await dataStatus(sbb.access, id)).toEqual(LIVE);
    expect(await refreshWorks(sa.refresh)).toBe(false);

    expect((await b.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await dataStatus(sbb.access, id)).toEqual(ENDED);

    const d = await signIn(email);
    const e = await signIn(email);
    const [sd, se] = [await session(d), await session(e)];
    expect((await d.auth.signOut()).error).toBeNull(); // supabase-js defaults to global
    expect(await dataStatus(sd.access, id)).toEqual(ENDED);
    expect(await dataStatus(se.access, id)).toEqual(ENDED);
    expect(await refreshWorks(se.refresh)).toBe(false);
    const user = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${se.access}` } });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('a password change signs out the other sessions everywhere', async () => {
    const { sb, id, email } = await signedInUser(server);
    const other = await session(await signIn(email));
    expect((await sb.auth.updateUser({ password: 'new-password-9', current_password: PASSWORD })).error).toBeNull();
    expect(await dataStatus(other.access, id)).toEqual(ENDED);
    expect(await dataStatus((await session(sb)).access, id)).toEqual(LIVE);
  });

  it('a user token without a session id is refused by REST', async () => {
    const { id } = await signedInUser(server);
    const forged = await new SignJWT({ role: 'authenticated', sub: id, aud: 'authenticated', aal: 'aal1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    const res = await fetch(`${server.url}/rest/v1/kpis`, { headers: { apikey: server.anonKey, authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
  });
});

describe('refresh-token reuse', () => {
  it('revokes the whole family and it stays revoked (the revocation is not rolled back with the error)', async () => {
    const { sb, id } = await signedInUser(server);
    const first = await session(sb);
    const sessionId = String(decodeJwt(first.access).session_id);
    const { data } = await sb.auth.refreshSession();
    const latest = { access: data.session!.access_token, refresh: data.session!.refresh_token };
    // Arrange: the first token was rotated a minute ago, outside the 10-second reuse interval.
    await server.ctx.db.query("UPDATE auth.refresh_tokens SET updated_at = now() - interval '1 minute' WHERE session_id = $1 AND revoked", [sessionId]);

    const reuse = await client(server).auth.refreshSession({ refresh_token: first.refresh });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    // The thief replayed an old token: the holder of the newest one is signed out too, for good.
    expect(await refreshWorks(latest.refresh)).toBe(false);
    expect(await dataStatus(latest.access, id)).toEqual(ENDED);
    expect((await server.ctx.db.query('SELECT 1 FROM auth.sessions WHERE id = $1', [sessionId])).rows).toHaveLength(0);
    expect((await server.ctx.db.query('SELECT 1 FROM auth.refresh_tokens WHERE session_id = $1', [sessionId])).rows).toHaveLength(0);
  });

  it('inside the reuse interval an old token still refreshes (two tabs refreshing together)', async () => {
    const { sb } = await signedInUser(server);
    const first = await session(sb);
    expect((await sb.auth.refreshSession()).error).toBeNull();
    expect(await refreshWorks(first.refresh)).toBe(true);
  });
});
