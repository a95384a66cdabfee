// Issue 15: the upload screen on 10 MB, 100 MB and 1 GB files, one Chromium, one file at a time:
// file input change → summary cards, the longest main-thread task while parsing and after the cards, the
// sample notice (1 GB: a 2,000,000-row sample of every row), and Chromium's memory — the peak resident set
// of the tab's renderer process (page + parse worker) and of all of this run's Chromium processes, polled
// from /proc every 200 ms. Files are generated into a temp dir and deleted with it.
// Side by side (issue 15: "with the previous release's build"): BENCH_BASELINE_DIR names another checkout with
// its api and web built (e.g. the commit before the issue-15 work); both servers run, and every round uploads
// the file to each build in turn, alternating which goes first. A tab that crashes, an upload error and a
// timeout are recorded as that run's outcome, not as a failure of the bench.
// Run:  node apps/web/bench/sizes.mjs   (needs the built api and web; writes the sizes section of
//       docs/benchmarks/web-upload.md, keeping the notes between <!-- sizes:notes --> and <!-- sizes:end -->)
// Env:  BENCH_PORT (3151), BENCH_SIZES ("10,100,1000", MB), BENCH_RUNS (1), BENCH_RUNS_<size> (e.g. BENCH_RUNS_1000=1),
//       BENCH_BASELINE_DIR (none), BENCH_BASELINE_PORT (BENCH_PORT + 1), BENCH_TIMEOUT_S (per upload; 900),
//       BENCH_BASELINE_APP_DIR (instead of a baseline checkout: another build's apps/web/dist, served by this checkout's api —
//       for changes to the app only), BENCH_BASELINE_NAME (what that build is, e.g. its commit),
//       BENCH_SETTLE_MS (2000: the time after the explorer appears in which long tasks count as after the cards)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateCsv } from './generate.mjs';
import { launchChromium, load, median, ms, repoDir, signIn, startServer } from './harness.mjs';
import { uploadFile } from './upload.mjs';

const port = Number(process.env.BENCH_PORT ?? 3151);
const sizes = (process.env.BENCH_SIZES ?? '10,100,1000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const runsOf = (size) => Number(process.env[`BENCH_RUNS_${size}`] ?? runs);
const baselineDir = process.env.BENCH_BASELINE_DIR ? resolve(process.env.BENCH_BASELINE_DIR) : null;
const baselineAppDir = process.env.BENCH_BASELINE_APP_DIR ? resolve(process.env.BENCH_BASELINE_APP_DIR) : null;
const baselinePort = Number(process.env.BENCH_BASELINE_PORT ?? port + 1);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 900) * 1000;
// How long after the explorer appears long tasks still count as 'after the cards': a signed-in upload saves its row and
// its file a few seconds later (after the worker's fingerprint), on a loaded machine past the old fixed 2 s.
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 2000);
const MB = 1_000_000;
const MiB = 1024 * 1024;

/** Descendants of this process that are Chromium, with their RSS (bytes) and whether each is a renderer. */
function chromiumMemory() {
  const parent = new Map();
  const info = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(d), ppid);
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${d}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      info.set(Number(d), { rss, renderer: cmd.includes('--type=renderer') });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  let renderer = 0;
  for (const [pid, x] of info) {
    let p = pid;
    while (p > 1 && p !== process.pid) p = parent.get(p) ?? 1;
    if (p !== process.pid) continue;
    total += x.rss;
    if (x.renderer) renderer = Math.max(renderer, x.rss);
  }
  return { total, renderer };
}

function watchMemory() {
  const peak = { total: 0, renderer: 0 };
  const timer = setInterval(() => {
    const m = chromiumMemory();
    peak.total = Math.max(peak.total, m.total);
    peak.renderer = Math.max(peak.renderer, m.renderer);
  }, 200);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** The checked-out commit of `dir`: short hash and subject. */
function commitOf(dir) {
  try {
    const [hash, subject] = execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h%n%s'], { encoding: 'utf8' }).split('\n');
    return { hash, subject: subject.length > 90 ? `${subject.slice(0, 90)}…` : subject };
  } catch {
    return { hash: '?', subject: '' };
  }
}

/** One upload in a fresh context: the measures, or the run's outcome when the tab crashed, the app refused or it timed out. */
async function uploadOnce(browser, build, size, file) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  let crashed = false;
  page.on('crash', () => (crashed = true));
  page.setDefaultTimeout(timeoutMs);
  const done = watchMemory();
  let r;
  let phase = 'opening the app';
  try {
    if (size > 10) await signIn(page, build.base);
    else await page.goto(build.base);
    phase = 'upload';
    r = await uploadFile(page, file, settleMs, timeoutMs);
    r.notice = (await page.getByTestId('sample-notice').count()) ? await page.getByTestId('sample-notice').textContent() : null;
    r.rowsCard = await page.locator('.tl-upload-summary__card').first().locator('.tl-upload-summary__value').textContent();
    r.outcome = 'ok';
  } catch (error) {
    const message = String(error?.message ?? error).split('\n')[0];
    const outcome = crashed || /crash/i.test(message) ? 'tab crashed' : /timeout/i.test(message) ? `timed out (${timeoutMs / 1000} s)` : message.slice(0, 160);
    r = { outcome: phase === 'upload' ? outcome : `${phase} failed: ${outcome}` };
  }
  r.peak = done();
  await ctx.close().catch(() => {});
  return r;
}

