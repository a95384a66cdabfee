// What an fsync per commit costs PGlite on this disk. PGlite starts Postgres with -F (fsync
// off), and its Node file system (Emscripten NODEFS) has no fsync: fdatasync() is a no-op and
// fsync() reaches NODEFS.stream_ops.fsync, which does not exist. With PGLITE_FSYNC the bench
// starts Postgres without -F, with wal_sync_method=fsync, and gives NODEFS an fsync that calls
// fs.fsyncSync — then counts the calls and times single-row INSERT commits against the default.
//   node apps/api/bench/fsync.mjs      (FSYNC_COMMITS, default 300; FSYNC_ROUNDS, default 3)
import { fsyncSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const commits = Number(process.env.FSYNC_COMMITS ?? 300);
const rounds = Number(process.env.FSYNC_ROUNDS ?? 3);

async function run(durable) {
  const dir = mkdtempSync(join(tmpdir(), 'tallyline-fsync-'));
  let calls = 0;
  try {
    const startParams = durable ? [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'] : undefined;
    const pg = await PGlite.create(dir, startParams ? { startParams } : {});
    if (durable) {
      pg.Module.NODEFS.stream_ops.fsync = (stream) => {
        calls += 1;
        fsyncSync(stream.nfd);
        return 0;
      };
    }
    await pg.exec('CREATE TABLE t (id serial PRIMARY KEY, v text)');
    const settings = (await pg.query("SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method")).rows[0];
    calls = 0;
    const t0 = performance.now();
    for (let i = 0; i < commits; i += 1) await pg.query('INSERT INTO t (v) VALUES ($1)', [`row ${i}`]);
    const ms = performance.now() - t0;
    const perCommit = calls / commits;
    await pg.close();
    return { durable, ms, perCommitMs: ms / commits, fsyncPerCommit: perCommit, ...settings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const out = { off: [], on: [] };
const load0 = loadavg()[0];
for (let r = 0; r < rounds; r += 1) {
  for (const durable of r % 2 ? [true, false] : [false, true]) {
    const res = await run(durable);
    out[durable ? 'on' : 'off'].push(res);
    console.log(JSON.stringify(res));
  }
}
const median = (xs) => xs.map((x) => x.perCommitMs).sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`load ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}; ${commits} single-row commits, ${rounds} rounds`);
console.log(`median ms per commit: fsync off ${median(out.off).toFixed(2)}, fsync on ${median(out.on).toFixed(2)}`);
