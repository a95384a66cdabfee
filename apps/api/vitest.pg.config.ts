import { defineConfig } from 'vitest/config';

// The DATABASE_URL path against a real PostgreSQL server (started by the test itself).
export default defineConfig({
  test: {
    include: ['test/**/*.pg.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