const builds = [{ name: 'this build', dir: repoDir, port }];
if (baselineDir) builds.push({ name: 'previous build', dir: baselineDir, port: baselinePort });
else if (baselineAppDir) builds.push({ name: 'previous build', dir: repoDir, appDir: baselineAppDir, port: baselinePort });
for (const b of builds) b.commit = b.appDir ? { hash: process.env.BENCH_BASELINE_NAME ?? '?', subject: `app build in ${b.appDir}` } : commitOf(b.dir);
const work = [];
let browser;
const results = [];
const loads = [load()];
const rawFile = '/tmp/tallyline-scale-web-sizes.json';
try {
  for (const b of builds) {
    const s = await startServer(b.port, b.dir, b.appDir ? { TALLYLINE_APP_DIR: b.appDir } : {});
    Object.assign(b, { base: s.base, stop: s.stop });
    work.push(s.work);
  }
  browser = await launchChromium();
  for (const size of sizes) {
    const file = join(work[0], `bench-${size}mb.csv`);
    const g = await generateCsv(file, size * MB, 2);
    console.log(`generated ${g.rows} rows (${g.bytes} B)`);
    const entry = { size, rows: g.rows, bytes: g.bytes, rounds: Object.fromEntries(builds.map((b) => [b.name, []])) };
    results.push(entry);
    for (let round = 1; round <= runsOf(size); round++) {
      // alternate which build goes first, so neither always gets the fresher machine
      const order = round % 2 === 1 ? builds : [...builds].reverse();
      for (const b of order) {
        const r = await uploadOnce(browser, b, size, file);
        entry.rounds[b.name].push(r);
        console.log(`${size} MB round ${round} ${b.name}`, JSON.stringify(r));
        loads.push(load());
        writeFileSync(rawFile, JSON.stringify({ builds: builds.map(({ name, dir, commit }) => ({ name, dir, commit })), loads, results }, null, 1));
      }
    }
    rmSync(file, { force: true });
  }
} finally {
  await browser?.close();
  for (const b of builds) b.stop?.();
}

