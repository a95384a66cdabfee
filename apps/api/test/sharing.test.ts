import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signedInUser } from './helpers/clients.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

// Issue 14, sharing: each test attacks one control of the share links (migration 0106).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
});
afterAll(async () => {
  await server?.stop();
});

/** Widgets as the app saves them, plus what an older version or a hand edit may have stored. */
const widgets = [
  { id: 'summary', type: 'summary', title: 'Data Summary', position: { x: 0, y: 0, w: 4, h: 2 }, stats: { totalRows: 36, totalColumns: 5, numericColumns: 2 } },
  {
    id: 'chart-1',
    type: 'chart',
    title: 'Revenue by Region',
    chartType: 'bar',
    xAxis: 'region',
    yAxis: 'revenue',
    position: { x: 4, y: 0, w: 8, h: 4 },
    chartData: [
      { label: 'North', value: 120.5, customer_email: 'ann@example.com' },
      { label: 'South', value: 98, series: 'EU' },
    ],
    // Raw rows with every column: never for a reader of the link.
    data: [{ region: 'North', revenue: 120.5, customer_email: 'ann@example.com', ssn: '078-05-1120' }],
    config: { secretNote: 'internal' },
  },
];

async function ownerWithDashboard(name = 'Sales') {
  const owner = await signedInUser(server);
  const ins = await owner.sb.from('dashboards').insert({ user_id: owner.id, name, description: 'Weekly', widgets, is_public: false }).select('id').single();
  expect(ins.error).toBeNull();
  return { ...owner, dashboardId: (ins.data as { id: string }).id };
}

async function share(sb: ReturnType<typeof client>, dashboard: string): Promise<string> {
  const res = await sb.rpc('share_dashboard', { dashboard });
  expect(res.error).toBeNull();
  return res.data as string;
}

