// Writes x.br (brotli, quality 11) and x.gz (gzip, level 9) next to every compressible file
// of a build (the site's after its prerender, the app's after vite). apps/api sends the variant
// the browser accepts (apps/api/src/http/static.ts), so no request pays for compression at runtime.
//
//   node ../../scripts/precompress.mjs [dir]      (default: ./dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Text formats only: PNG, JPEG, WebP, AVIF and WOFF2 are compressed already.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.map', '.csv', '.md', '.wasm']);
// Under this size a compressed response saves less than a packet's headers cost.
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Precompresses every eligible file under `dir`; returns how many files got variants. */
export async function precompressDir(dir) {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || (await stat(file)).size < MIN_BYTES) continue;
    const data = await readFile(file);
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    const gz = gzipSync(data, { level: 9 });
    // A variant that is not smaller is pointless; the server then sends the file as it is.
    if (br.length < data.length) await writeFile(`${file}.br`, br);
    if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(process.cwd(), 'dist');
  console.log(`precompressed ${await precompressDir(dir)} files in ${dir} (.br, .gz)`);
}
