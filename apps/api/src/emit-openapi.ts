// Writes the public API's OpenAPI document to dist/openapi.json at build time,
// without starting a server or a database. Filled in by the v1 work (issue 5).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), 'openapi.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ openapi: '3.1.0', info: { title: 'Tallyline API', version: '1.0.0' }, paths: {} }, null, 2));
