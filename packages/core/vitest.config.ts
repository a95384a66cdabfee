import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  // The same constant tsup defines (src/version.ts).
  define: { __TALLYLINE_CORE_VERSION__: JSON.stringify(version) },
  test: {
    // CI machines are loaded: a test that is right but slow under load must not fail on the 5 s default.
    testTimeout: 60_000,
    include: ['test/**/*.test.ts'],
    env: { TZ: 'UTC' },
  },
});
