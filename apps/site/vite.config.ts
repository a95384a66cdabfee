import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Client build → dist/ (assets under dist/assets/); the SSR build (see package.json)
// → dist-ssr/, which scripts/prerender.mjs uses to write one HTML file per route.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    manifest: true,
    // The prerender writes each page's modulepreload links itself (from the manifest), so the
    // entry needs neither the polyfill nor per-import dependency lists (budget: 100 KB gzip for /).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, the router and the few modules every page shares in one chunk:
        // one request and better gzip for the initial load (budget: 100 KB gzip for /).
        codeSplitting: {
          groups: [{ name: 'core', test: /node_modules[\/](react|react-dom|scheduler|@tanstack)[\/]|src[\/](content[\/](links|titles)|components[\/]Icon)\./ }],
        },
      },
    },
  },
});
