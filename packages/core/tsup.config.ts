import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// Reports record the core version that made them (report/reportHeader); it comes from package.json at build time.
const define = { __TALLYLINE_CORE_VERSION__: JSON.stringify(version) };

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    define,
  },
  {
    // d3-array is ESM only: a CJS build that require()s it works only where Node can require ESM
    // (20.19+, 22.12+). Bundling it into the CJS file makes `require('@tallyline/core')` work on every
    // Node the engines field allows. The ESM build keeps it external, so bundlers can dedupe it.
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    noExternal: ['d3-array'],
    define,
  },
  {
    // The CLI is a separate entry: the only code allowed to touch node:*.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    banner: { js: '#!/usr/bin/env node' },
    target: 'node20',
    platform: 'node',
    define,
  },
]);
