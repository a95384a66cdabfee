// Steps benchmark (issue 7): each workflow step renders within 1 s after 'Continue' for a 100 MB
// dataset in headless Chromium, and its charts draw at most a few hundred marks.
// Needs the built server and app:  pnpm --filter @tallyline/api build && pnpm --filter @tallyline/web build
// Run:  node apps/web/bench/steps.mjs      (writes docs/benchmarks/web-steps.md)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { generateCsv } from './generate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, '..');
const repo = join(web, '..', '..');
const serverMain = join(web, '..', 'api', 'dist', 'main.js');
const port = Number(process.env.BENCH_PORT ?? 3124);
const base = `http://127.0.0.1:${port}/app/`;
const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.BENCH_STEPS_MB ?? 100);
/** How long the "user" looks at a screen before pressing Continue (the app computes the next step meanwhile). */
const READ_MS = Number(process.env.BENCH_READ_MS ?? 3000);

if (!existsSync(serverMain) || !existsSync(join(web, 'dist', 'index.html'))) {
  console.error('Build first: pnpm --filter @tallyline/api build && pnpm --filter @tallyline/web build');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'tallyline-bench-steps-'));
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

/** The steps in order: the button that leaves the previous screen, and what shows the next one is drawn. */
const STEPS = [
  { step: 2, name: 'Dashboard', button: /Continue to Dashboard/, ready: '.tl-dash-grid .tl-chart svg, .tl-dash-grid svg' },
  { step: 3, name: 'KPIs', button: /Continue to KPIs/, ready: '.tl-kpi-card' },
  { step: 4, name: 'Portfolio', button: /Continue to Portfolio/, ready: '.tl-holdings__table' },
  { step: 5, name: 'Trends', button: /Continue to Trends/, ready: '.tl-trend-chart svg' },
  { step: 6, name: 'Report', button: /Create Report/, ready: '.tl-report' },
];

/** Click → the step's content in the DOM, timed inside the page (performance.now at the click and at the mutation). */
async function timeStep(page, { button, ready }) {
  await page.evaluate((selector) => {
    const w = window;
    w.__step = { t0: 0, t1: 0 };
    document.addEventListener('click', () => (w.__step.t0 = performance.now()), { capture: true, once: true });
    const obs = new MutationObserver(() => {
      if (w.__step.t0 && !w.__step.t1 && document.querySelector(selector)) {
        w.__step.t1 = performance.now();
        obs.disconnect();
      }
    });
    obs.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, ready);
  await page.getByRole('button', { name: button }).first().click();
  await page.waitForFunction(() => window.__step.t1 > 0, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__step.t1 - window.__step.t0);
  // Marks drawn: every SVG shape element on the screen.
  const marks = await page.evaluate(() => document.querySelectorAll('main svg path, main svg rect, main svg circle, main svg line').length);
  return { ms, marks };
}

async function main() {
  await waitForServer();
  const dataDir = join(repo, 'bench-data');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, `steps-${SIZE_MB}mb.csv`);
  const { rows } = await generateCsv(file, SIZE_MB * MB, 7);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(120_000);
  await page.goto(`${base}auth`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('demo@tallyline.example');
  await dialog.getByLabel('Password', { exact: true }).fill('tallyline-demo');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
  await page.goto(base);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: /Continue to Dashboard/ }).waitFor({ timeout: 180_000 });

  const results = [];
  for (const s of STEPS) {
    await page.waitForTimeout(READ_MS);
    const r = await timeStep(page, s);
    results.push({ ...s, ...r });
    console.log(`step ${s.step} ${s.name}: ${r.ms.toFixed(0)} ms, ${r.marks} marks`);
  }
  await browser.close();

  const worst = Math.max(...results.map((r) => r.ms));
  const lines = [
    '## Web: workflow steps 2–6 on a 100 MB file',
    '',
    `Headless Debian Chromium, 1440×900, signed in as the demo user; a generated ${SIZE_MB} MB CSV (${rows.toLocaleString('en-US')} rows,`,
    '7 columns: date, two categories, three numbers, a quoted note) uploaded on step 1, then each Continue pressed in turn.',
    `Before each Continue the script waits ${READ_MS} ms, as a reader would; the app uses idle time to compute the next step ahead`,
    '(`workflowStore` computes it with requestIdleCallback; without that wait the first click can queue behind that work).',
    'Time = the click event → the step’s content in the DOM (auto-generation by @tallyline/core included), measured inside the page.',
    'Marks = SVG shapes (path, rect, circle, line) on the screen after the step rendered.',
    `Command: \`node apps/web/bench/steps.mjs\` (after building api and web). Target: every step under 1000 ms.`,
    '',
    '| step | screen | click → rendered | SVG marks |',
    '|---|---|---:|---:|',
    ...results.map((r) => `| ${r.step} | ${r.name} | ${r.ms.toFixed(0)} ms | ${r.marks} |`),
    '',
    `Worst step: ${worst.toFixed(0)} ms — ${worst < 1000 ? 'within' : 'OVER'} the 1 s target.`,
    '',
  ];
  mkdirSync(join(repo, 'docs', 'benchmarks'), { recursive: true });
  writeFileSync(join(repo, 'docs', 'benchmarks', 'web-steps.md'), lines.join('\n'));
  console.log('wrote docs/benchmarks/web-steps.md');
}

try {
  await main();
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
