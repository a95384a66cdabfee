import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';

// Client build → dist/ (assets under dist/assets/); the SSR build (see package.json)
// → dist-ssr/, which scripts/prerender.mjs uses to write one HTML file per route.

// The site's components are written against React's API and run on Preact (preact/compat): the
// prerendered pages only hydrate small islands, and React DOM's evaluation alone (~60 KB gzip) cost
// 75–175 ms of Lighthouse mobile TBT (docs/benchmarks/site.md, issue 8). The web app stays on React.
// Resolved from this app, so imports in packages/ui and in node_modules get Preact too.
const require = createRequire(import.meta.url);
const preactDir = dirname(require.resolve('preact/package.json'));
const renderToStringDir = dirname(require.resolve('preact-render-to-string/package.json'));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: join(preactDir, 'compat/client.mjs') },
  { find: /^react-dom\/server$/, replacement: join(renderToStringDir, 'dist/index.mjs') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react(-dom)?$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: preactAliases },
  ssr: { noExternal: true },
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
        // Preact (the React API the islands are written against) in one chunk that every page
        // shares; each island is its own chunk (budget: 100 KB gzip for /).
        codeSplitting: {
          groups: [{ name: 'preact', test: /node_modules[\/]preact[\/]/ }],
        },
      },
    },
  },
});
