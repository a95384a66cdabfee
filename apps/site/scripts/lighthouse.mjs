// Quality bar for the public site (issue 8): Lighthouse against Debian's Chromium on
// /, /pricing, /blog and /api-docs, plus the initial JavaScript of / (gzip), written to
// docs/benchmarks/site.md.
//
//   pnpm --filter @tallyline/api build && pnpm --filter @tallyline/site build
//   pnpm --filter @tallyline/site bench            (starts the real server on BENCH_PORT, default 3199)
//   SITE_URL=http://localhost:3102 pnpm --filter @tallyline/site bench   (use a running server)
//   LH_PRESET=desktop …                                                  (desktop profile instead of mobile)
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

/** Initial JS of /: the entry chunk and everything it imports statically (the modulepreloads), gzip. */
function initialJsOfLanding() {
  const dist = join(siteDir, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const [entryKey] = Object.entries(manifest).find(([, v]) => v.isEntry);
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  walk(entryKey);
  const files = [...seen].map((k) => manifest[k].file);
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  const raw = files.reduce((n, f) => n + readFileSync(join(dist, f)).length, 0);
  return { files, gzip, raw };
}

const base = await startServer();
const port = await startChromium();
const rows = [];
for (const path of PAGES) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(BAR) };
  const result = await lighthouse(base + path, flags, DESKTOP ? desktopConfig : undefined);
  const lhr = result.lhr;
  const scores = Object.fromEntries(Object.keys(BAR).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => a.id);
  rows.push({ path, scores, lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '', tbt: lhr.audits['total-blocking-time']?.displayValue ?? '', cls: lhr.audits['cumulative-layout-shift']?.displayValue ?? '', failing });
  console.log(path, scores, lhr.audits['largest-contentful-paint']?.displayValue, failing.join(' '));
}
stopAll();

const js = initialJsOfLanding();
const meets = (r) => Object.entries(BAR).every(([c, min]) => r.scores[c] >= min);
const kb = (n) => (n / 1024).toFixed(1);
const profile = DESKTOP ? 'desktop' : 'mobile';
const section = `<!-- ${profile} -->
## Lighthouse, ${profile} profile

Lighthouse ${JSON.parse(readFileSync(join(siteDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version} (npm package, ${DESKTOP ? 'desktop preset' : 'default mobile profile'}, simulated throttling)
against Debian Chromium (\`/usr/bin/chromium\`, headless), served by the real server (\`apps/api/dist/main.js\`).
Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on the shared 2-core development machine (load average ${loadavg()[0].toFixed(1)} at the end of the run).
Command: \`${DESKTOP ? 'LH_PRESET=desktop ' : ''}pnpm --filter @tallyline/site bench\`.

| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | meets bar | audits below 100 % |
|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${meets(r) ? 'yes' : '**no**'} | ${r.failing.join(', ') || '—'} |`).join('\n')}
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

The entry chunk and every chunk it imports statically (what \`/\` modulepreloads), gzip level 9, per file:
**${kb(js.gzip)} KB gzip** (${kb(js.raw)} KB raw) — ${js.files.map((f) => `\`${f}\``).join(', ')}.

${[sections.mobile, sections.desktop, sections.notes].filter(Boolean).join('\n\n')}
`;
mkdirSync(join(repoDir, 'docs', 'benchmarks'), { recursive: true });
writeFileSync(file, md);
console.log(`initial JS of /: ${kb(js.gzip)} KB gzip`);
console.log('wrote docs/benchmarks/site.md');
process.exit(0);
