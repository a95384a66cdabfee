import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// bench/chartdraw.mjs builds this page on its own (no router, no api): one chart of @tallyline/ui.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { sourcemap: false, emptyOutDir: true },
});
