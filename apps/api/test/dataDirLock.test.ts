import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../src/paths.js';

// Real server processes (src/main.ts through tsx), as an operator starts them.
let dir: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tallyline-lock-'));
});
afterAll(async () => {
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

interface Started {
  proc: ChildProcess;
  /** Resolves with the URL once the server says it runs, or with null when it exits first. */
  ready: Promise<string | null>;
  exited: Promise<number | null>;
  output: () => string;
}

function startProcess(): Started {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TALLYLINE_DATA_DIR: dir, JWT_SECRET: 'lock-test-secret-lock-test-secret-0123456789', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(proc);
  let out = '';
  const ready = new Promise<string | null>((resolve) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]?.replace('//localhost:', '//127.0.0.1:') ?? null);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', () => resolve(null));
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, ready, exited, output: () => out };
}

/** Every entry under `root` whose mode lets anyone but the owner in. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (d: string) => {
    if (((await stat(d)).mode & 0o077) !== 0) found.push(d);
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile() && ((await stat(p)).mode & 0o077) !== 0) found.push(p);
    }
  };
  await walk(root);
  return found;
}

describe('one server per data directory, readable by its user only', () => {
  it('a second server on the same data dir exits with a clear message; a stale lock (kill -9) is taken over', async () => {
    const first = startProcess();
    const url = await first.ready;
    expect(url, first.output()).not.toBeNull();
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const second = startProcess();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Tallyline server \(pid \d+\)/);
    expect(second.output()).toContain(String(first.proc.pid));
    // The first one is unharmed.
    expect((await fetch(`${url}/health`)).status).toBe(200);

    // 0700 directories and 0600 files: the WAL holds password hashes.
    expect(await openToOthers(dir)).toEqual([]);

    // kill -9 leaves the lock file behind; its process is gone, so the next server takes over.
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    const third = startProcess();
    const url3 = await third.ready;
    expect(url3, third.output()).not.toBeNull();
    third.proc.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  }, 600_000);
});
