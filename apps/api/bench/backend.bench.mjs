// Backend benchmark: authenticated PostgREST-style select and insert over loopback.
// Starts the built server (dist/main.js) on a free port with a temporary data
// directory (embedded PGlite), signs up one user, then runs autocannon for a
// bounded time per scenario. Writes docs/benchmarks/api-backend.md.
//   pnpm --filter @tallyline/api build && pnpm --filter @tallyline/api bench
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(apiDir, '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'tallyline-bench-'));
const child = spawn(process.execPath, [join(apiDir, 'dist', 'main.js')], {
  env: { ...process.env, PORT: String(port), TALLYLINE_DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
child.stdout.resume();
const base = `http://127.0.0.1:${port}`;

function cleanup() {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 240 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const { supabaseAnonKey: anon } = await (await fetch(`${base}/app/config.json`)).json();
  const signup = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anon, Authorization: `Bearer ${anon}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', data: { full_name: 'Bench' } }),
  });
  const session = await signup.json();
  if (!session.access_token) throw new Error(`sign-up failed: ${JSON.stringify(session)}`);
  const headers = { apikey: anon, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
  const userId = session.user.id;
  // Some rows to select from.
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${base}/rest/v1/kpis`, { method: 'POST', headers, body: JSON.stringify({ user_id: userId, name: `seed-${i}`, current_value: i, trend: 'up' }) });
  }

  const scenarios = [
    {
      name: 'select (GET /rest/v1/kpis?select=*&order=created_at.desc&limit=20)',
      opts: { url: `${base}/rest/v1/kpis?select=*&order=created_at.desc&limit=20`, headers },
    },
    {
      name: 'insert (POST /rest/v1/kpis, one row, return=minimal)',
      opts: {
        url: `${base}/rest/v1/kpis`,
        method: 'POST',
        headers,
        body: JSON.stringify({ user_id: userId, name: 'bench', current_value: 42, target_value: 50, trend: 'stable', category: 'Performance', formula: 'AVG(x)' }),
      },
    },
  ];
  const results = [];
  const loadBefore = loadavg()[0];
  for (const s of scenarios) {
    const r = await autocannon({ ...s.opts, connections, duration: seconds });
    const non2xx = r.non2xx + r.errors + r.timeouts;
    results.push({ name: s.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, non2xx });
    console.log(`${s.name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.total} requests, ${non2xx} failed`);
  }

  const rows = results.map((r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} |`).join('\n');
  const md = `# Backend benchmark (apps/api)

Authenticated requests through the embedded backend over loopback: the built
server (\`node dist/main.js\`, embedded PGlite in a temporary data directory,
NODE_ENV=production) with one signed-up user. Every request verifies the JWT,
opens a transaction, switches to role \`authenticated\` with
\`request.jwt.claims\` set, and lets row-level security filter the rows.

Command (from the repository root):

\`\`\`sh
pnpm --filter @tallyline/api build && pnpm --filter @tallyline/api bench
\`\`\`

Settings: autocannon, ${connections} connections, ${seconds} s per scenario.
Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}
(shared with other work while measured: 1-minute load average ${loadBefore.toFixed(1)} when
the run started, so treat the figures as a floor, not a capacity).
Measured ${new Date().toISOString().slice(0, 10)}.

| Scenario | req/s (mean) | p50 ms | p99 ms | requests | failed |
|---|---|---|---|---|---|
${rows}

Notes: PGlite is one Postgres backend in one session, so requests are
serialised through one transaction at a time; throughput is bounded by that
single backend, not by Node. With \`DATABASE_URL\` the server uses a pool of 10
connections to a PostgreSQL server instead.
`;
  mkdirSync(join(repoRoot, 'docs', 'benchmarks'), { recursive: true });
  writeFileSync(join(repoRoot, 'docs', 'benchmarks', 'api-backend.md'), md);
  console.log('wrote docs/benchmarks/api-backend.md');
  if (results.some((r) => r.non2xx > 0)) {
    console.error('some requests failed');
    process.exitCode = 1;
  }
} finally {
  cleanup();
}
