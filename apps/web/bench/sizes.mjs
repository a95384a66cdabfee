// Issue 15: the upload screen on 10 MB, 100 MB and 1 GB files, one Chromium, one file at a time:
// file input change → summary cards, the longest main-thread task while parsing and after the cards, the
// sample notice (1 GB: a 2,000,000-row sample of every row), and Chromium's memory — the peak resident set
// of the tab's renderer process (page + parse worker) and of all of this run's Chromium processes, polled
// from /proc every 200 ms. Files are generated into a temp dir and deleted with it.
// Run:  node apps/web/bench/sizes.mjs   (needs the built api and web; writes the sizes section of
//       docs/benchmarks/web-upload.md)
// Env:  BENCH_PORT (3151), BENCH_SIZES ("10,100,1000", MB), BENCH_RUNS (1)
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCsv } from './generate.mjs';
import { launchChromium, load, median, ms, repoDir, signIn, startServer } from './harness.mjs';
import { uploadFile } from './upload.mjs';

const port = Number(process.env.BENCH_PORT ?? 3151);
const sizes = (process.env.BENCH_SIZES ?? '10,100,1000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 1);
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

const { base, work, stop } = await startServer(port);
let browser;
const results = [];
const loads = [load()];
try {
  browser = await launchChromium();
  for (const size of sizes) {
    const file = join(work, `bench-${size}mb.csv`);
    const g = await generateCsv(file, size * MB, 2);
    console.log(`generated ${g.rows} rows (${g.bytes} B)`);
    const rounds = [];
    for (let round = 1; round <= runs; round++) {
      const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await ctx.newPage();
      page.setDefaultTimeout(600_000);
      if (size > 10) await signIn(page, base);
      else await page.goto(base);
      const done = watchMemory();
      const r = await uploadFile(page, file, 2000, 900_000);
      r.peak = done();
      r.notice = (await page.getByTestId('sample-notice').count()) ? await page.getByTestId('sample-notice').textContent() : null;
      r.rowsCard = await page.locator('.tl-upload-summary__card').first().locator('.tl-upload-summary__value').textContent();
      r.crashed = page.isClosed();
      rounds.push(r);
      console.log(`${size} MB round ${round}`, JSON.stringify(r));
      await ctx.close();
      loads.push(load());
    }
    results.push({ size, rows: g.rows, bytes: g.bytes, rounds });
    rmSync(file, { force: true });
  }
} finally {
  await browser?.close();
  stop();
}

const date = new Date().toISOString().slice(0, 10);
const mib = (b) => `${Math.round(b / MiB).toLocaleString('en')} MiB`;
const lines = [
  '<!-- sizes:start (written by apps/web/bench/sizes.mjs) -->',
  '## 10 MB / 100 MB / 1 GB uploads (issue 15)',
  '',
  `Measured ${date} in headless Debian Chromium on this machine (2 shared cores, other sessions busy), production build served by`,
  `\`node apps/api/dist/main.js\`; ${runs} round(s) per size, one file at a time (10 MB anonymous, the others signed in as the demo user);`,
  `load average (1 min) before and after each round: ${loads.join(', ')}.`,
  '',
  '```sh',
  'pnpm turbo run build --filter=@tallyline/web --filter=@tallyline/api',
  `BENCH_SIZES=${sizes.join(',')} BENCH_RUNS=${runs} node apps/web/bench/sizes.mjs`,
  '```',
  '',
  'Files from `apps/web/bench/generate.mjs` (seed 2; a date, two categories, integers, decimals, a quoted per-row note, ~3% empty cells).',
  'A CSV over 128 MiB is parsed by core\'s `parseCsvSampled` in the worker: exact aggregates over every row and a seeded uniform',
  'sample of at most 2,000,000 rows (or 256 MiB of row text) for the explorer and the chart.',
  '',
  '| file | rows | drop → cards (median) | longest task while parsing | longest task after cards | peak renderer RSS (tab + worker) | peak Chromium RSS (all processes) | rows card | sample notice |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...results.map((x) => {
    const r = x.rounds;
    return `| ${x.size >= 1000 ? `${x.size / 1000} GB` : `${x.size} MB`} (${(x.bytes / MB).toFixed(0)} MB) | ${x.rows.toLocaleString('en')} | ${ms(median(r.map((y) => y.ms)))} | ${ms(median(r.map((y) => y.longestWhileParsing)))} | ${ms(median(r.map((y) => y.longestAfterCards)))} | ${mib(median(r.map((y) => y.peak.renderer)))} | ${mib(median(r.map((y) => y.peak.total)))} | ${r[0].rowsCard} | ${r[0].notice ?? '—'} |`;
  }),
  '',
  'Every round: ' + results.map((x) => `${x.size} MB ${x.rounds.map((y) => `${Math.round(y.ms)} ms`).join(' / ')}`).join('; ') + '.',
  '<!-- sizes:end -->',
  '',
];
const doc = join(repoDir, 'docs', 'benchmarks', 'web-upload.md');
const old = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
const kept = old.replace(/<!-- sizes:start[\s\S]*?<!-- sizes:end -->\n?/, '').trimEnd();
writeFileSync(doc, `${kept}\n\n${lines.join('\n')}`);
writeFileSync('/tmp/tallyline-scale-web-sizes.json', JSON.stringify({ date, loads, results }, null, 1));
console.log('wrote the sizes section of docs/benchmarks/web-upload.md');
