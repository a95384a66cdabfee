// Writes the public API's OpenAPI document to dist/openapi.json at build time
// (the site imports it as `@tallyline/api/openapi`). It imports only the route
// definitions: no server, no database.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from './paths.js';
import { buildV1OpenApiDocument } from './v1/document.js';

const out = join(apiRoot(), 'dist', 'openapi.json');
mkdirSync(join(apiRoot(), 'dist'), { recursive: true });
writeFileSync(out, `${JSON.stringify(buildV1OpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${out}`);
