import { defineConfig } from 'tsup';

// Three entries: the server, the OpenAPI emitter and the operator's contact inbox. Dependencies stay external
// (they are installed), so `node dist/main.js` runs as is. SQL files are read
// from src/db/platform and supabase/migrations at run time (found via package.json).
export default defineConfig({
  entry: { main: 'src/main.ts', 'emit-openapi': 'src/emit-openapi.ts', 'contact-inbox': 'src/site/contactInbox.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
});
