import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt as decode, signedInUser } from './helpers/clients.js';
import { codeForStep, currentStep, passwordOnlySession, userWithTotp, wrongCode, type TotpUser } from './helpers/mfa.js';
import { startTestServer, stoppedClock, type TestServer } from './helpers/startServer.js';

let server: TestServer;
/** The attempt window's clock: a burst counts the same however long a loaded machine takes to send it. */
const clock = stoppedClock();

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' }, { clock: clock.now });
});
afterAll(async () => {
  await server?.stop();
});

async function v1(path: string, credential: string | null, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(credential ? { authorization: `Bearer ${credential}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } } };
}

async function accessToken(sb: TotpUser['sb']): Promise<string> {
  return (await sb.auth.getSession()).data.session!.access_token;
}

/** A newer code than the one that verified the factor: the next time step (the server accepts ±1 step). */
const nextCode = (u: TotpUser) => codeForStep(u.secret, Math.max(currentStep(), u.usedStep + 1));

describe('two-factor protects data (restrictive aal2 policies)', () => {
  it('an aal1 session of a user with a verified factor reads and writes none of their rows or files; aal2 does', async () => {
    const u = await userWithTotp(server);
    const created = await u.sb.from('kpis').insert({ user_id: u.id, name: 'Revenue', formula: 'SUM(x)', current_value: 1, category: 'Sales' }).select('id').single();
    expect(created.error).toBeNull();

    const aal1 = await passwordOnlySession(server, u.email);
    expect(decode(await accessToken(aal1 as TotpUser['sb'])).aal).toBe('aal1');
    const read = await aal1.from('kpis').select('id');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const profile = await aal1.from('profiles').select('id');
    expect(profile.data).toEqual([]);
    const write = await aal1.from('kpis').insert({ user_id: u.id, name: 'Sneaky', formula: 'x', current_value: 2, category: 'x' });
    expect(write.error?.code).toBe('42501');
    const upload = await aal1.storage.from('datasets').upload(`${u.id}/x.csv`, new Blob(['a,b\n1,2\n'], { type: 'text/csv' }));
    expect((upload.error as unknown as { statusCode?: string } | null)?.statusCode).toBe('403');

    const aal2 = await u.sb.from('kpis').select('id');
    expect(aal2.data).toEqual([{ id: created.data!.id }]);
  });

  it('a user without a factor keeps working at aal1', async () => {
    const { sb, id } = await signedInUser(server);
    const ins = await sb.from('kpis').insert({ user_id: id, name: 'Plain', formula: 'x', current_value: 1, category: 'x' }).select('id');
    expect(ins.error).toBeNull();
    expect((await sb.from('kpis').select('id')).data).toHaveLength(1);
  });

  it('every table with row-level security (and storage.objects) carries the restrictive aal2 policy', async () => {
    const res = await server.ctx.db.query<{ tbl: string }>(
      `SELECT n.nspname || '.' || c.relname AS tbl
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND c.relrowsecurity AND (n.nspname = 'public' OR (n.nspname = 'storage' AND c.relname = 'objects'))
          AND has_table_privilege('authenticated', c.oid, 'SELECT')
          AND NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND NOT p.polpermissive AND p.polname = 'Require aal2 once two-factor is on')`,
    );
    // A table listed here can be read by an aal1 session of a user with two-factor on: add the policy (see migration 0102).
    expect(res.rows.map((r) => r.tbl)).toEqual([]);
  });
});

describe('two-factor on the public API (/v1)', () => {
  it('an aal1 token gets 403 insufficient_aal everywhere but sign-out, so it cannot mint an API key', async () => {
    const u = await userWithTotp(server);
    const token = await accessToken((await passwordOnlySession(server, u.email)) as TotpUser['sb']);
    const list = await v1('/datasets', token);
    expect(list.status).toBe(403);
    expect(list.body.error?.code).toBe('insufficient_aal');
    const key = await v1('/api-keys', token, { method: 'POST', body: { name: 'stolen', scope: 'read-write' } });
    expect(key.status).toBe(403);
    const count = await server.ctx.db.query('SELECT 1 FROM public.api_keys WHERE user_id = $1', [u.id]);
    expect(count.rows).toHaveLength(0);
    expect((await v1('/auth/sign-out', token, { method: 'POST' })).status).toBe(200);
  });

  it('POST /v1/auth/sign-in needs the code: without it 401 mfa_required and no session; with it an aal2 session', async () => {
    const u = await userWithTotp(server);
    const sessionsBefore = await server.ctx.db.query('SELECT id FROM auth.sessions WHERE user_id = $1', [u.id]);
    const bare = await v1('/auth/sign-in', null, { method: 'POST', body: { email: u.email, password: u.password } });
    expect(bare.status).toBe(401);
    expect(bare.body.error?.code).toBe('mfa_required');
    expect((await server.ctx.db.query('SELECT id FROM auth.sessions WHERE user_id = $1', [u.id])).rows).toHaveLength(sessionsBefore.rows.length);

    const withCode = await v1('/auth/sign-in', null, { method: 'POST', body: { email: u.email, password: u.password, code: nextCode(u) } });
    expect(withCode.status).toBe(200);
    const token = (withCode.body.session as { access_token: string }).access_token;
    expect(decode(token)).toMatchObject({ aal: 'aal2' });
    expect((decode(token).amr as Array<{ method: string }>).map((a) => a.method)).toEqual(['totp', 'password']);
    const key = await v1('/api-keys', token, { method: 'POST', body: { name: 'script', scope: 'read' } });
    expect(key.status).toBe(201);
    expect((await v1('/datasets', String(key.body.key))).status).toBe(200);
  });

  it('a key made at aal1 before two-factor was turned on stops working once it is on', async () => {
    const { sb, id } = await signedInUser(server);
    const token = await accessToken(sb);
    const key = await v1('/api-keys', token, { method: 'POST', body: { name: 'old', scope: 'read' } });
    expect(key.status).toBe(201);
    expect((await v1('/datasets', String(key.body.key))).status).toBe(200);
    const enrol = await sb.auth.mfa.enroll({ factorType: 'totp' });
    await sb.auth.mfa.challengeAndVerify({ factorId: enrol.data!.id, code: codeForStep(enrol.data!.totp.secret, currentStep()) });
    const after = await v1('/datasets', String(key.body.key));
    expect(after.status).toBe(403);
    expect(after.body.error?.code).toBe('insufficient_aal');
    expect((await server.ctx.db.query("SELECT aal FROM public.api_keys WHERE user_id = $1", [id])).rows).toEqual([{ aal: 'aal1' }]);
  });
});

describe('second-factor guessing and replay', () => {
  it('five wrong codes a minute per factor; the sixth attempt is 429 with Retry-After, even with the right code', async () => {
    const u = await userWithTotp(server);
    const aal1 = await passwordOnlySession(server, u.email);
    const bad = wrongCode(u.secret);
    for (let i = 0; i < 5; i += 1) {
      const r = await aal1.auth.mfa.challengeAndVerify({ factorId: u.factorId, code: bad });
      expect(r.error?.code).toBe('mfa_verification_failed');
    }
    const right = await aal1.auth.mfa.challengeAndVerify({ factorId: u.factorId, code: nextCode(u) });
    expect(right.error?.status).toBe(429);
    expect(right.error?.message).toContain('Too many attempts');
    expect(right.error?.message).toContain('Try again in 60 seconds');
    // The window is a minute: one second short of it, still refused; a minute on, the right code works.
    clock.advance(59_000);
    expect((await aal1.auth.mfa.challengeAndVerify({ factorId: u.factorId, code: nextCode(u) })).error?.status).toBe(429);
    clock.advance(1_000);
    const later = await aal1.auth.mfa.challengeAndVerify({ factorId: u.factorId, code: nextCode(u) });
    expect(later.error).toBeNull();
  });

  it('a parallel burst of wrong codes gets at most five verdicts; the rest are 429', async () => {
    const u = await userWithTotp(server);
    const aal1 = await passwordOnlySession(server, u.email);
    const token = await accessToken(aal1 as TotpUser['sb']);
    const headers = { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
    const bad = wrongCode(u.secret);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const ch = await fetch(`${server.url}/auth/v1/factors/${u.factorId}/challenge`, { method: 'POST', headers, body: '{}' });
        const { id } = (await ch.json()) as { id: string };
        const v = await fetch(`${server.url}/auth/v1/factors/${u.factorId}/verify`, { method: 'POST', headers, body: JSON.stringify({ challenge_id: id, code: bad }) });
        return v.status;
      }),
    );
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('a code is accepted once: the same code from another session is refused', async () => {
    const u = await userWithTotp(server);
    const used = codeForStep(u.secret, u.usedStep);
    const other = await passwordOnlySession(server, u.email);
    const again = await other.auth.mfa.challengeAndVerify({ factorId: u.factorId, code: used });
    expect(again.error?.code).toBe('mfa_verification_failed');
    expect(again.error?.message).toBe('This code was already used. Wait for the next code from your authenticator app.');
    const viaApi = await v1('/auth/sign-in', null, { method: 'POST', body: { email: u.email, password: u.password, code: used } });
    expect(viaApi.status).toBe(422);
  });
});

describe('recovery codes', () => {
  it('are shown once, stored as SHA-256 only, each works once, and need aal2 to create', async () => {
    const u = await userWithTotp(server);
    const token = await accessToken(u.sb);
    const headers = { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/auth/v1/recovery_codes`, { method: 'POST', headers, body: '{}' });
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const { codes } = (await created.json()) as { codes: string[] };
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(new Set(codes).size).toBe(10);

    const stored = await server.ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM auth.mfa_recovery_codes WHERE user_id = $1', [u.id]);
    const expected = codes.map((c) => createHash('sha256').update(c.replaceAll('-', '')).digest('hex')).sort();
    expect(stored.rows.map((r) => r.code_hash).sort()).toEqual(expected);
    const status = await fetch(`${server.url}/auth/v1/recovery_codes`, { headers });
    expect(await status.json()).toMatchObject({ remaining: 10 });

    const aal1 = await passwordOnlySession(server, u.email);
    const aal1Token = await accessToken(aal1 as TotpUser['sb']);
    const aal1Headers = { ...headers, authorization: `Bearer ${aal1Token}` };
    const refused = await fetch(`${server.url}/auth/v1/recovery_codes`, { method: 'POST', headers: aal1Headers, body: '{}' });
    expect(refused.status).toBe(403);

    const typed = codes[3]!.toUpperCase().replaceAll('-', ' ');
    const use = await fetch(`${server.url}/auth/v1/recovery_codes/verify`, { method: 'POST', headers: aal1Headers, body: JSON.stringify({ code: typed }) });
    expect(use.status).toBe(200);
    const session = (await use.json()) as { access_token: string };
    expect(decode(session.access_token)).toMatchObject({ aal: 'aal2', session_id: decode(aal1Token).session_id });

    const other = await passwordOnlySession(server, u.email);
    const otherToken = await accessToken(other as TotpUser['sb']);
    const reuse = await fetch(`${server.url}/auth/v1/recovery_codes/verify`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${otherToken}` },
      body: JSON.stringify({ code: codes[3] }),
    });
    expect(reuse.status).toBe(422);
    const viaApi = await v1('/auth/sign-in', null, { method: 'POST', body: { email: u.email, password: u.password, code: codes[4] } });
    expect(viaApi.status).toBe(200);
  });
});

describe('setup QR code', () => {
  it('renders as the data URL supabase-js builds from it: no "#" cuts the URL short', async () => {
    const { sb } = await signedInUser(server);
    const { data } = await sb.auth.mfa.enroll({ factorType: 'totp' });
    const url = new URL(data!.totp.qr_code);
    expect(url.protocol).toBe('data:');
    expect(url.hash).toBe('');
    const svg = data!.totp.qr_code.slice('data:image/svg+xml;utf-8,'.length);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });
});
