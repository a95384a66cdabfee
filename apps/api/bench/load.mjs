// Load figures for issue 14: 100 and 500 concurrent clients on /v1 and /rest/v1, select and
// insert, against two builds of the server side by side — BEFORE (a worktree of an older commit,
// built) and this one — alternating build order per scenario. Counts the rows each insert run
// left in the table against its 2xx answers (rows lost must be 0).
//   git worktree add /tmp/sec-before <commit> && (cd /tmp/sec-before && pnpm install && pnpm turbo run build --filter=@tallyline/api)
//   pnpm --filter @tallyline/api build && BEFORE_DIR=/tmp/sec-before node apps/api/bench/load.mjs
// LOAD_SECONDS (default 10) per run, LOAD_CLIENTS (default "100,500").
// Rate limits are raised out of the way (RATE_LIMIT_SCALE=1000, and the bench key's own
// rate_limit set in the database between two starts): this measures capacity, not the limiter.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const beforeDir = process.env.BEFORE_DIR ? resolve(process.env.BEFORE_DIR, 'apps', 'api') : null;
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const clientsList = (process.env.LOAD_CLIENTS ?? '100,500').split(',').map(Number);

const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => ok(p));
    });
  });

async function waitHealthy(base) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${base} did not become healthy in 300 s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function start(build) {
  const child = spawn(process.execPath, [join(build.dir, 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(build.port), TALLYLINE_DATA_DIR: build.dataDir, NODE_ENV: 'production', RATE_LIMIT_SCALE: '1000', TALLYLINE_SEED: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  build.child = child;
  return waitHealthy(build.base);
}

async function stop(build) {
  const exited = new Promise((r) => build.child.once('exit', r));
  build.child.kill('SIGTERM');
  await exited;
}

/** Signs up, makes a read-write API key, then lifts the key's per-minute limit in the database (server stopped). */
async function prepare(build) {
  await start(build);
  const { supabaseAnonKey: anon } = await (await fetch(`${build.base}/app/config.json`)).json();
  const signup = await (
    await fetch(`${build.base}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anon, Authorization: `Bearer ${anon}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'load@example.com', password: 'load-password-1', data: { full_name: 'Load' } }),
    })
  ).json();
  if (!signup.access_token) throw new Error(`sign-up failed: ${JSON.stringify(signup)}`);
  const key = await (
    await fetch(`${build.base}/v1/api-keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${signup.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'load', scope: 'read-write' }),
    })
  ).json();
  if (!key.key) throw new Error(`key failed: ${JSON.stringify(key)}`);
  await stop(build);
  const { PGlite } = await import(pathToFileURL(join(build.dir, 'node_modules', '@electric-sql', 'pglite', 'dist', 'index.js')).href);
  const db = new PGlite(join(build.dataDir, 'pgdata'));
  await db.query('UPDATE public.api_keys SET rate_limit = 100000000');
  await db.close();
  await start(build);
  // Sign in again: the new server process starts from the stored sessions.
  const session = await (
    await fetch(`${build.base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anon, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'load@example.com', password: 'load-password-1' }),
    })
  ).json();
  if (!session.access_token) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
  build.rest = { apikey: anon, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
  build.v1 = { Authorization: `Bearer ${key.key}`, 'Content-Type': 'application/json' };
  build.userId = session.user.id;
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${build.base}/rest/v1/kpis`, { method: 'POST', headers: build.rest, body: JSON.stringify({ user_id: build.userId, name: `seed-${i}`, current_value: i, trend: 'up' }) });
  }
}

async function countRows(build) {
  const res = await fetch(`${build.base}/rest/v1/kpis?select=id&limit=1`, { headers: { ...build.rest, Prefer: 'count=exact' } });
  return Number((res.headers.get('content-range') ?? '*/NaN').split('/')[1]);
}

const kpi = { name: 'load', formula: 'SUM(x)', current_value: 42, target_value: 50, trend: 'stable', category: 'Load' };
const scenarios = [
  { name: '/v1 select', insert: false, opts: (b) => ({ url: `${b.base}/v1/kpis`, headers: b.v1 }) },
  { name: '/v1 insert', insert: true, opts: (b) => ({ url: `${b.base}/v1/kpis`, method: 'POST', headers: b.v1, body: JSON.stringify(kpi) }) },
  { name: '/rest/v1 select', insert: false, opts: (b) => ({ url: `${b.base}/rest/v1/kpis?select=*&order=created_at.desc&limit=20`, headers: b.rest }) },
  {
    name: '/rest/v1 insert',
    insert: true,
    opts: (b) => ({ url: `${b.base}/rest/v1/kpis`, method: 'POST', headers: { ...b.rest, Prefer: 'return=minimal' }, body: JSON.stringify({ ...kpi, user_id: b.userId }) }),
  },
];

const builds = [];
if (beforeDir) builds.push({ label: 'before', dir: beforeDir });
builds.push({ label: 'after', dir: apiDir });
for (const b of builds) {
  b.port = await freePort();
  b.base = `http://127.0.0.1:${b.port}`;
  b.dataDir = mkdtempSync(join(tmpdir(), `tallyline-load-${b.label}-`));
}

const results = [];
const load = [loadavg()[0]];
try {
  for (const b of builds) await prepare(b);
  let flip = false;
  for (const clients of clientsList) {
    for (const s of scenarios) {
      const order = flip ? [...builds].reverse() : builds;
      flip = !flip;
      for (const b of order) {
        const rowsBefore = s.insert ? await countRows(b) : 0;
        const r = await autocannon({ ...s.opts(b), connections: clients, duration: seconds, timeout: 30 });
        const ok = r['2xx'];
        // Requests still in flight when the run ends are answered after it: wait until the count settles.
        let rowsAdded = null;
        if (s.insert) {
          let last = -1;
          for (let settled = 0; settled < 2; ) {
            await new Promise((r) => setTimeout(r, 2000));
            const n = await countRows(b);
            settled = n === last ? settled + 1 : 0;
            last = n;
          }
          rowsAdded = last - rowsBefore;
        }
        const row = {
          build: b.label,
          scenario: s.name,
          clients,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          ok,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
          // Acknowledged (2xx) but not in the table: must be 0. More rows than 2xx = answered after the run ended.
          lost: s.insert ? Math.max(0, ok - rowsAdded) : null,
          extra: s.insert ? Math.max(0, rowsAdded - ok) : null,
        };
        results.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
} finally {
  load.push(loadavg()[0]);
  for (const b of builds) {
    if (b.child && b.child.exitCode === null) await stop(b).catch(() => {});
    rmSync(b.dataDir, { recursive: true, force: true });
  }
}

console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}; 1-min load ${load[0].toFixed(1)} before, ${load[1].toFixed(1)} after; ${seconds} s per run.`);
console.log('| Scenario | clients | build | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors | rows lost |');
console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(`| ${r.scenario} | ${r.clients} | ${r.build} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.non2xx} | ${r.errors} | ${r.lost ?? '–'} |`);
}
