import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startV1WithUsers, type V1User } from '../helpers/v1Users.js';
import { call, errorOf, START_TIMEOUT_MS, type V1Server } from './helpers.js';

// Issue 14, sharing through the public API: PATCH /v1/dashboards/{id} with is_public: true made a
// "public" dashboard with no share link at all, and is_public: false then true brought a revoked
// link back. Now is_public and the link go together (migration 0107) and /v1 answers share_url.

let s: V1Server;
let alice: V1User;
let bob: V1User;
let aliceRW: string;
let aliceRead: string;
let bobRW: string;

const LINK = /^http:\/\/127\.0\.0\.1:\d+\/app\/share\/([A-Za-z0-9_-]{43})$/;
const widgets = [
  {
    id: 'c1',
    type: 'chart',
    title: 'Revenue by region',
    chartType: 'bar',
    position: { x: 0, y: 0, w: 6, h: 4 },
    chartData: [{ label: 'North', value: 10 }],
    data: [{ region: 'North', revenue: 10, email: 'ann@example.com' }],
  },
];

beforeAll(async () => {
  ({ s, alice, bob, aliceRW, aliceRead, bobRW } = await startV1WithUsers());
}, START_TIMEOUT_MS);
afterAll(async () => {
  await s?.stop();
});

interface Dashboard {
  id: string;
  is_public: boolean;
  share_url: string | null;
}

/** What an anonymous reader of a share token gets: the status and the body of shared_dashboard. */
async function readShared(token: string): Promise<{ status: number; body: unknown }> {
  const origin = s.url.replace(/\/v1$/, '');
  const res = await fetch(`${origin}/rest/v1/rpc/shared_dashboard`, {
    method: 'POST',
    headers: { apikey: s.ctx.config.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ share_token: token }),
  });
  return { status: res.status, body: await res.json() };
}

function tokenOf(d: Dashboard): string {
  const m = LINK.exec(d.share_url ?? '');
  if (!m?.[1]) throw new Error(`no share link in ${JSON.stringify(d)}`);
  return m[1];
}

async function newDashboard(body: Record<string, unknown> = {}): Promise<Dashboard> {
  const res = await call(`${s.url}/dashboards`, aliceRW, { method: 'POST', body: { name: 'Sales', widgets, ...body } });
  expect(res.status).toBe(201);
  return res.body as Dashboard;
}

