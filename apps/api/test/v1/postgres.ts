import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a command as the postgres user when we are root (initdb refuses root). */
function asPostgres(cmd: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  return execFileSync(isRoot ? 'runuser' : cmd, isRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { encoding: 'utf8' });
}

export interface Postgres {
  url: string;
  stop(): Promise<void>;
}

/** A throw-away PostgreSQL 15 cluster (Debian's binaries) on a free loopback port, trust auth. */
export async function startPostgres(): Promise<Postgres> {
  const dir = mkdtempSync(join(tmpdir(), 'tallyline-v1-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  asPostgres(`${BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  asPostgres(`${BIN}/pg_ctl`, ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres(`${BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
