import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests run against the real server (apps/api), which serves apps/site/dist at /.
// Build first: pnpm --filter @tallyline/api build && pnpm --filter @tallyline/site build
const port = Number(process.env.E2E_PORT ?? 3102);
const dataDir = mkdtempSync(join(tmpdir(), 'tallyline-site-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `http://localhost:${port}/health`,
    env: { PORT: String(port), TALLYLINE_DATA_DIR: dataDir },
    // Always a fresh server and data directory: the contact test counts on an empty hour of messages.
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
