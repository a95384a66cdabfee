import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    // The CLI is a separate entry: the only code allowed to touch node:*.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    banner: { js: '#!/usr/bin/env node' },
    target: 'node20',
    platform: 'node',
  },
]);
