// Upload-screen benchmark: drop → summary cards (10 MB anonymous, 100 MB signed in), the longest
// main-thread task while parsing, explorer keystroke → rows on the big file, and the initial JS of /app/.
// Needs the built server and app:  pnpm --filter @tallyline/api build && pnpm --filter @tallyline/web build
// Run:  pnpm --filter @tallyline/web bench      (writes docs/benchmarks/web-upload.md)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { generateCsv } from './generate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, '..');
const repo = join(web, '..', '..');
const serverMain = join(web, '..', 'api', 'dist', 'main.js');
const port = Number(process.env.BENCH_PORT ?? 3122);
const base = `http://127.0.0.1:${port}/app/`;
const MB = 1024 * 1024;

if (!existsSync(serverMain) || !existsSync(join(web, 'dist', 'index.html'))) {
  console.error('Build first: pnpm --filter @tallyline/api build && pnpm --filter @tallyline/web build');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'tallyline-bench-'));
const server = spawn(process.execPath, [serverMain], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TALLYLINE_DATA_DIR: join(work, 'data') },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}config.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Initial JavaScript of /app/ (every script fetched by a fresh load, gzip-compressed here). */
async function initialJs(browser) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.body().then((b) => ({ url: res.url(), raw: b.length, gz: gzipSync(b).length })));
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  const list = await Promise.all(scripts);
  await page.close();
  return { files: list.length, raw: list.reduce((s, x) => s + x.raw, 0), gzip: list.reduce((s, x) => s + x.gz, 0) };
}

async function signIn(page) {
  await page.goto(`${base}auth`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('demo@tallyline.example');
  await dialog.getByLabel('Password', { exact: true }).fill('tallyline-demo');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
  await page.goto(base);
}

/** Picks `file` and measures change event → summary cards, and long tasks in between. */
async function upload(page, file) {
  await page.evaluate(() => {
    const w = window;
    w.__bench = { longtasks: [], t0: 0, t1: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: false });
    document.addEventListener('change', () => (w.__bench.t0 = performance.now()), { capture: true, once: true });
    const seen = () => {
      if (!w.__bench.t1 && document.querySelector('[data-testid="summary-cards"]')) w.__bench.t1 = performance.now();
    };
    new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByTestId('summary-cards').waitFor({ timeout: 180_000 });
  await page.locator('.tl-explorer__count').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const b = window.__bench;
    const during = b.longtasks.filter((t) => t.start >= b.t0 && t.start < b.t1);
    const after = b.longtasks.filter((t) => t.start >= b.t1);
    return {
      ms: b.t1 - b.t0,
      longestWhileParsing: Math.max(0, ...during.map((t) => t.duration)),
      longTasksWhileParsing: during.length,
      longestAfterCards: Math.max(0, ...after.map((t) => t.duration)),
    };
  });
}

/** One keystroke in the explorer's search box → the row count text changes. */
async function keystroke(page, key) {
  await page.evaluate(() => {
    const w = window;
    const count = document.querySelector('.tl-explorer__count');
    const box = document.querySelector('.tl-explorer__search');
    w.__key = { t0: 0, t1: 0, before: count.textContent };
    box.addEventListener('input', () => (w.__key.t0 = performance.now()), { capture: true, once: true });
    const obs = new MutationObserver(() => {
      if (count.textContent !== w.__key.before) {
        w.__key.t1 = performance.now();
        obs.disconnect();
      }
    });
    obs.observe(count, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.__key.t1 > 0, null, { timeout: 30_000 });
  return page.evaluate(() => window.__key.t1 - window.__key.t0);
}

const fmt = (ms) => `${Math.round(ms).toLocaleString('en')} ms`;

try {
  await waitForServer();
  const small = join(work, 'bench-10mb.csv');
  const big = join(work, 'bench-100mb.csv');
  const s = await generateCsv(small, 10_000_000, 1);
  const l = await generateCsv(big, 100_000_000, 2);
  console.log(`generated ${s.rows} rows (${(s.bytes / MB).toFixed(1)} MiB) and ${l.rows} rows (${(l.bytes / MB).toFixed(1)} MiB)`);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const js = await initialJs(browser);
  console.log('initial JS', js);

  const ctx1 = await browser.newContext();
  const p1 = await ctx1.newPage();
  await p1.goto(base);
  const r10 = await upload(p1, small);
  console.log('10 MB', r10);
  await ctx1.close();

  const ctx2 = await browser.newContext();
  const p2 = await ctx2.newPage();
  await signIn(p2);
  const r100 = await upload(p2, big);
  console.log('100 MB', r100);
  await p2.locator('.tl-explorer__search').click();
  const keys = [];
  for (const key of ['z', 'Backspace', 'q', 'Backspace', 'L']) keys.push(await keystroke(p2, key));
  console.log('keystrokes', keys);
  await ctx2.close();
  await browser.close();

  const sorted = [...keys].sort((a, b) => a - b);
  const lines = [
    '# Upload screen benchmark (apps/web)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} in headless Debian Chromium on this machine (2 shared cores), against the real server (\`node apps/api/dist/main.js\`) serving the production build.`,
    '',
    'Command (after `pnpm --filter @tallyline/api build && pnpm --filter @tallyline/web build`):',
    '',
    '```sh',
    'pnpm --filter @tallyline/web bench   # node apps/web/bench/run.mjs',
    '```',
    '',
    'Files are generated deterministically by `apps/web/bench/generate.mjs` (date, two categories, integers, decimals, a quoted note with a comma, ~3% empty cells).',
    '',
    '| measure | target | result |',
    '|---|---|---|',
    `| drop → summary cards, 10 MB (${s.rows.toLocaleString('en')} rows, anonymous) | < 2 s | ${fmt(r10.ms)} |`,
    `| drop → summary cards, 100 MB (${l.rows.toLocaleString('en')} rows, signed in) | < 15 s | ${fmt(r100.ms)} |`,
    `| longest main-thread task while parsing, 10 MB | ≤ 200 ms | ${fmt(r10.longestWhileParsing)} (${r10.longTasksWhileParsing} tasks > 50 ms) |`,
    `| longest main-thread task while parsing, 100 MB | ≤ 200 ms | ${fmt(r100.longestWhileParsing)} (${r100.longTasksWhileParsing} tasks > 50 ms) |`,
    `| longest task after the cards appear (first render of chart + explorer), 100 MB | — | ${fmt(r100.longestAfterCards)} |`,
    `| explorer keystroke → updated rows, ${l.rows.toLocaleString('en')} rows (median / max of ${keys.length}) | < 200 ms | ${fmt(sorted[Math.floor(sorted.length / 2)])} / ${fmt(sorted[sorted.length - 1])} |`,
    `| initial JS of /app/ (${js.files} scripts, gzip) | < 300 KB | ${(js.gzip / 1024).toFixed(1)} KB (${(js.raw / 1024).toFixed(1)} KB raw) |`,
    '',
    '"While parsing" = from the file input\'s change event to the summary cards in the DOM (PerformanceObserver `longtask`). The explorer keystroke time runs from the input event to the changed row count, including the search debounce (80 ms above 100,000 rows).',
    '',
  ];
  const out = join(repo, 'docs', 'benchmarks', 'web-upload.md');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, lines.join('\n'));
  console.log(`wrote ${out}`);
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
