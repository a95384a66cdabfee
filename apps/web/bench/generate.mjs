import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Zurich', 'Quebec', 'Lagos'];
const PRODUCTS = ['Widget Pro', 'Widget Lite', 'Gadget Max', 'Service Plan', 'Cable Kit'];

/** A small deterministic PRNG (mulberry32) so every run writes the same bytes. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes a deterministic sales CSV of about `bytes` bytes (never more): a date, two
 * categories, integers, decimals, a quoted note with a comma, ~3% empty cells.
 * Resolves to the number of data rows written.
 */
export async function generateCsv(path, bytes, seed = 1) {
  const next = rng(seed);
  const out = createWriteStream(path);
  const header = 'Date,Region,Product,Units,Revenue,Discount,Note\n';
  out.write(header);
  let size = Buffer.byteLength(header);
  let rows = 0;
  let chunk = '';
  for (;;) {
    const day = new Date(Date.UTC(2020, 0, 1) + (rows % 1500) * 86400000).toISOString().slice(0, 10);
    const units = Math.floor(next() * 500);
    const revenue = (units * (5 + next() * 95)).toFixed(2);
    const discount = next() < 0.03 ? '' : (next() * 0.3).toFixed(3);
    const note = next() < 0.03 ? '' : `"Order ${100000 + rows}, ${next() < 0.5 ? 'priority' : 'standard'}"`;
    const line = `${day},${REGIONS[rows % 8]},${PRODUCTS[Math.floor(next() * 5)]},${units},${revenue},${discount},${note}\n`;
    if (size + line.length > bytes) break;
    chunk += line;
    size += line.length;
    rows++;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.write(chunk);
  out.end();
  await once(out, 'finish');
  return { rows, bytes: size };
}
