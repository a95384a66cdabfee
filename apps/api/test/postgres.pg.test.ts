import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signedInUser } from './helpers/clients.js';
import { startTempPostgres, type TempPostgres } from './helpers/postgres.js';
import { passwordOnlySession, userWithTotp } from './helpers/mfa.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

// The DATABASE_URL path: the same server, migrations and RLS on a real PostgreSQL server.
let pg: TempPostgres;
let server: TestServer;

beforeAll(async () => {
  pg = await startTempPostgres();
  server = await startTestServer({ DATABASE_URL: pg.url });
});
afterAll(async () => {
  await server?.stop();
  await pg?.stop();
});

describe('on a PostgreSQL server (DATABASE_URL)', () => {
  it('reports the postgres backend on /health', async () => {
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('signs up, saves and reads rows under RLS, isolates users', async () => {
    const a = await signedInUser(server, 'Pg User');
    const b = await signedInUser(server);
    expect((await a.sb.from('profiles').select('full_name').eq('id', a.id).single()).data).toEqual({ full_name: 'Pg User' });
    const ins = await a.sb.from('datasets').insert({ user_id: a.id, name: 'pg', headers: ['x'], row_count: 1, column_count: 1, data: [{ x: 1 }] }).select('id,name').single();
    expect(ins.error).toBeNull();
    expect((await b.sb.from('datasets').select('*')).data).toEqual([]);
    const forged = await b.sb.from('datasets').insert({ user_id: a.id, name: 'forged' });
    expect(forged.error?.code).toBe('42501');
    expect((await client(server).from('datasets').select('*')).data).toEqual([]);
  });

  it('two-factor protects data: an aal1 session of a user with a verified factor reads none of their rows', async () => {
    const u = await userWithTotp(server);
    expect((await u.sb.from('kpis').insert({ user_id: u.id, name: 'k', current_value: 1 })).error).toBeNull();
    const aal1 = await passwordOnlySession(server, u.email);
    expect((await aal1.from('kpis').select('id')).data).toEqual([]);
    expect((await aal1.from('kpis').insert({ user_id: u.id, name: 'x', current_value: 2 })).error?.code).toBe('42501');
    expect((await u.sb.from('kpis').select('name')).data).toEqual([{ name: 'k' }]);
  });

  it('share links: is_public and the link change together (migrations 0107, 0432), a revoked token stays dead', async () => {
    const owner = await signedInUser(server);
    const anon = client(server);
    const ins = await owner.sb.from('dashboards').insert({ user_id: owner.id, name: 'pg share', is_public: true }).select('id').single();
    expect(ins.error).toBeNull();
    const id = (ins.data as { id: string }).id;
    const first = ((await owner.sb.from('dashboard_shares').select('token').eq('dashboard_id', id).single()).data as { token: string }).token;
    expect((await anon.rpc('shared_dashboard', { share_token: first })).data).toMatchObject({ name: 'pg share' });
    await owner.sb.from('dashboards').update({ is_public: false }).eq('id', id);
    // A plain update cannot share it again (migration 0432): only share_dashboard() does.
    const stale = await owner.sb.from('dashboards').update({ is_public: true }).eq('id', id).select('is_public').single();
    expect(stale.data).toEqual({ is_public: false });
    expect((await anon.rpc('shared_dashboard', { share_token: first })).status).toBe(404);
    const renewed = await owner.sb.rpc('share_dashboard', { dashboard: id });
    expect((await anon.rpc('shared_dashboard', { share_token: renewed.data as string })).status).toBe(200);
  });

  it('lands 100 concurrent inserts through the pool', async () => {
    const { sb, id } = await signedInUser(server);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => sb.from('kpis').insert({ user_id: id, name: `k${i}`, current_value: i })));
    expect(results.filter((r) => r.error)).toEqual([]);
    expect((await sb.from('kpis').select('*', { count: 'exact', head: true })).count).toBe(100);
  });

  it('seeded the demo account and a second start does not re-run migrations', async () => {
    const demo = client(server);
    expect((await demo.auth.signInWithPassword({ email: 'demo@tallyline.example', password: 'tallyline-demo' })).error).toBeNull();
    const again = await startTestServer({ DATABASE_URL: pg.url });
    try {
      expect((await fetch(`${again.url}/health`)).status).toBe(200);
      expect((await client(again).auth.signInWithPassword({ email: 'demo@tallyline.example', password: 'tallyline-demo' })).error).toBeNull();
    } finally {
      await again.stop();
    }
  });
});
