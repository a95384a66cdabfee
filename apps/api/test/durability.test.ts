import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAnonKey } from '../src/auth/jwt.js';
import { fsyncStats } from '../src/db/durableNodeFs.js';
import { openDatabase } from '../src/db/openDatabase.js';
import { apiRoot } from '../src/paths.js';

// Issue 14, data dir: "Commits are not fsynced." Each test attacks the durability of a commit
// that was acknowledged (docs/security.md "Durability").

let root: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tallyline-durable-'));
});
afterAll(async () => {
  for (const p of running) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

const limits = { databaseUrl: undefined, dbQueueTimeoutMs: 120_000, statementTimeoutMs: 10_000 };

describe('a commit reaches the disk before it is acknowledged', { timeout: 300_000 }, () => {
  it('PGlite runs with fsync on and syncs the WAL on every commit, before the commit returns', async () => {
    const db = await openDatabase({ ...limits, dataDir: join(root, 'on'), fsync: true });
    try {
      const settings = await db.query<{ fsync: string; method: string }>(
        "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method",
      );
      expect(settings.rows).toEqual([{ fsync: 'on', method: 'fsync' }]);
      await db.query('CREATE TABLE kept (id int)');
      for (let i = 0; i < 5; i++) {
        const before = fsyncStats.calls;
        await db.query('INSERT INTO kept VALUES ($1)', [i]);
        // Counted when the statement returns: the sync happened inside the commit.
        expect(fsyncStats.calls - before, `commit ${i}`).toBeGreaterThanOrEqual(1);
      }
      const before = fsyncStats.calls;
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO kept VALUES (10)');
        await tx.query('INSERT INTO kept VALUES (11)');
      });
      expect(fsyncStats.calls - before).toBeGreaterThanOrEqual(1);
    } finally {
      await db.close();
    }
  });

  it('TALLYLINE_FSYNC=0 turns it off (PGlite’s own behaviour: no sync at all)', async () => {
    const db = await openDatabase({ ...limits, dataDir: join(root, 'off'), fsync: false });
    try {
      expect((await db.query<{ fsync: string }>("SELECT current_setting('fsync') AS fsync")).rows).toEqual([{ fsync: 'off' }]);
      await db.query('CREATE TABLE t (id int)');
      const before = fsyncStats.calls;
      await db.query('INSERT INTO t VALUES (1)');
      expect(fsyncStats.calls - before).toBe(0);
    } finally {
      await db.close();
    }
  });
});

// A real server process (src/main.ts through tsx), killed with SIGKILL as soon as writes are acknowledged.
const SECRET = 'durable-test-secret-durable-test-secret-0123';

function startProcess(dataDir: string): { proc: ChildProcess; ready: Promise<string>; exited: Promise<void> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot(),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      TALLYLINE_DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      RATE_LIMIT_SCALE: '100',
      DB_QUEUE_TIMEOUT_MS: '120000',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(proc);
  let out = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1].replace('//localhost:', '//127.0.0.1:'));
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', () => reject(new Error(`server exited before it ran:\n${out}`)));
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return { proc, ready, exited };
}

describe('kill -9 right after a 201', { timeout: 600_000 }, () => {
  it('every insert answered 201 is there after a restart', async () => {
    const dataDir = join(root, 'crash');
    const anonKey = await signAnonKey(SECRET);
    const email = `durable-${randomUUID()}@example.com`;
    const password = 'durable-password-1';

    const first = startProcess(dataDir);
    const url = await first.ready;
    const signUp = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signUp.status).toBe(200);
    const token = ((await signUp.json()) as { access_token: string }).access_token;

    // 40 inserts in flight; the server is killed in the callback of the 10th 201, before anything else runs.
    const acknowledged: string[] = [];
    const names = Array.from({ length: 40 }, (_, i) => `crash-row-${i}`);
    await Promise.all(
      names.map(async (name) => {
        try {
          const res = await fetch(`${url}/rest/v1/datasets`, {
            method: 'POST',
            headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
            body: JSON.stringify({ name, headers: ['a'], row_count: 1, column_count: 1, data: [{ a: name }] }),
          });
          if (res.status !== 201) return;
          acknowledged.push(name);
          if (acknowledged.length === 10) first.proc.kill('SIGKILL');
        } catch {
          // cut off by the kill: not acknowledged, may or may not be there
        }
      }),
    );
    await first.exited;
    expect(first.proc.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    const second = startProcess(dataDir);
    const url2 = await second.ready;
    try {
      const signIn = await fetch(`${url2}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      const token2 = ((await signIn.json()) as { access_token: string }).access_token;
      const rows = await fetch(`${url2}/rest/v1/datasets?select=name,data`, { headers: { apikey: anonKey, authorization: `Bearer ${token2}` } });
      expect(rows.status).toBe(200);
      const kept = (await rows.json()) as Array<{ name: string; data: unknown }>;
      const byName = new Map(kept.map((r) => [r.name, r.data]));
      for (const name of acknowledged) expect(byName.get(name), name).toEqual([{ a: name }]);
    } finally {
      second.proc.kill('SIGTERM');
      await second.exited;
    }
  });
});
