import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // The machine is shared; Radix menus under jsdom can take a few seconds.
    testTimeout: 20_000,
    env: { TZ: 'UTC' },
  },
});
