// Quality bar for the public site (issues 8 and 16): Lighthouse against Debian's Chromium on
// /, /pricing, /blog and /api-docs, plus the initial JavaScript of / (gzip), written to
// docs/benchmarks/site.md.
//
//   pnpm --filter @tallyline/api build && pnpm --filter @tallyline/site build
//   pnpm --filter @tallyline/site bench            (starts the real server on BENCH_PORT, default 3199)
//   SITE_URL=http://localhost:3102 pnpm --filter @tallyline/site bench   (use a running server)
//   LH_PRESET=desktop …                                                  (desktop profile instead of mobile)
//   LH_RUNS=5 …            (runs per page, default 3; pages alternate run by run; the table shows medians)
//   LH_SAVE_DIR=/tmp/lhr … (also keep every run's full Lighthouse JSON there, to see why a page is slow)
//   LH_BASELINE_DIR=/tmp/old/apps/site/dist …  (also serve an earlier build from a second server and
//                          measure it in the same run, alternating with this one: a side-by-side table)
//   LH_LOAD=2 …            (keep N busy processes running while measuring: the shared machine's load, made repeatable)
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

/** The real server on `port`, serving the site from `siteDir` (this build unless given). */
async function startServer(port, siteDirOverride) {
  const server = spawn('node', [join(repoDir, 'apps', 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      TALLYLINE_DATA_DIR: mkdtempSync(join(tmpdir(), 'tallyline-site-bench-')),
      ...(siteDirOverride ? { TALLYLINE_SITE_DIR: siteDirOverride } : {}),
    },
    stdio: 'ignore',
  });
  children.push(server);
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/health`, 180_000);
  return base;
}

/** N processes that keep a core busy each, so a measurement can be repeated under known contention. */
function startLoad(n) {
  for (let i = 0; i < n; i++) children.push(spawn('node', ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
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
 * Initial JS of /: every script the prerendered page loads without an interaction — its module entry
 * and its modulepreloads (fetched with the page), and the chunks its after-load meta lists (React DOM
 * and the hydration code, preloaded once the page has loaded) — gzip level 9, as the HTML lists them.
 */
function initialJsOfLanding() {
  const dist = join(siteDir, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)];
  const afterLoadMeta = /<meta name="tallyline-after-load-preloads" content="([^"]*)"/.exec(html);
  const size = (files) => ({
    files,
    gzip: files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0),
    raw: files.reduce((n, f) => n + readFileSync(join(dist, f)).length, 0),
  });
  const withPage = size([...new Set(tags.map((m) => m[1]))]);
  const afterLoad = size((afterLoadMeta?.[1] ?? '').split(/\s+/).filter(Boolean).map((f) => f.replace(/^\//, '')));
  return { withPage, afterLoad, gzip: withPage.gzip + afterLoad.gzip, raw: withPage.raw + afterLoad.raw };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const SAVE_DIR = process.env.LH_SAVE_DIR;
const loadAtStart = loadavg()[0];
const profile = DESKTOP ? 'desktop' : 'mobile';

const BASELINE_DIR = process.env.LH_BASELINE_DIR;
const LOAD = Math.max(0, Number(process.env.LH_LOAD ?? 0));
const benchPort = Number(process.env.BENCH_PORT ?? 3199);
/** What is measured: this build, and an earlier one side by side when LH_BASELINE_DIR is set. */
const targets = [
  { name: 'this build', base: process.env.SITE_URL ? process.env.SITE_URL.replace(/\/$/, '') : await startServer(benchPort) },
  ...(BASELINE_DIR ? [{ name: 'baseline', base: await startServer(benchPort + 1, BASELINE_DIR) }] : []),
];
startLoad(LOAD);
const port = await startChromium();
const runs = Object.fromEntries(targets.map((t) => [t.name, Object.fromEntries(PAGES.map((p) => [p, []]))]));
// Pages (and builds) alternate run by run, so a burst of load on the shared machine hits all alike.
for (let run = 1; run <= RUNS; run++) {
  for (const path of PAGES) {
    for (const target of run % 2 ? targets : [...targets].reverse()) {
      const flags = { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(BAR) };
      const { lhr } = await lighthouse(target.base + path, flags, DESKTOP ? desktopConfig : undefined);
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        writeFileSync(join(SAVE_DIR, `${target.name === 'baseline' ? 'baseline-' : ''}${profile}${path.replace(/\//g, '_') || '_'}-${run}.json`), JSON.stringify(lhr));
      }
      const scores = Object.fromEntries(Object.keys(BAR).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
      const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
      runs[target.name][path].push({ scores, cpu: lhr.environment.benchmarkIndex, fcp: ms('first-contentful-paint'), lcp: ms('largest-contentful-paint'), tbt: ms('total-blocking-time'), cls: ms('cumulative-layout-shift'), failing });
      console.log(`run ${run}/${RUNS}`, target.name, path, scores, `LCP ${Math.round(ms('largest-contentful-paint'))} ms, TBT ${Math.round(ms('total-blocking-time'))} ms`);
    }
  }
}
/** Per page: the median of every score and timing; the audits that failed in at least half the runs. */
const summarise = (byPage) => PAGES.map((path) => {
  const rs = byPage[path];
  const scores = Object.fromEntries(Object.keys(BAR).map((c) => [c, median(rs.map((r) => r.scores[c]))]));
  const counts = new Map();
  for (const id of rs.flatMap((r) => r.failing)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const failing = [...counts].filter(([, n]) => n * 2 >= rs.length).map(([id]) => id);
  const pick = (k) => median(rs.map((r) => r[k]));
  return { path, scores, perfRuns: rs.map((r) => r.scores.performance), cpu: pick('cpu'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), failing };
});
const rows = summarise(runs['this build']);
const baselineRows = BASELINE_DIR ? summarise(runs.baseline) : null;
stopAll();

const js = initialJsOfLanding();
const meets = (r) => Object.entries(BAR).every(([c, min]) => r.scores[c] >= min);
const kb = (n) => (n / 1024).toFixed(1);
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
const command = [DESKTOP && 'LH_PRESET=desktop', `LH_RUNS=${RUNS}`, LOAD && `LH_LOAD=${LOAD}`, BASELINE_DIR && `LH_BASELINE_DIR=${BASELINE_DIR}`, 'pnpm --filter @tallyline/site bench'].filter(Boolean).join(' ');
const key = `${profile}${LOAD ? `-load${LOAD}` : ''}`;
const section = `<!-- ${key} -->
## Lighthouse, ${profile} profile${LOAD ? `, under load (${LOAD} busy processes)` : ''}

Lighthouse ${JSON.parse(readFileSync(join(siteDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version} (npm package, ${DESKTOP ? 'desktop preset' : 'default mobile profile'}, simulated throttling)
against Debian Chromium (\`/usr/bin/chromium\`, headless), served by the real server (\`apps/api/dist/main.js\`).
Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on the shared 2-core development machine (load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end).
Command: \`${command}\`. ${RUNS} runs per page, pages alternating${LOAD ? `, with ${LOAD} busy processes running throughout (LH_LOAD)` : ''}; every figure is the median of the runs
(performance of each run in brackets); the last column lists the audits that failed in at least half of them.
"CPU index" is Lighthouse's benchmarkIndex of the machine during the run (higher is faster; it falls as the
shared machine gets busier, and TBT rises with it).

| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | CPU index | meets bar | audits below 100 % |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| \`${r.path}\` | ${r.scores.performance} (${r.perfRuns.join(', ')}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${sec(r.fcp)} | ${sec(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.cpu)} | ${meets(r) ? 'yes' : '**no**'} | ${r.failing.join(', ') || '—'} |`).join('\n')}
${baselineRows ? `
Side by side in the same run, the baseline build (\`LH_BASELINE_DIR=${BASELINE_DIR}\`) served by a second server,
alternating with this build page by page:

| page | performance: baseline → this build | TBT: baseline → this build | LCP: baseline → this build |
|---|---|---|---|
${baselineRows.map((b, i) => { const r = rows[i]; return `| \`${r.path}\` | ${b.scores.performance} (${b.perfRuns.join(', ')}) → ${r.scores.performance} (${r.perfRuns.join(', ')}) | ${Math.round(b.tbt)} → ${Math.round(r.tbt)} ms | ${sec(b.lcp)} → ${sec(r.lcp)} |`; }).join('\n')}
` : ''}<!-- /${key} -->`;
const file = join(repoDir, 'docs', 'benchmarks', 'site.md');
let previous = '';
try {
  previous = readFileSync(file, 'utf8');
} catch {
  // first run
}
// Every measured section is kept between runs (mobile, desktop, each load level, the notes); this run
// replaces its own. Mobile first, then desktop, the notes last.
const sections = new Map([...previous.matchAll(/<!-- ([\w-]+) -->[\s\S]*?<!-- \/\1 -->/g)].map((m) => [m[1], m[0]]));
sections.set(key, section);
const order = (k) => (k === 'notes' ? 2 : k.startsWith('desktop') ? 1 : 0);
const ordered = [...sections].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b)).map(([, text]) => text);
const md = `# Public site benchmarks

Build first: \`pnpm --filter @tallyline/api build && pnpm --filter @tallyline/site build\`, then
\`pnpm --filter @tallyline/site bench\` (mobile) and \`LH_PRESET=desktop pnpm --filter @tallyline/site bench\`.
Bar (issues 8 and 16): performance ≥ ${BAR.performance}, accessibility ${BAR.accessibility}, best practices ≥ ${BAR['best-practices']}, SEO ${BAR.seo};
initial JavaScript of / under 100 KB gzip.

## Initial JavaScript of /

Every script the prerendered \`/\` loads without an interaction, gzip level 9, per file:
**${kb(js.gzip)} KB gzip** (${kb(js.raw)} KB raw) in all. With the page (its module entry and its modulepreloads, low priority):
${kb(js.withPage.gzip)} KB — ${js.withPage.files.map((f) => `\`${f}\``).join(', ')}. Once the page has loaded (the after-load
preloads: React DOM and the hydration code, fetched and compiled but run only when an island hydrates):
${kb(js.afterLoad.gzip)} KB — ${js.afterLoad.files.map((f) => `\`${f}\``).join(', ') || 'none'}.

${ordered.join('\n\n')}
`;
mkdirSync(join(repoDir, 'docs', 'benchmarks'), { recursive: true });
writeFileSync(file, md);
console.log(`initial JS of /: ${kb(js.gzip)} KB gzip (${kb(js.withPage.gzip)} KB with the page, ${kb(js.afterLoad.gzip)} KB after load)`);
console.log('wrote docs/benchmarks/site.md');
process.exit(0);