describe('sharing a dashboard through /v1 (issue 14)', () => {
  it('PATCH is_public: true answers a working share link; repeating it keeps the link; GET and the list show it', async () => {
    const d = await newDashboard();
    expect(d).toMatchObject({ is_public: false, share_url: null });

    const shared = await call(`${s.url}/dashboards/${d.id}`, aliceRW, { method: 'PATCH', body: { is_public: true } });
    expect(shared.status).toBe(200);
    const token = tokenOf(shared.body as Dashboard);
    const read = await readShared(token);
    expect(read.status).toBe(200);
    // The reader gets the drawn points, never the raw rows or the owner.
    expect(read.body).toMatchObject({ name: 'Sales', widgets: [{ id: 'c1', chartData: [{ label: 'North', value: 10 }] }] });
    expect(JSON.stringify(read.body)).not.toMatch(/ann@example\.com|revenue|user_id/);
    expect(JSON.stringify(read.body)).not.toContain(alice.id);

    const again = await call(`${s.url}/dashboards/${d.id}`, aliceRW, { method: 'PATCH', body: { is_public: true, name: 'Sales 2' } });
    expect((again.body as Dashboard).share_url).toBe((shared.body as Dashboard).share_url);
    expect(((await call(`${s.url}/dashboards/${d.id}`, aliceRead)).body as Dashboard).share_url).toBe((shared.body as Dashboard).share_url);
    const listed = ((await call(`${s.url}/dashboards`, aliceRead)).body as Dashboard[]).find((x) => x.id === d.id);
    expect(listed?.share_url).toBe((shared.body as Dashboard).share_url);
  });

  it('is_public: false revokes the link at once, and a later true makes a new one: the revoked link never comes back', async () => {
    const d = await newDashboard({ is_public: true });
    const first = tokenOf(d);
    expect((await readShared(first)).status).toBe(200);

    const off = await call(`${s.url}/dashboards/${d.id}`, aliceRW, { method: 'PATCH', body: { is_public: false } });
    expect(off.body).toMatchObject({ is_public: false, share_url: null });
    expect((await readShared(first)).status).toBe(404);

    const on = await call(`${s.url}/dashboards/${d.id}`, aliceRW, { method: 'PATCH', body: { is_public: true } });
    const second = tokenOf(on.body as Dashboard);
    expect(second).not.toBe(first);
    expect((await readShared(first)).status).toBe(404);
    expect((await readShared(second)).status).toBe(200);
  });

  it('POST /dashboards/{id}/share replaces the link, DELETE revokes it', async () => {
    const d = await newDashboard({ is_public: true });
    const first = tokenOf(d);
    const renewed = await call(`${s.url}/dashboards/${d.id}/share`, aliceRW, { method: 'POST' });
    expect(renewed.status).toBe(200);
    const second = tokenOf(renewed.body as Dashboard);
    expect(second).not.toBe(first);
    expect((await readShared(first)).status).toBe(404);
    expect((await readShared(second)).status).toBe(200);

    // Sharing a private dashboard by POST works too.
    const priv = await newDashboard();
    const made = await call(`${s.url}/dashboards/${priv.id}/share`, aliceRW, { method: 'POST' });
    expect((await readShared(tokenOf(made.body as Dashboard))).status).toBe(200);

    const revoked = await call(`${s.url}/dashboards/${d.id}/share`, aliceRW, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: d.id, is_public: false, share_url: null });
    expect((await readShared(second)).status).toBe(404);
  });

  it('another user’s credential can neither share, renew, revoke nor see the link of the owner’s dashboard', async () => {
    const d = await newDashboard({ is_public: true });
    const token = tokenOf(d);
    for (const cred of [bobRW, bob.token]) {
      expect((await call(`${s.url}/dashboards/${d.id}`, cred, { method: 'PATCH', body: { is_public: false } })).status).toBe(404);
      expect((await call(`${s.url}/dashboards/${d.id}`, cred, { method: 'PATCH', body: { is_public: true } })).status).toBe(404);
      expect((await call(`${s.url}/dashboards/${d.id}/share`, cred, { method: 'POST' })).status).toBe(404);
      expect((await call(`${s.url}/dashboards/${d.id}/share`, cred, { method: 'DELETE' })).status).toBe(404);
      expect((await call(`${s.url}/dashboards/${d.id}`, cred)).status).toBe(404);
      const theirs = (await call(`${s.url}/dashboards`, cred)).body as Dashboard[];
      expect(JSON.stringify(theirs)).not.toContain(token);
    }
    // Alice's link is unchanged and still opens.
    expect(((await call(`${s.url}/dashboards/${d.id}`, aliceRead)).body as Dashboard).share_url).toBe(d.share_url);
    expect((await readShared(token)).status).toBe(200);
  });

  it('anonymous requests get 401 and a read-only key 403, and the link stays as it was', async () => {
    const d = await newDashboard({ is_public: true });
    const token = tokenOf(d);
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `/dashboards/${d.id}`, { is_public: false }],
      ['PATCH', `/dashboards/${d.id}`, { is_public: true }],
      ['POST', `/dashboards/${d.id}/share`, undefined],
      ['DELETE', `/dashboards/${d.id}/share`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const anon = await call(`${s.url}${path}`, null, { method, body });
      expect(anon.status, `${method} ${path} anonymous`).toBe(401);
      const readOnly = await call(`${s.url}${path}`, aliceRead, { method, body });
      expect(readOnly.status, `${method} ${path} read-only key`).toBe(403);
      expect(errorOf(readOnly.body).message).toMatch(/read-only/);
    }
    expect((await call(`${s.url}/dashboards/${d.id}`, null)).status).toBe(401);
    expect(((await call(`${s.url}/dashboards/${d.id}`, aliceRead)).body as Dashboard).share_url).toBe(d.share_url);
    expect((await readShared(token)).status).toBe(200);
  });

  it('the OpenAPI document describes share_url and the share endpoints', async () => {
    const doc = (await call(`${s.url}/openapi.json`, null)).body as {
      paths: Record<string, Record<string, { operationId: string; description?: string }>>;
      components: { schemas: { Dashboard: { properties: Record<string, { description?: string }>; required: string[] } } };
    };
    expect(doc.paths['/dashboards/{id}/share']?.post?.operationId).toBe('renewDashboardShare');
    expect(doc.paths['/dashboards/{id}/share']?.delete?.operationId).toBe('revokeDashboardShare');
    expect(doc.paths['/dashboards/{id}']?.patch?.description).toMatch(/share_url/);
    expect(doc.components.schemas.Dashboard.required).toContain('share_url');
    expect(doc.components.schemas.Dashboard.properties.share_url?.description).toMatch(/share link/);
  });
});
