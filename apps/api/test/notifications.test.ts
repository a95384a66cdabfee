// Notifications (issue 17, migration 0420) through supabase-js as the app uses them: only the owner
// reads them; an owner may report an upload of their own and mark notifications read, never write
// another kind or rewrite what happened; a new API key notifies its owner through a trigger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './helpers/clients.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0' });
});
afterAll(async () => {
  await server?.stop();
});

type Sb = Awaited<ReturnType<typeof signedInUser>>['sb'];
async function list(sb: Sb) {
  const { data, error } = await sb.from('notifications').select('id,kind,subject,created_at,read_at').order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data as { id: string; kind: string; subject: string; created_at: string; read_at: string | null }[];
}

describe('notifications (migration 0420)', () => {
  it('a new account has none; an upload reported by its owner is theirs alone, unread', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    expect(await list(a.sb)).toEqual([]);
    const r = await a.sb.from('notifications').insert({ kind: 'upload_finished', subject: 'seattle-weather.csv' });
    expect(r.error).toBeNull();
    const mine = await list(a.sb);
    expect(mine.map((n) => [n.kind, n.subject, n.read_at])).toEqual([['upload_finished', 'seattle-weather.csv', null]]);
    expect(await list(b.sb)).toEqual([]);
    // B can neither mark nor delete A's.
    const id = mine[0]!.id;
    expect((await b.sb.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id).select('id')).data).toEqual([]);
    expect((await b.sb.from('notifications').delete().eq('id', id).select('id')).data).toEqual([]);
  });

  it('an owner cannot forge another kind, write for someone else, or rewrite what happened', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    expect((await a.sb.from('notifications').insert({ kind: 'api_key_created', subject: 'fake' })).error).not.toBeNull();
    expect((await a.sb.from('notifications').insert({ kind: 'upload_finished', subject: 'x.csv', user_id: b.id })).error).not.toBeNull();
    await a.sb.from('notifications').insert({ kind: 'upload_finished', subject: 'x.csv' });
    const [n] = await list(a.sb);
    expect((await a.sb.from('notifications').update({ subject: 'y.csv' }).eq('id', n!.id)).error).not.toBeNull();
    const read = await a.sb.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', n!.id).select('read_at').single();
    expect(read.error).toBeNull();
    expect((read.data as { read_at: string | null }).read_at).not.toBeNull();
    expect(await list(b.sb)).toEqual([]);
  });

  it('creating an API key notifies its owner, newest first', async () => {
    const a = await signedInUser(server);
    await a.sb.from('notifications').insert({ kind: 'upload_finished', subject: 'first.csv' });
    // The app's way: POST /v1/api-keys with the session's token.
    const created = await fetch(`${server.url}/v1/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Reporting', scope: 'read' }),
    });
    expect(created.status).toBe(201);
    const all = await list(a.sb);
    expect(all.map((n) => [n.kind, n.subject])).toEqual([
      ['api_key_created', 'Reporting'],
      ['upload_finished', 'first.csv'],
    ]);
  });
});
