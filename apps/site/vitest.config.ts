import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // CI machines are loaded: a test that is right but slow under load must not fail on the 5 s default.
    testTimeout: 30_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    env: { TZ: 'UTC' },
  },
});
