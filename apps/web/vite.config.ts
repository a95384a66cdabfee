import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../../packages/ui/src/theme/themePreference.js';

// `pnpm dev` proxies the backend routes to a running apps/api (override with TALLYLINE_API).
const backend = process.env.TALLYLINE_API ?? 'http://127.0.0.1:3000';

/** Inlines the theme boot script so the first paint already has the saved theme. */
function themeBootScript(): Plugin {
  return {
    name: 'tallyline-theme-boot',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('%THEME_BOOT_SCRIPT%', THEME_BOOT_SCRIPT) },
  };
}

// The app is served under /app/ by apps/api; in dev the backend routes are proxied to it.
export default defineConfig({
  base: '/app/',
  plugins: [themeBootScript(), tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    proxy: {
      '/auth/v1': backend,
      '/rest/v1': backend,
      '/storage/v1': backend,
      '/v1': backend,
      '/app/config.json': backend,
    },
  },
  build: { outDir: 'dist', sourcemap: false },
});
