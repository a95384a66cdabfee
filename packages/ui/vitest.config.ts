import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI machines are loaded: a test that is right but slow under load must not fail on the 5 s default.
    testTimeout: 30_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // CSS is not loaded, except where a test checks what the stylesheet decides (ThemeToggle's name).
    css: { include: [/ThemeToggle\.css/] },
  },
});
