import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/**
 * Writes x.br and x.gz next to each text output of the build (as apps/site's precompress step
 * does); apps/api sends the one the browser accepts, so no request pays for compression.
 * Images and fonts are compressed already; files under 1 KB are not worth it.
 */
function precompress(): Plugin {
  return {
    name: 'tallyline-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!/\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|wasm)$/i.test(name)) continue;
        const data = await readFile(join(dir, name));
        if (data.length < 1024) continue;
        const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
        const gz = gzipSync(data, { level: 9 });
        if (br.length < data.length) await writeFile(join(dir, `${name}.br`), br);
        if (gz.length < data.length) await writeFile(join(dir, `${name}.gz`), gz);
      }
    },
  };
}

// The app is served under /app/ by apps/api; in dev the backend routes are proxied to it.
export default defineConfig({
  base: '/app/',
  plugins: [themeBootScript(), tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress()],
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
