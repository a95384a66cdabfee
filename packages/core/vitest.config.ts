import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  // The same constant tsup defines (src/version.ts).
  define: { __TALLYLINE_CORE_VERSION__: JSON.stringify(version) },
  test: {
    // CI machines are loaded: a test that is right but slow under load must not fail on the 5 s default.
    // 60 s was too tight: two clean-clone runs side by side with five helpers' builds (load 42 on 2 cores)
    // timed out the 100 MB-class parser tests at 71 s. A limit is for hangs, not for speed (that is bench's).
    testTimeout: 180_000,
    include: ['test/**/*.test.ts'],
    env: { TZ: 'UTC' },
  },
});
