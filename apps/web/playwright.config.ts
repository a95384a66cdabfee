import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real server (apps/api) serves the built app under /app and the backend; each run gets a fresh data dir.
const port = Number(process.env.E2E_PORT ?? 3101);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tallyline-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  // The issue-13 screenshot tour writes into docs/ and takes ~10 minutes: it is a tool run on
  // purpose (ISSUE13_SCREENSHOTS=1), not part of the suite — left out rather than listed as skipped.
  testIgnore: process.env.ISSUE13_SCREENSHOTS === '1' ? [] : ['**/issue13-screens.spec.ts'],
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Generous: these wait for states, never for time, and CI machines are loaded — upload.spec's first
  // test passed in 1.4 min alone and hit a 60 s limit at load 30 with its answers already on screen.
  // 300 s: at load 50 (two CI runs and five helpers' builds on two cores) flows of a few screens took
  // 4–5 minutes. A limit is for hangs, not speed (that is the bench's).
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}/app/`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `http://127.0.0.1:${port}/app/config.json`,
    reuseExistingServer: false,
    // PGlite's first start (migrations, demo seed) takes a while on a busy machine.
    timeout: 180_000,
    // E2E_APP_DIR: serve a private build (vite build --outDir …) instead of apps/web/dist.
    // Every test signs up and signs in from 127.0.0.1: per-address auth limits raised (RATE_LIMIT_SCALE).
    env: { PORT: String(port), TALLYLINE_DATA_DIR: dataDir, HOST: '127.0.0.1', RATE_LIMIT_SCALE: '100', ...(process.env.E2E_APP_DIR ? { TALLYLINE_APP_DIR: process.env.E2E_APP_DIR } : {}) },
  },
});
