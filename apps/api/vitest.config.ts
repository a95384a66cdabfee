import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.pg.test.ts', 'node_modules/**'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file starts its own server + PGlite; two cores are shared, so keep it modest.
    maxWorkers: 2,
  },
});
