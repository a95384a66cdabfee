import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // CSS is not loaded, except where a test checks what the stylesheet decides (ThemeToggle's name).
    css: { include: [/ThemeToggle\.css/] },
  },
});
