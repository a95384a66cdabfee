import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Two builds (see package.json): the client build → dist/ (the entry and one chunk per island), and
// the SSR build → dist-ssr/, which scripts/prerender.mjs uses to write one HTML file per route.

/**
 * CSS comes from the SSR build only: it renders every page, so its manifest lists, per page, the CSS
 * of exactly the components on it, which the prerender inlines. The client build drops CSS imports:
 * an island's CSS is already in the page when it hydrates.
 */
function clientWithoutCss(): Plugin {
  const EMPTY = '\0site-css-in-page';
  return {
    name: 'site:client-without-css',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    resolveId: (source) => (/\.css(\?|$)/.test(source) ? EMPTY : null),
    load: (id) => (id === EMPTY ? 'export {}' : null),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), clientWithoutCss()],
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    manifest: true,
    // The SSR build writes each chunk's CSS (listed in its manifest) for the prerender to inline.
    ssrEmitAssets: true,
    // The prerender writes each page's modulepreload links itself (from the manifest), so the
    // entry needs neither the polyfill nor per-import dependency lists (budget: 100 KB gzip for /).
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // React and React DOM in one chunk that every page shares, loaded when its first island
            // hydrates; each island is its own chunk.
            codeSplitting: {
              groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
            },
          },
        },
  },
}));
