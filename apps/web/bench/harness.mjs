// What every web benchmark needs once: the built server on a private data dir, headless Chromium
// with the flags this machine requires, the demo sign-in, and the statistics we report.
// (run.mjs and steps.mjs used to carry a copy each.)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
export const webDir = join(here, '..');
export const repoDir = join(webDir, '..', '..');
/** The built server of the checkout at `root` (this one by default). */
const serverMainOf = (root) => join(root, 'apps', 'api', 'dist', 'main.js');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Stops with a hint when the server or the app of the checkout at `root` has not been built. */
export function requireBuild(root = repoDir) {
  if (!existsSync(serverMainOf(root)) || !existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
    console.error(`Build first (in ${root}): pnpm --filter @tallyline/api build && pnpm --filter @tallyline/web build`);
    process.exit(1);
  }
}

/**
 * Starts `node apps/api/dist/main.js` on `port` with a throw-away data dir and waits until /app/ answers.
 * `root` is the checkout whose build is served (this one by default; sizes.mjs also serves a baseline's); `env` adds
 * to the server's environment (e.g. TALLYLINE_APP_DIR: another build of the app, served by this api).
 * Resolves to { base, work, stop }; `work` is a temp dir for generated files, removed by stop().
 */
export async function startServer(port, root = repoDir, env = {}) {
  requireBuild(root);
  const work = mkdtempSync(join(tmpdir(), 'tallyline-bench-'));
  const server = spawn(process.execPath, [serverMainOf(root)], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', TALLYLINE_DATA_DIR: join(work, 'data') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/app/`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.kill();
    rmSync(work, { recursive: true, force: true });
  };
  // An uncaught error ends the process without `finally`: do not leave the server behind.
  process.once('exit', stop);
  try {
    await waitFor(`${base}config.json`);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, work, stop };
}

async function waitFor(url) {
  // up to 4 minutes: a loaded machine (load 30+) takes over a minute to start the server
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Signs in as the seeded demo user through the app's dialog, then opens `base`. */
export async function signIn(page, base) {
  await page.goto(`${base}auth`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('demo@tallyline.example');
  await dialog.getByLabel('Password', { exact: true }).fill('tallyline-demo');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
  await page.goto(base);
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The 1-minute load average, rounded, for the report. */
export function load() {
  return loadavg()[0].toFixed(2);
}

export const ms = (x) => `${Math.round(x).toLocaleString('en')} ms`;
