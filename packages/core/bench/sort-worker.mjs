// One first sort in a fresh process: node bench/sort-worker.mjs <core module> <column cache dir> <column> <asc|desc>
// Prints { ms, cpuMs, hash } — the hash of the order, so builds can be checked to agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [modulePath, dir, name, direction] = process.argv.slice(2);
const { sortPermutation } = await import(pathToFileURL(modulePath).href);
const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
const m = meta.columns[name];
const read = (file, Type) => {
  const b = readFileSync(join(dir, file));
  return new Type(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
};
const column = { name, type: m.type, invalid: new Map(m.invalid) };
if (m.dictionary) {
  column.dictionary = JSON.parse(readFileSync(join(dir, `${name}.dictionary.json`), 'utf8'));
  column.codes = read(`${name}.codes`, Uint32Array);
}
if (m.values) column.values = read(`${name}.values`, Float64Array);
// the parts of a Dataset a sort reads
const ds = { headers: [name], rowCount: meta.rowCount, columns: [column] };
const c0 = process.cpuUsage();
const t0 = performance.now();
const order = sortPermutation(ds, 0, direction);
const ms = performance.now() - t0;
const c = process.cpuUsage(c0);
let hash = 0;
for (let i = 0; i < order.length; i++) hash = (Math.imul(hash, 31) + order[i]) | 0;
console.log(JSON.stringify({ ms, cpuMs: (c.user + c.system) / 1000, hash, length: order.length }));
