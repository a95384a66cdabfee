// Saved work (issue 17, migration 0410) through supabase-js as the app uses it: one entry per content,
// rename and delete only by the owner, dashboards and reports deleted with the dataset they were built on
// and never tied to another user's dataset, and a page of a search with its exact count.
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

const dataset = (userId: string, name: string, fingerprint: string | null) => ({
  user_id: userId,
  name,
  file_name: `${name}.csv`,
  headers: ['region', 'revenue'],
  row_count: 1,
  column_count: 2,
  data: [{ region: 'North', revenue: 1 }],
  fingerprint,
});

type Sb = Awaited<ReturnType<typeof signedInUser>>['sb'];
async function insert(sb: Sb, row: ReturnType<typeof dataset>): Promise<string> {
  const { data, error } = await sb.from('datasets').insert(row).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

describe('saved datasets (migration 0410)', () => {
  it('one entry per content and user: the same fingerprint twice is refused (23505); another user may hold it', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    await insert(a.sb, dataset(a.id, 'weather', 'fp-1'));
    const again = await a.sb.from('datasets').insert(dataset(a.id, 'weather copy', 'fp-1'));
    expect(again.error?.code).toBe('23505');
    await insert(b.sb, dataset(b.id, 'weather', 'fp-1'));
    // Rows without a fingerprint (older saves, /v1 uploads) never collide.
    await insert(a.sb, dataset(a.id, 'old', null));
    await insert(a.sb, dataset(a.id, 'old', null));
    expect((await a.sb.from('datasets').select('id', { count: 'exact', head: true })).count).toBe(3);
  });

  it('user B cannot rename or delete user A’s dataset; A can rename but never to a blank name', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    const id = await insert(a.sb, dataset(a.id, 'mine', 'fp-2'));

    const rename = await b.sb.from('datasets').update({ name: 'hacked' }).eq('id', id).select('id');
    expect(rename.error).toBeNull();
    expect(rename.data).toEqual([]);
    const del = await b.sb.from('datasets').delete().eq('id', id).select('id');
    expect(del.data).toEqual([]);
    const removed = await b.sb.storage.from('datasets').remove([`${a.id}/${id}.csv`]);
    expect(removed.data ?? []).toEqual([]);
    expect((await a.sb.from('datasets').select('name').eq('id', id).single()).data).toEqual({ name: 'mine' });

    const blank = await a.sb.from('datasets').update({ name: '   ' }).eq('id', id);
    expect(blank.error?.code).toBe('23514');
    const ok = await a.sb.from('datasets').update({ name: 'Q3 sales' }).eq('id', id).select('name').single();
    expect(ok.data).toEqual({ name: 'Q3 sales' });
  });

  it('deleting a dataset deletes the dashboards and reports built on it, and nothing else', async () => {
    const a = await signedInUser(server);
    const id = await insert(a.sb, dataset(a.id, 'base', 'fp-3'));
    const other = await insert(a.sb, dataset(a.id, 'other', 'fp-4'));
    expect((await a.sb.from('dashboards').insert({ user_id: a.id, name: 'Dash', dataset_id: id })).error).toBeNull();
    expect((await a.sb.from('reports').insert({ user_id: a.id, name: 'Report', dataset_id: id, content: { title: 'R' } })).error).toBeNull();
    expect((await a.sb.from('reports').insert({ user_id: a.id, name: 'Kept', dataset_id: other })).error).toBeNull();

    expect((await a.sb.from('datasets').delete().eq('id', id).select('id')).data).toEqual([{ id }]);
    expect((await a.sb.from('dashboards').select('name')).data).toEqual([]);
    expect((await a.sb.from('reports').select('name')).data).toEqual([{ name: 'Kept' }]);
  });

  it('a dashboard or report cannot point at another user’s dataset, and B cannot read, rename or delete A’s reports', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    const id = await insert(a.sb, dataset(a.id, 'private', 'fp-5'));
    const dash = await b.sb.from('dashboards').insert({ user_id: b.id, name: 'tie', dataset_id: id });
    expect(dash.error?.code).toBe('23503');
    const rep = await b.sb.from('reports').insert({ user_id: b.id, name: 'tie', dataset_id: id });
    expect(rep.error?.code).toBe('23503');

    const mine = await a.sb.from('reports').insert({ user_id: a.id, name: 'A report', dataset_id: id }).select('id').single();
    const rid = (mine.data as { id: string }).id;
    expect((await b.sb.from('reports').select('id')).data).toEqual([]);
    expect((await b.sb.from('reports').update({ name: 'x' }).eq('id', rid).select('id')).data).toEqual([]);
    expect((await b.sb.from('reports').delete().eq('id', rid).select('id')).data).toEqual([]);
    expect((await a.sb.from('reports').select('name').eq('id', rid).single()).data).toEqual({ name: 'A report' });
  });

  it('new content without a new fingerprint drops the old one; opened_at alone keeps it', async () => {
    const a = await signedInUser(server);
    const id = await insert(a.sb, dataset(a.id, 'refreshable', 'fp-6'));
    await a.sb.from('datasets').update({ opened_at: new Date().toISOString() }).eq('id', id);
    expect((await a.sb.from('datasets').select('fingerprint').eq('id', id).single()).data).toEqual({ fingerprint: 'fp-6' });
    await a.sb.from('datasets').update({ data: [{ region: 'South', revenue: 2 }] }).eq('id', id);
    expect((await a.sb.from('datasets').select('fingerprint').eq('id', id).single()).data).toEqual({ fingerprint: null });
    await a.sb.from('datasets').update({ data: [{ region: 'East', revenue: 3 }], fingerprint: 'fp-7' }).eq('id', id);
    expect((await a.sb.from('datasets').select('fingerprint').eq('id', id).single()).data).toEqual({ fingerprint: 'fp-7' });
  });

  it('a page of a name search comes with the exact count of every match', async () => {
    const a = await signedInUser(server);
    for (let i = 1; i <= 25; i += 1) await insert(a.sb, dataset(a.id, `file-${String(i).padStart(2, '0')}`, `fp-p${i}`));
    await insert(a.sb, dataset(a.id, 'unrelated', 'fp-u'));
    const page2 = await a.sb.from('datasets').select('name', { count: 'exact' }).ilike('name', '%file-%').order('name').range(20, 39);
    expect(page2.count).toBe(25);
    expect((page2.data as { name: string }[]).map((r) => r.name)).toEqual(['file-21', 'file-22', 'file-23', 'file-24', 'file-25']);
  });
});
