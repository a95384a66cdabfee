import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { client, signedInUser } from './helpers/clients.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
});
afterAll(async () => {
  await server?.stop();
});

const sampleDataset = (userId: string, name = 'sales') => ({
  user_id: userId,
  name,
  file_name: `${name}.csv`,
  headers: ['region', 'revenue'],
  row_count: 2,
  column_count: 2,
  data: [
    { region: 'North', revenue: 120.5 },
    { region: 'South', revenue: 98 },
  ],
});

describe('the operations the app performs through supabase-js', () => {
  it('profiles: trigger-created row, select single, upsert on id, update', async () => {
    const { sb, id, email } = await signedInUser(server, 'Jane Doe');
    const read = await sb.from('profiles').select('*').eq('id', id).single();
    expect(read.error).toBeNull();
    expect(read.data).toMatchObject({ id, email, full_name: 'Jane Doe', phone: null, avatar_url: null });

    const up = await sb.from('profiles').upsert({ id, email, full_name: 'Jane D.', updated_at: new Date().toISOString() }, { onConflict: 'id' });
    expect(up.error).toBeNull();
    expect(up.status).toBe(200);
    expect(up.data).toBeNull();

    const upd = await sb.from('profiles').update({ full_name: 'Jane Q. Doe', phone: '+44 20 7946 0000', updated_at: new Date().toISOString() }).eq('id', id);
    expect(upd.error).toBeNull();
    expect(upd.status).toBe(204);
    const again = await sb.from('profiles').select('full_name,phone').eq('id', id).single();
    expect(again.data).toEqual({ full_name: 'Jane Q. Doe', phone: '+44 20 7946 0000' });
  });

  it('datasets: insert without return (201, no body), list newest first, read one', async () => {
    const { sb, id } = await signedInUser(server);
    const ins = await sb.from('datasets').insert(sampleDataset(id, 'first'));
    expect(ins.error).toBeNull();
    expect(ins.status).toBe(201);
    expect(ins.data).toBeNull();
    await sb.from('datasets').insert(sampleDataset(id, 'second'));
    const list = await sb.from('datasets').select('id,name,file_name,row_count,column_count,created_at').order('created_at', { ascending: false }).limit(20);
    expect(list.error).toBeNull();
    expect(list.data?.map((d) => d.name)).toEqual(['second', 'first']);
    const one = await sb.from('datasets').select('name,file_name,headers,data').eq('id', list.data![0]!.id).single();
    expect(one.data).toEqual({ name: 'second', file_name: 'second.csv', headers: ['region', 'revenue'], data: sampleDataset(id).data });
  });

  it('dashboards: upsert on id with select(id).single(), then update the same row', async () => {
    const { sb, id } = await signedInUser(server);
    const payload = { user_id: id, name: 'Sales', description: 'Q1', layout: { grid: true, columns: 12 }, widgets: [{ id: 'w1', type: 'chart', position: { x: 0, y: 0, w: 8, h: 4 } }], is_public: false, updated_at: new Date().toISOString() };
    const first = await sb.from('dashboards').upsert(payload, { onConflict: 'id' }).select('id').single();
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    const dashId = (first.data as { id: string }).id;
    expect(dashId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await sb.from('dashboards').upsert({ ...payload, id: dashId, name: 'Sales v2' }, { onConflict: 'id' }).select('id').single();
    expect(second.error).toBeNull();
    expect(second.status).toBe(200);
    expect((second.data as { id: string }).id).toBe(dashId);
    const rows = await sb.from('dashboards').select('*');
    expect(rows.data).toHaveLength(1);
    expect(rows.data![0]).toMatchObject({ name: 'Sales v2', is_public: false, layout: { grid: true, columns: 12 } });
  });

  it('portfolios and kpis: numbers stay JSON numbers', async () => {
    const { sb, id } = await signedInUser(server);
    const p = await sb
      .from('portfolios')
      .upsert({ user_id: id, name: 'Growth', description: 'd', total_value: 100000.5, performance: 3.25, risk_score: 5, assets: [{ symbol: 'NORT', value: 1 }], updated_at: new Date().toISOString() }, { onConflict: 'id' })
      .select('id')
      .single();
    expect(p.error).toBeNull();
    const read = await sb.from('portfolios').select('total_value,performance,risk_score,assets').eq('id', (p.data as { id: string }).id).single();
    expect(read.data).toEqual({ total_value: 100000.5, performance: 3.25, risk_score: 5, assets: [{ symbol: 'NORT', value: 1 }] });
    // holdings with nothing earlier to compare with have no performance (issue 13, migration 0440): null is kept, not 0
    const unknown = await sb
      .from('portfolios')
      .upsert({ user_id: id, name: 'Positions', description: 'd', total_value: 3920, performance: null, risk_score: 4, assets: [], updated_at: new Date().toISOString() }, { onConflict: 'id' })
      .select('performance')
      .single();
    expect(unknown.error).toBeNull();
    expect(unknown.data).toEqual({ performance: null });

    const k = await sb.from('kpis').insert([
      { user_id: id, name: 'Revenue', current_value: 10, target_value: 20, trend: 'up', category: 'Performance', formula: 'AVG(revenue)' },
      { user_id: id, name: 'Cost', current_value: 5, target_value: 4, trend: 'down', category: 'Performance', formula: 'AVG(cost)' },
    ]);
    expect(k.error).toBeNull();
    const del = await sb.from('kpis').delete().eq('user_id', id);
    expect(del.status).toBe(204);
    expect((await sb.from('kpis').select('id')).data).toEqual([]);
  });

  it('filters: neq, gt/gte/lt/lte, in, is, not, order with nulls, limit/offset, count', async () => {
    const { sb, id } = await signedInUser(server);
    await sb.from('kpis').insert(
      [1, 2, 3, 4, 5].map((n) => ({ user_id: id, name: `k${n}`, current_value: n, target_value: n === 5 ? null : 10, trend: n % 2 ? 'up' : 'down' })),
    );
    const names = async (q: PromiseLike<{ data: unknown }>) => ((await q).data as Array<{ name: string }>).map((r) => r.name);
    expect(await names(sb.from('kpis').select('name').gt('current_value', 3).order('name'))).toEqual(['k4', 'k5']);
    expect(await names(sb.from('kpis').select('name').gte('current_value', 3).lte('current_value', 4).order('name'))).toEqual(['k3', 'k4']);
    expect(await names(sb.from('kpis').select('name').lt('current_value', 2))).toEqual(['k1']);
    expect(await names(sb.from('kpis').select('name').neq('trend', 'up').order('name'))).toEqual(['k2', 'k4']);
    expect(await names(sb.from('kpis').select('name').in('name', ['k1', 'k3', 'nope, with comma']).order('name'))).toEqual(['k1', 'k3']);
    expect(await names(sb.from('kpis').select('name').is('target_value', null))).toEqual(['k5']);
    expect(await names(sb.from('kpis').select('name').not('target_value', 'is', null).order('name', { ascending: false }).limit(2))).toEqual(['k4', 'k3']);
    expect(await names(sb.from('kpis').select('name').order('current_value').range(1, 2))).toEqual(['k2', 'k3']);
    expect(await names(sb.from('kpis').select('name').ilike('name', 'K%').order('name').limit(1))).toEqual(['k1']);
    expect(await names(sb.from('kpis').select('name').or('current_value.lt.2,name.eq.k5').order('name'))).toEqual(['k1', 'k5']);
    expect(await names(sb.from('kpis').select('name').or('name.in.(k2,k3),and(trend.eq.up,current_value.gte.5)').order('name'))).toEqual(['k2', 'k3', 'k5']);
    expect(await names(sb.from('kpis').select('name').not('name', 'in', '(k1,k2,k3)').or('target_value.is.null,name.eq."k4"').order('name'))).toEqual(['k4', 'k5']);
    const counted = await sb.from('kpis').select('*', { count: 'exact', head: true });
    expect(counted.count).toBe(5);
    const none = await sb.from('kpis').select('*').eq('name', 'missing').maybeSingle();
    expect(none.data).toBeNull();
    expect(none.error).toBeNull();
  });

  it('single() answers 406 PGRST116 when not exactly one row', async () => {
    const { sb } = await signedInUser(server);
    const r = await sb.from('datasets').select('*').eq('name', 'absent').single();
    expect(r.status).toBe(406);
    expect(r.error).toMatchObject({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 0 rows' });
  });
});

describe('row-level security', () => {
  it('user B cannot select, update or delete user A’s rows; inserts as A are refused', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    await a.sb.from('datasets').insert(sampleDataset(a.id, 'private'));
    const aRow = (await a.sb.from('datasets').select('id').single()).data as { id: string };

    expect((await b.sb.from('datasets').select('*')).data).toEqual([]);
    expect((await b.sb.from('datasets').select('*').eq('id', aRow.id)).data).toEqual([]);
    expect((await b.sb.from('profiles').select('*').eq('id', a.id)).data).toEqual([]);

    const upd = await b.sb.from('datasets').update({ name: 'hacked' }).eq('id', aRow.id).select();
    expect(upd.data).toEqual([]);
    const del = await b.sb.from('datasets').delete().eq('id', aRow.id).select();
    expect(del.data).toEqual([]);
    expect(((await a.sb.from('datasets').select('name').eq('id', aRow.id).single()).data as { name: string }).name).toBe('private');

    const forged = await b.sb.from('datasets').insert(sampleDataset(a.id, 'forged'));
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const steal = await b.sb.from('profiles').upsert({ id: a.id, full_name: 'mine now' }, { onConflict: 'id' });
    expect(steal.error?.code).toBe('42501');
    expect(((await a.sb.from('profiles').select('full_name').eq('id', a.id).single()).data as { full_name: string }).full_name).toBe('Test User');
  });

  it('anon reads no rows at all, not even of a public dashboard (share links: test/sharing.test.ts)', async () => {
    const a = await signedInUser(server);
    await a.sb.from('dashboards').insert({ user_id: a.id, name: 'shared', is_public: true });
    await a.sb.from('dashboards').insert({ user_id: a.id, name: 'secret' });
    await a.sb.from('datasets').insert(sampleDataset(a.id));
    const anon = client(server);
    const dashes = await anon.from('dashboards').select('name,is_public').eq('user_id', a.id);
    expect(dashes.data).toEqual([]);
    expect((await anon.from('datasets').select('*')).data).toEqual([]);
    expect((await anon.from('profiles').select('*')).data).toEqual([]);
    const write = await anon.from('dashboards').insert({ user_id: a.id, name: 'anon' });
    expect(write.status).toBe(401);
    const other = await signedInUser(server);
    expect((await other.sb.from('dashboards').select('name').eq('user_id', a.id)).data).toEqual([]);
  });

  it('auth.users is not readable through REST', async () => {
    const a = await signedInUser(server);
    const r = await a.sb.from('users').select('*');
    expect(r.status).toBe(404);
    expect(r.error?.code).toBe('PGRST205');
  });
});

describe('bad input never 500s and never leaks', () => {
  const headersFor = (token: string) => ({ apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });

  it('unknown tables and columns, injection attempts, malformed JSON, wrong types', async () => {
    const { sb, accessToken } = await signedInUser(server);
    await sb.from('kpis').insert({ name: 'only mine', current_value: 1 });
    const h = headersFor(accessToken);
    const get = (q: string) => fetch(`${server.url}/rest/v1/${q}`, { headers: h });

    const table = await get('nope?select=*');
    expect(table.status).toBe(404);
    expect(await table.json()).toMatchObject({ code: 'PGRST205' });

    const col = await get('kpis?select=nope');
    expect(col.status).toBe(400);
    expect(await col.json()).toMatchObject({ code: '42703', message: 'column kpis.nope does not exist' });

    for (const q of [
      `kpis?name=eq.${encodeURIComponent("x' OR '1'='1")}`,
      `kpis?name=eq.${encodeURIComponent('x); DROP TABLE kpis; --')}`,
      `kpis?current_value=in.(${encodeURIComponent("1) OR (1=1")})`,
    ]) {
      const res = await get(q);
      expect(res.status).toBeLessThan(500);
      const body = (await res.json()) as unknown;
      if (res.status === 200) expect(body).toEqual([]);
    }
    const injectCol = await get(`kpis?${encodeURIComponent('name;drop table kpis')}=eq.1`);
    expect(injectCol.status).toBe(400);
    const badOp = await get('kpis?name=regex.x');
    expect(badOp.status).toBe(400);
    expect(await badOp.json()).toMatchObject({ code: 'PGRST100' });
    const badTree = await get(`kpis?or=${encodeURIComponent('(name.eq.x,users.eq.1)')}`);
    expect(badTree.status).toBe(400);
    const unbalanced = await get(`kpis?or=${encodeURIComponent('(name.eq.x')}`);
    expect(unbalanced.status).toBe(400);
    const embed = await get('kpis?select=*,users(*)');
    expect(embed.status).toBe(400);
    expect((await sb.from('kpis').select('name')).data).toEqual([{ name: 'only mine' }]);

    const badUuid = await get('kpis?id=eq.not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(await badUuid.json()).toMatchObject({ code: '22P02' });

    const post = (body: string) => fetch(`${server.url}/rest/v1/kpis`, { method: 'POST', headers: h, body });
    const malformed = await post('{"name":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'PGRST102' });
    const unknownKey = await post(JSON.stringify({ name: 'x', bogus: 1 }));
    expect(unknownKey.status).toBe(400);
    expect(await unknownKey.json()).toMatchObject({ code: 'PGRST204', message: "Could not find the 'bogus' column of 'kpis' in the schema cache" });
    const wrongType = await post(JSON.stringify({ name: 'x', current_value: 'lots' }));
    expect(wrongType.status).toBe(400);
    const checkFail = await post(JSON.stringify({ name: 'x', trend: 'sideways' }));
    expect(checkFail.status).toBe(400);
    expect(await checkFail.json()).toMatchObject({ code: '23514' });
    const scalar = await post('42');
    expect(scalar.status).toBe(400);

    const noFilter = await fetch(`${server.url}/rest/v1/kpis`, { method: 'DELETE', headers: h });
    expect(noFilter.status).toBe(400);
    expect(await noFilter.json()).toMatchObject({ code: '21000' });
  });

  it('rejects oversized bodies with 413', async () => {
    const { accessToken } = await signedInUser(server);
    const big = JSON.stringify({ name: 'x', data: 'y'.repeat(26 * 1024 * 1024) });
    const res = await fetch(`${server.url}/rest/v1/datasets`, { method: 'POST', headers: headersFor(accessToken), body: big });
    expect(res.status).toBe(413);
  });

  it('rejects tampered and expired JWTs with 401 PGRST301/PGRST303', async () => {
    const { accessToken } = await signedInUser(server);
    const parts = accessToken.split('.');
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${parts[0]}.${Buffer.from(JSON.stringify({ ...payload, role: 'service_role' })).toString('base64url')}.${parts[2]}`;
    const r1 = await fetch(`${server.url}/rest/v1/datasets?select=*`, { headers: headersFor(tampered) });
    expect(r1.status).toBe(401);
    expect(await r1.json()).toMatchObject({ code: 'PGRST301' });
    const expired = await new SignJWT({ ...payload, iat: 1000, exp: 2000 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(server.config.jwtSecret));
    const r2 = await fetch(`${server.url}/rest/v1/datasets?select=*`, { headers: headersFor(expired) });
    expect(r2.status).toBe(401);
    expect(await r2.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });
});

describe('concurrency', () => {
  it('100 concurrent inserts all land', async () => {
    const { sb, id } = await signedInUser(server);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => sb.from('kpis').insert({ user_id: id, name: `kpi-${i}`, current_value: i, trend: 'stable' })),
    );
    expect(results.filter((r) => r.error !== null)).toEqual([]);
    const { count } = await sb.from('kpis').select('*', { count: 'exact', head: true });
    expect(count).toBe(100);
    const { data } = await sb.from('kpis').select('current_value').order('current_value');
    expect((data as Array<{ current_value: number }>).map((r) => r.current_value)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });
});
