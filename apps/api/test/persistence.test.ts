import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { client } from './helpers/clients.js';
import { startTestServer } from './helpers/startServer.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
let dir = '';

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('restart', () => {
  it('keeps accounts, rows, objects, the signing secret and the demo seed', { timeout: 300_000 }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'tallyline-restart-'));
    const env = { TALLYLINE_DATA_DIR: dir, JWT_SECRET: '' };
    const first = await startTestServer(env);
    let userId: string;
    let path: string;
    try {
      const sb = client(first);
      const { data, error } = await sb.auth.signUp({ email: 'restart@example.com', password: 'secret-123', options: { data: { full_name: 'Re Start' } } });
      expect(error).toBeNull();
      userId = data.user!.id;
      await sb.from('datasets').insert({ user_id: userId, name: 'kept', headers: ['a'], row_count: 1, column_count: 1, data: [{ a: 1 }] });
      path = `avatars/${userId}1.png`;
      expect((await sb.storage.from('avatars').upload(path, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
    } finally {
      await first.stop();
    }

    const second = await startTestServer(env);
    try {
      expect(second.anonKey).toBe(first.anonKey);
      const sb = client(second);
      const signIn = await sb.auth.signInWithPassword({ email: 'restart@example.com', password: 'secret-123' });
      expect(signIn.error).toBeNull();
      expect((await sb.from('datasets').select('name,data')).data).toEqual([{ name: 'kept', data: [{ a: 1 }] }]);
      expect((await sb.from('profiles').select('full_name').eq('id', userId).single()).data).toEqual({ full_name: 'Re Start' });
      const img = await fetch(`${second.url}/storage/v1/object/public/avatars/${path}`);
      expect(img.status).toBe(200);
      expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);

      const demo = client(second);
      const d = await demo.auth.signInWithPassword({ email: 'demo@tallyline.example', password: 'tallyline-demo' });
      expect(d.error).toBeNull();
      const sets = await demo.from('datasets').select('name,row_count,column_count,headers');
      expect(sets.data).toHaveLength(1);
      expect(sets.data![0]!.row_count).toBeGreaterThan(10);
    } finally {
      await second.stop();
    }
  });
});
