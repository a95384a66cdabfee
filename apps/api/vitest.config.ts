import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.pg.test.ts', 'node_modules/**'],
    environment: 'node',
    // Each test starts from a running server but some send 100 MB or a hundred sign-ins: at load 42 on two
    // cores (two clean-clone runs and five helpers' builds) one took 121 s. A limit is for hangs, not speed.
    testTimeout: 300_000,
    // Hooks start servers: PGlite's start passed 240 s at load 25–31 (two fresh-clone runs beside three builds).
    hookTimeout: 600_000,
    // Each file starts its own server + PGlite; two cores are shared, so keep it modest.
    maxWorkers: 2,
  },
});