const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const mib = (b) => `${Math.round(b / MiB).toLocaleString('en')} MiB`;
const sizeName = (x) => (x.size >= 1000 ? `${x.size / 1000} GB` : `${x.size} MB`);
/** Median of the finished runs' `pick`, formatted; a dash when none finished. */
const med = (ok, pick, fmt) => (ok.length ? fmt(median(ok.map(pick))) : '—');
const outcomes = (rs) => {
  const counts = new Map();
  for (const r of rs) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  return [...counts].map(([o, n]) => `${o === 'ok' ? 'cards' : o} ${n}/${rs.length}`).join(', ');
};
const tableRows = [];
const ratios = [];
for (const x of results) {
  for (const b of builds) {
    const rs = x.rounds[b.name];
    const ok = rs.filter((r) => r.outcome === 'ok');
    tableRows.push(
      `| ${sizeName(x)} | ${b.name} (${b.commit.hash}) | ${outcomes(rs)} | ${med(ok, (y) => y.ms, ms)} | ${med(ok, (y) => y.longestWhileParsing, ms)} | ${med(ok, (y) => y.longestAfterCards, ms)} | ${mib(median(rs.map((y) => y.peak.renderer)))} | ${mib(median(rs.map((y) => y.peak.total)))} | ${ok[0]?.rowsCard ?? '—'} | ${ok[0]?.notice ?? '—'} |`,
    );
  }
  if (builds.length === 2) {
    const [a, p] = builds.map((b) => x.rounds[b.name].filter((r) => r.outcome === 'ok'));
    if (a.length && p.length) {
      const ratio = (pick) => (median(a.map(pick)) / Math.max(1, median(p.map(pick)))).toFixed(2);
      ratios.push(`${sizeName(x)}: drop → cards ${ratio((y) => y.ms)}×, longest task while parsing ${ratio((y) => y.longestWhileParsing)}×, longest task after the cards ${ratio((y) => y.longestAfterCards)}×, peak renderer RSS ${ratio((y) => y.peak.renderer)}×`);
    } else if (a.length) ratios.push(`${sizeName(x)}: the previous build did not reach the cards (${outcomes(x.rounds[builds[1].name])})`);
  }
}
const command = [
  baselineDir ? `BENCH_BASELINE_DIR=${baselineDir} ` : baselineAppDir ? `BENCH_BASELINE_APP_DIR=${baselineAppDir} ` : '',
  `BENCH_SIZES=${sizes.join(',')} BENCH_RUNS=${runs}`,
  ...sizes.filter((z) => runsOf(z) !== runs).map((z) => ` BENCH_RUNS_${z}=${runsOf(z)}`),
  ' node apps/web/bench/sizes.mjs',
].join('');
const lines = [
  '<!-- sizes:start (written by apps/web/bench/sizes.mjs) -->',
  '## 10 MB / 100 MB / 1 GB uploads (issue 15)',
  '',
  `Measured ${when} UTC in headless Debian Chromium on this machine (2 shared cores, other sessions busy), production builds served by`,
  `their own \`node apps/api/dist/main.js\`; one file at a time, 10 MB anonymous, the others signed in as the demo user, each upload in a fresh`,
  `browser context. ${builds.length === 2 ? 'Every round uploads the file to both builds, alternating which goes first; ' : ''}rounds per size: ${sizes.map((z) => `${sizeName({ size: z })} ${runsOf(z)}`).join(', ')}.`,
  `Load average (1 min) before and after each upload: ${loads.join(', ')}.`,
  '',
  ...builds.map((b) => `- ${b.name}: \`${b.commit.hash}\` ${b.commit.subject}`),
  '',
  '```sh',
  'pnpm turbo run build --filter=@tallyline/web --filter=@tallyline/api',
  ...(baselineDir
    ? [
        `git clone -q . ${baselineDir} && git -C ${baselineDir} checkout -q ${builds[1].commit.hash}   # the previous build`,
        `(cd ${baselineDir} && pnpm install --frozen-lockfile && pnpm turbo run build --filter=@tallyline/web --filter=@tallyline/api)`,
      ]
    : []),
  command,
  '```',
  '',
  'Files from `apps/web/bench/generate.mjs` (seed 2; a date, two categories, integers, decimals, a quoted per-row note, ~3% empty cells).',
  "This build parses a CSV over 128 MiB with core's `parseCsvSampled` in the worker: exact aggregates over every row and a seeded uniform",
  'sample of at most 2,000,000 rows (or 256 MiB of row text) for the explorer and the chart.',
  'Outcome counts the runs that reached the summary cards; times are medians of those runs, memory the median peak of all runs.',
  '',
  '| file | build | outcome | drop → cards (median) | longest task while parsing | longest task after cards | peak renderer RSS (tab + worker) | peak Chromium RSS (all processes) | rows card | sample notice |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|---|',
  ...tableRows,
  '',
  ...(ratios.length ? ['This build ÷ previous build (medians): ' + ratios.join('; ') + '.', ''] : []),
  'Every run (ms to the cards, or the outcome): ' +
    results
      .map((x) => `${sizeName(x)} ${builds.map((b) => `${b.name} ${x.rounds[b.name].map((y) => (y.outcome === 'ok' ? Math.round(y.ms) : y.outcome)).join(' / ')}`).join(', ')}`)
      .join('; ') +
    '.',
];
const doc = join(repoDir, 'docs', 'benchmarks', 'web-upload.md');
const old = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
// notes written by hand after a run (between <!-- sizes:notes --> and <!-- sizes:end -->) are kept
const notes = /<!-- sizes:notes -->[\s\S]*?(?=<!-- sizes:end -->)/.exec(old)?.[0] ?? '<!-- sizes:notes -->\n';
const kept = old.replace(/<!-- sizes:start[\s\S]*?<!-- sizes:end -->\n?/, '').trimEnd();
writeFileSync(doc, `${kept}\n\n${lines.join('\n')}\n${notes}<!-- sizes:end -->\n`);
console.log(`wrote the sizes section of docs/benchmarks/web-upload.md (raw runs: ${rawFile})`);