describe('share links (issue 14)', () => {
  it('anon lists no dashboards at all, public or not, and another user sees none of the owner’s', async () => {
    const owner = await ownerWithDashboard();
    await share(owner.sb, owner.dashboardId);
    const anon = client(server);
    const listed = await anon.from('dashboards').select('*').eq('is_public', true);
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([]);
    expect((await anon.from('dashboards').select('id,user_id')).data).toEqual([]);
    expect((await anon.from('dashboard_shares').select('*')).status).toBe(401);
    const other = await signedInUser(server);
    expect((await other.sb.from('dashboards').select('id').eq('is_public', true)).data).toEqual([]);
    expect((await other.sb.from('dashboard_shares').select('token')).data).toEqual([]);
  });

  it('a token is 43 base64url characters (256 bits, 244 random), different every time', async () => {
    const owner = await ownerWithDashboard();
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) seen.add(await share(owner.sb, owner.dashboardId));
    expect(seen.size).toBe(5);
    for (const t of seen) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the shared payload holds only what each panel draws: no user_id, no raw rows, no undrawn field', async () => {
    const owner = await ownerWithDashboard();
    const token = await share(owner.sb, owner.dashboardId);
    const res = await client(server).rpc('shared_dashboard', { share_token: token });
    expect(res.error).toBeNull();
    expect(res.data).toEqual({
      name: 'Sales',
      description: 'Weekly',
      widgets: [
        { id: 'summary', type: 'summary', title: 'Data Summary', chartType: null, chartData: null, position: { x: 0, y: 0, w: 4, h: 2 }, stats: { totalRows: 36, totalColumns: 5, numericColumns: 2 } },
        {
          id: 'chart-1',
          type: 'chart',
          title: 'Revenue by Region',
          chartType: 'bar',
          stats: null,
          position: { x: 4, y: 0, w: 8, h: 4 },
          chartData: [
            { label: 'North', value: 120.5 },
            { label: 'South', value: 98, series: 'EU' },
          ],
        },
      ],
    });
    const text = JSON.stringify(res.data);
    for (const leak of [owner.id, owner.dashboardId, 'user_id', 'ann@example.com', '078-05-1120', 'secretNote', 'revenue', 'region']) {
      expect(text).not.toContain(leak);
    }
  });

  it('a guessed, altered, empty or over-long token answers 404, as does a raw dashboard id', async () => {
    const owner = await ownerWithDashboard();
    const token = await share(owner.sb, owner.dashboardId);
    const anon = client(server);
    const flip = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const guess of [flip, token.slice(0, 42), `${token}x`, token.toUpperCase(), '', owner.dashboardId, "' OR true --"]) {
      const res = await anon.rpc('shared_dashboard', { share_token: guess });
      expect(res.status, guess).toBe(404);
      expect(res.data).toBeNull();
    }
    expect((await anon.rpc('shared_dashboard', { share_token: 'x'.repeat(5000) })).status).toBe(400);
    expect((await anon.rpc('shared_dashboard', { share_token: token })).status).toBe(200);
  });

  it('revoking stops the link at once; a new link works and the old one stays dead', async () => {
    const owner = await ownerWithDashboard();
    const first = await share(owner.sb, owner.dashboardId);
    const anon = client(server);
    const renewed = await share(owner.sb, owner.dashboardId);
    expect((await anon.rpc('shared_dashboard', { share_token: first })).status).toBe(404);
    expect((await anon.rpc('shared_dashboard', { share_token: renewed })).status).toBe(200);

    const revoked = await owner.sb.rpc('unshare_dashboard', { dashboard: owner.dashboardId });
    expect(revoked.data).toBe(true);
    expect((await anon.rpc('shared_dashboard', { share_token: renewed })).status).toBe(404);
    expect((await owner.sb.from('dashboards').select('is_public').eq('id', owner.dashboardId).single()).data).toEqual({ is_public: false });

    // Turning is_public off (e.g. PATCH /v1/dashboards) also stops a live link.
    const third = await share(owner.sb, owner.dashboardId);
    await owner.sb.from('dashboards').update({ is_public: false }).eq('id', owner.dashboardId);
    expect((await anon.rpc('shared_dashboard', { share_token: third })).status).toBe(404);
  });

  it('another user can neither revoke, renew, read nor forge a link of the owner’s dashboard; anon cannot share', async () => {
    const owner = await ownerWithDashboard();
    const token = await share(owner.sb, owner.dashboardId);
    const mallory = await signedInUser(server);
    const revoke = await mallory.sb.rpc('unshare_dashboard', { dashboard: owner.dashboardId });
    expect(revoke.data).toBe(false);
    expect((await mallory.sb.from('dashboard_shares').delete().eq('dashboard_id', owner.dashboardId).select()).data).toEqual([]);
    const renew = await mallory.sb.rpc('share_dashboard', { dashboard: owner.dashboardId });
    expect(renew.status).toBe(404);
    const forged = await mallory.sb.from('dashboard_shares').insert({ dashboard_id: owner.dashboardId });
    expect(forged.status).toBe(403);
    // The owner may not pick a token either (only the server makes them).
    const chosen = await owner.sb.from('dashboard_shares').insert({ dashboard_id: owner.dashboardId, token: 'a'.repeat(43) });
    expect(chosen.status).toBe(403);
    expect((await client(server).rpc('shared_dashboard', { share_token: token })).status).toBe(200);

    const anon = client(server);
    expect((await anon.rpc('share_dashboard', { dashboard: owner.dashboardId })).status).toBe(401);
    expect((await anon.rpc('unshare_dashboard', { dashboard: owner.dashboardId })).status).toBe(401);
  });

  it('is_public and the link change together: off by any route revokes, a revoked link never comes back; only sharing turns it on', async () => {
    const owner = await ownerWithDashboard();
    const anon = client(server);
    const first = await share(owner.sb, owner.dashboardId);
    // Off through a plain update (as PATCH /v1 with is_public: false): the link goes with it.
    await owner.sb.from('dashboards').update({ is_public: false }).eq('id', owner.dashboardId);
    expect((await owner.sb.from('dashboard_shares').select('token').eq('dashboard_id', owner.dashboardId)).data).toEqual([]);
    // On again through a plain update: refused silently (migration 0432), the rest of the update is saved.
    const on = await owner.sb.from('dashboards').update({ is_public: true, name: 'Renamed' }).eq('id', owner.dashboardId).select('name,is_public').single();
    expect(on.data).toEqual({ name: 'Renamed', is_public: false });
    expect((await owner.sb.from('dashboard_shares').select('token').eq('dashboard_id', owner.dashboardId)).data).toEqual([]);
    expect((await anon.rpc('shared_dashboard', { share_token: first })).status).toBe(404);
    // Sharing is share_dashboard's: a new link, readable by the owner only; the old one stays dead.
    const token = await share(owner.sb, owner.dashboardId);
    expect(token).not.toBe(first);
    expect((await owner.sb.from('dashboard_shares').select('token').eq('dashboard_id', owner.dashboardId)).data).toEqual([{ token }]);
    expect((await anon.rpc('shared_dashboard', { share_token: token })).status).toBe(200);
    expect((await anon.rpc('shared_dashboard', { share_token: first })).status).toBe(404);
    // A save that says true of a shared dashboard keeps its link (links already sent keep working).
    await owner.sb.from('dashboards').update({ is_public: true, name: 'Renamed again' }).eq('id', owner.dashboardId);
    expect((await anon.rpc('shared_dashboard', { share_token: token })).data).toMatchObject({ name: 'Renamed again' });

    // A dashboard inserted public has its link at once.
    const ins = await owner.sb.from('dashboards').insert({ user_id: owner.id, name: 'Born public', widgets, is_public: true }).select('id').single();
    const born = await owner.sb.from('dashboard_shares').select('token').eq('dashboard_id', (ins.data as { id: string }).id).single();
    expect((await anon.rpc('shared_dashboard', { share_token: (born.data as { token: string }).token })).status).toBe(200);
  });

  it('a stale app’s save never shares again what was unshared elsewhere (DELETE /v1/dashboards/{id}/share): it stays unshared, its old link dead', async () => {
    const owner = await ownerWithDashboard();
    const anon = client(server);
    const token = await share(owner.sb, owner.dashboardId);
    // A second tab opened the dashboard while it was shared…
    const loaded = await owner.sb.from('dashboards').select('*').eq('id', owner.dashboardId).single();
    expect(loaded.data).toMatchObject({ is_public: true });
    // …then the owner unshared it elsewhere, through the public API.
    const revoked = await fetch(`${server.url}/v1/dashboards/${owner.dashboardId}/share`, { method: 'DELETE', headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ is_public: false, share_url: null });
    // The stale tab saves an edit with what it loaded, is_public: true included (as the app's saves did).
    const { id, user_id, description, layout, widgets: panels } = loaded.data as Record<string, unknown>;
    const saved = await owner.sb
      .from('dashboards')
      .upsert({ id, user_id, name: 'Edited in a stale tab', description, layout, widgets: panels, is_public: true, updated_at: new Date().toISOString() }, { onConflict: 'id' })
      .select('name,is_public')
      .single();
    expect(saved.error).toBeNull();
    // The edit is saved; the dashboard stays unshared, with no link, and the old link stays dead.
    expect(saved.data).toEqual({ name: 'Edited in a stale tab', is_public: false });
    expect((await owner.sb.from('dashboard_shares').select('token').eq('dashboard_id', owner.dashboardId)).data).toEqual([]);
    expect((await anon.rpc('shared_dashboard', { share_token: token })).status).toBe(404);
    const v1 = await fetch(`${server.url}/v1/dashboards/${owner.dashboardId}`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(await v1.json()).toMatchObject({ name: 'Edited in a stale tab', is_public: false, share_url: null });
  });

  it('a link of the old form (/app/share/<dashboard id>) answers 410 "no longer valid — ask the owner for a new link", as a page or JSON', async () => {
    const owner = await ownerWithDashboard();
    await share(owner.sb, owner.dashboardId);
    for (const id of [owner.dashboardId, owner.dashboardId.toUpperCase(), '00000000-0000-4000-8000-000000000000']) {
      const page = await fetch(`${server.url}/app/share/${id}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(page.status, id).toBe(410);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('This link is no longer valid');
      expect(html).toContain('Ask the owner of the dashboard for a new link');
      expect(html).not.toMatch(/<script/i);
      // Its own policy: no script, only its style, no framing.
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'.*frame-ancestors 'none'$/);

      const json = await fetch(`${server.url}/app/share/${id}`, { headers: { accept: 'application/json' } });
      expect(json.status).toBe(410);
      expect(await json.json()).toEqual({ code: 'share_link_gone', message: 'This link is no longer valid — ask the owner for a new link.' });
    }
    // The same answer whether or not the dashboard exists, and the owner is named nowhere.
    const a = await (await fetch(`${server.url}/app/share/${owner.dashboardId}`)).text();
    const b = await (await fetch(`${server.url}/app/share/00000000-0000-4000-8000-000000000000`)).text();
    expect(a).toBe(b);
    expect((await fetch(`${server.url}/app/share/${owner.dashboardId}`, { method: 'HEAD' })).status).toBe(410);
  });

  it('/rest/v1/rpc exposes only the share functions', async () => {
    const anon = client(server);
    for (const fn of ['api_key_authenticate', 'share_widget', 'new_share_token', 'set_updated_at', 'pg_sleep']) {
      expect((await anon.rpc(fn, {})).status, fn).toBe(404);
    }
    expect((await anon.rpc('shared_dashboard', { share_token: 'x', extra: 1 })).status).toBe(404);
    const get = await fetch(`${server.url}/rest/v1/rpc/share_dashboard?dashboard=00000000-0000-0000-0000-000000000000`, { headers: { apikey: server.anonKey } });
    expect(get.status).toBe(405);
  });

  it("an opened link is its owner's notification — once an hour per dashboard, never for the owner's own look or a bad token, never forgeable", async () => {
    const owner = await ownerWithDashboard('Quarterly sales');
    const token = await share(owner.sb, owner.dashboardId);
    const opened = async () => (await owner.sb.from('notifications').select('kind,subject').eq('kind', 'share_opened')).data;
    // The owner looking at their own link, and a reader with a wrong token, record nothing.
    expect((await owner.sb.rpc('shared_dashboard', { share_token: token })).status).toBe(200);
    expect((await client(server).rpc('shared_dashboard', { share_token: 'x'.repeat(43) })).status).toBe(404);
    expect(await opened()).toEqual([]);
    // Anonymous readers: the first opening is recorded, the next ones within the hour are not.
    for (let i = 0; i < 3; i++) expect((await client(server).rpc('shared_dashboard', { share_token: token })).status).toBe(200);
    const other = await signedInUser(server);
    expect((await other.sb.rpc('shared_dashboard', { share_token: token })).status).toBe(200);
    expect(await opened()).toEqual([{ kind: 'share_opened', subject: 'Quarterly sales' }]);
    // The reader sees none of it, and nobody can write this kind themselves.
    expect((await other.sb.from('notifications').select('id').eq('kind', 'share_opened')).data).toEqual([]);
    const forged = await other.sb.from('notifications').insert({ kind: 'share_opened', subject: 'Quarterly sales' });
    expect(forged.error).not.toBeNull();
    // A GET cannot call it any more (it writes): supabase-js calls it with POST.
    const get = await fetch(`${server.url}/rest/v1/rpc/shared_dashboard?share_token=${token}`, { headers: { apikey: server.anonKey } });
    expect(get.status).toBe(405);
  });
});
