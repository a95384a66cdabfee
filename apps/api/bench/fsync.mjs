// What an fsync per commit costs PGlite on this disk, through the server's own code
// (src/db/pgliteTemplate.ts openPgliteDir, src/db/durableNodeFs.ts). PGlite starts Postgres with
// -F (fsync off) and its Node file system (Emscripten NODEFS) has no fsync; the server's durable
// start (TALLYLINE_FSYNC=1, the default) drops -F, sets wal_sync_method=fsync and gives NODEFS an
// fsync that calls fs.fsyncSync. The bench times single-row INSERT commits both ways, alternating
// the order each round, and counts the host fsyncs per commit.
//   node apps/api/bench/fsync.mjs      (FSYNC_COMMITS, default 300; FSYNC_ROUNDS, default 3;
//                                       FSYNC_DIR: where the data directories go, default the OS temp dir —
//                                       put it on the disk the server will use)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { PGlite } from '@electric-sql/pglite';

register();
const { openPgliteDir, templatePath } = await import('../src/db/pgliteTemplate.ts');
const { fsyncStats } = await import('../src/db/durableNodeFs.ts');

const commits = Number(process.env.FSYNC_COMMITS ?? 300);
const rounds = Number(process.env.FSYNC_ROUNDS ?? 3);
const parent = process.env.FSYNC_DIR ?? tmpdir();

async function run(durable) {
  const dir = mkdtempSync(join(parent, 'tallyline-fsync-'));
  try {
    const o0 = performance.now();
    const pg = await openPgliteDir(PGlite, dir, templatePath(), durable);
    const openMs = Math.round(performance.now() - o0);
    await pg.exec('CREATE TABLE t (id serial PRIMARY KEY, v text)');
    const settings = (await pg.query("SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method")).rows[0];
    const calls0 = fsyncStats.calls;
    const t0 = performance.now();
    for (let i = 0; i < commits; i += 1) await pg.query('INSERT INTO t (v) VALUES ($1)', [`row ${i}`]);
    const ms = performance.now() - t0;
    const fsyncPerCommit = (fsyncStats.calls - calls0) / commits;
    await pg.close();
    return { durable, openMs, ms: Math.round(ms), perCommitMs: Number((ms / commits).toFixed(3)), fsyncPerCommit, ...settings, load: Number(loadavg()[0].toFixed(1)) };
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
const median = (xs, key) => xs.map((x) => x[key]).sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`load ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}; ${commits} single-row commits × ${rounds} rounds in ${parent}`);
console.log(`median ms per commit: fsync off ${median(out.off, 'perCommitMs').toFixed(2)}, fsync on ${median(out.on, 'perCommitMs').toFixed(2)}`);
console.log(`median ms to open a new data directory (from the template): fsync off ${median(out.off, 'openMs')}, fsync on ${median(out.on, 'openMs')} (synced once)`);
