// Quality bar for the public site (issue 8): Lighthouse against Debian's Chromium on
// /, /pricing, /blog and /api-docs, plus the initial JavaScript of / (gzip), written to
// docs/benchmarks/site.md.
//
//   pnpm --filter @tallyline/api build && pnpm --filter @tallyline/site build
//   pnpm --filter @tallyline/site bench            (starts the real server on BENCH_PORT, default 3199)
//   SITE_URL=http://localhost:3102 pnpm --filter @tallyline/site bench   (use a running server)
//   LH_PRESET=desktop …                                                  (desktop profile instead of mobile)
//   LH_RUNS=5 …            (runs per page, default 3; pages alternate run by run; the table shows medians)
//   LH_SAVE_DIR=/tmp/lhr … (also keep every run's full Lighthouse JSON there, to see why a page is slow)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = join(siteDir, '..', '..');
const PAGES = ['/', '/pricing', '/blog', '/api-docs'];
const DESKTOP = process.env.LH_PRESET === 'desktop';
const BAR = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--remote-debugging-port=0'];

const children = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopAll);

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}

async function startServer() {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '');
  const port = process.env.BENCH_PORT ?? '3199';
  const server = spawn('node', [join(repoDir, 'apps', 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: port, TALLYLINE_DATA_DIR: mkdtempSync(join(tmpdir(), 'tallyline-site-bench-')) },
    stdio: 'ignore',
  });
  children.push(server);
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/health`, 180_000);
  return base;
}

function startChromium() {
  return new Promise((resolve, reject) => {
    const chrome = spawn('/usr/bin/chromium', [...CHROME_FLAGS, `--user-data-dir=${mkdtempSync(join(tmpdir(), 'tallyline-lh-'))}`, 'about:blank']);
    children.push(chrome);
    let err = '';
    chrome.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    chrome.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${err.slice(-500)}`)));
  });
}

/**
 * Initial JS of /: every script the prerendered page loads up front — its module entry and
 * every modulepreload (the route's own chunk included) — gzip level 9, as the HTML lists them.
 */
function initialJsOfLanding() {
  const dist = join(siteDir, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)];
  const files = [...new Set(tags.map((m) => m[1]))];
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  const raw = files.reduce((n, f) => n + readFileSync(join(dist, f)).length, 0);
  return { files, gzip, raw };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const SAVE_DIR = process.env.LH_SAVE_DIR;
const loadAtStart = loadavg()[0];
const profile = DESKTOP ? 'desktop' : 'mobile';

const base = await startServer();
const port = await startChromium();
const runs = Object.fromEntries(PAGES.map((p) => [p, []]));
// Pages alternate run by run, so a burst of load on the shared machine hits every page alike.
for (let run = 1; run <= RUNS; run++) {
  for (const path of PAGES) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(BAR) };
    const { lhr } = await lighthouse(base + path, flags, DESKTOP ? desktopConfig : undefined);
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      writeFileSync(join(SAVE_DIR, `${profile}${path.replace(/\//g, '_') || '_'}-${run}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(Object.keys(BAR).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id);
    const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
    runs[path].push({ scores, cpu: lhr.environment.benchmarkIndex, fcp: ms('first-contentful-paint'), lcp: ms('largest-contentful-paint'), tbt: ms('total-blocking-time'), cls: ms('cumulative-layout-shift'), failing });
    console.log(`run ${run}/${RUNS}`, path, scores, `LCP ${Math.round(ms('largest-contentful-paint'))} ms, TBT ${Math.round(ms('total-blocking-time'))} ms`);
  }
}
/** Per page: the median of every score and timing; the audits that failed in at least half the runs. */
const rows = PAGES.map((path) => {
  const rs = runs[path];
  const scores = Object.fromEntries(Object.keys(BAR).map((c) => [c, median(rs.map((r) => r.scores[c]))]));
  const counts = new Map();
  for (const id of rs.flatMap((r) => r.failing)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const failing = [...counts].filter(([, n]) => n * 2 >= rs.length).map(([id]) => id);
  const pick = (k) => median(rs.map((r) => r[k]));
  return { path, scores, perfRuns: rs.map((r) => r.scores.performance), cpu: pick('cpu'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), failing };
});
stopAll();

const js = initialJsOfLanding();
const meets = (r) => Object.entries(BAR).every(([c, min]) => r.scores[c] >= min);
const kb = (n) => (n / 1024).toFixed(1);
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
const section = `<!-- ${profile} -->
## Lighthouse, ${profile} profile

Lighthouse ${JSON.parse(readFileSync(join(siteDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version} (npm package, ${DESKTOP ? 'desktop preset' : 'default mobile profile'}, simulated throttling)
against Debian Chromium (\`/usr/bin/chromium\`, headless), served by the real server (\`apps/api/dist/main.js\`).
Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on the shared 2-core development machine (load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end).
Command: \`${DESKTOP ? 'LH_PRESET=desktop ' : ''}LH_RUNS=${RUNS} pnpm --filter @tallyline/site bench\`. ${RUNS} runs per page, pages alternating; every figure is the median of the runs
(performance of each run in brackets); the last column lists the audits that failed in at least half of them.
"CPU index" is Lighthouse's benchmarkIndex of the machine during the run (higher is faster; it falls as the
shared machine gets busier, and TBT rises with it).

| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | CPU index | meets bar | audits below 100 % |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| \`${r.path}\` | ${r.scores.performance} (${r.perfRuns.join(', ')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${sec(r.fcp)} | ${sec(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.cpu)} | ${meets(r) ? 'yes' : '**no**'} | ${r.failing.join(', ') || '—'} |`).join('\n')}
<!-- /${profile} -->`;
const file = join(repoDir, 'docs', 'benchmarks', 'site.md');
let previous = '';
try {
  previous = readFileSync(file, 'utf8');
} catch {
  // first run
}
const keep = (p) => new RegExp(`<!-- ${p} -->[\\s\\S]*?<!-- /${p} -->`).exec(previous)?.[0];
const sections = { mobile: keep('mobile'), desktop: keep('desktop'), notes: keep('notes'), [profile]: section };
const md = `# Public site benchmarks

Build first: \`pnpm --filter @tallyline/api build && pnpm --filter @tallyline/site build\`, then
\`pnpm --filter @tallyline/site bench\` (mobile) and \`LH_PRESET=desktop pnpm --filter @tallyline/site bench\`.
Bar (issue 8): performance ≥ ${BAR.performance}, accessibility ${BAR.accessibility}, best practices ≥ ${BAR['best-practices']}, SEO ${BAR.seo};
initial JavaScript of / under 100 KB gzip.

## Initial JavaScript of /

Every script the prerendered \`/\` loads up front (its module entry and every modulepreload), gzip level 9, per file:
**${kb(js.gzip)} KB gzip** (${kb(js.raw)} KB raw) — ${js.files.map((f) => `\`${f}\``).join(', ')}.

${[sections.mobile, sections.desktop, sections.notes].filter(Boolean).join('\n\n')}
`;
mkdirSync(join(repoDir, 'docs', 'benchmarks'), { recursive: true });
writeFileSync(file, md);
console.log(`initial JS of /: ${kb(js.gzip)} KB gzip`);
console.log('wrote docs/benchmarks/site.md');
process.exit(0);
