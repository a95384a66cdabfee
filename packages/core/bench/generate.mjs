// Deterministic benchmark CSV: seeded PRNG (mulberry32), so every run and machine gets the same bytes.
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Nordics', 'Benelux', 'Iberia'];
const PRODUCTS = ['Widget', 'Gadget', 'Gizmo', 'Doohickey', 'Sprocket', 'Flange', 'Bracket', 'Valve', 'Gear', 'Spring', 'Lever', 'Pulley'];
const WORDS = ['fast', 'delivery', 'late', 'refund', 'ok', 'great', 'customer', 'called', 'box', 'damaged', 'repeat', 'order'];

/** One CSV line (with its newline) for row `i`; about 3% of cells are empty. */
function line(i, rnd) {
  const empty = () => rnd() < 0.03;
  const day = 1 + Math.floor(rnd() * 28);
  const month = 1 + Math.floor(rnd() * 12);
  const date = empty() ? '' : `20${20 + Math.floor(rnd() * 5)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const region = empty() ? '' : REGIONS[Math.floor(rnd() * REGIONS.length)];
  const product = empty() ? '' : PRODUCTS[Math.floor(rnd() * PRODUCTS.length)];
  const quantity = empty() ? '' : String(1 + Math.floor(rnd() * 500));
  const price = empty() ? '' : (rnd() * 1000).toFixed(2);
  const discount = empty() ? '' : (rnd() * 0.3).toFixed(3);
  let note = '';
  if (!empty()) {
    const n = 2 + Math.floor(rnd() * 5);
    const words = [];
    for (let k = 0; k < n; k++) words.push(WORDS[Math.floor(rnd() * WORDS.length)]);
    const r = rnd();
    let text = words.join(' ');
    if (r < 0.2) text = words.join(', ');
    else if (r < 0.25) text = `said "${words[0]}", then ${words[1]}`;
    else if (r < 0.27) text = `${words[0]}\n${words[1]}`;
    note = /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  return `${i + 1},${date},${region},${product},${quantity},${price},${discount},${note}\n`;
}

export const HEADER = 'id,date,region,product,quantity,price,discount,note\n';

/** Writes `rows` deterministic rows to `file` (skipped when a file of the same size already exists). */
export async function generate(file, rows, seed = 20241122) {
  mkdirSync(dirname(file), { recursive: true });
  const rnd = mulberry32(seed);
  let text = HEADER;
  const parts = [];
  for (let i = 0; i < rows; i++) parts.push(line(i, rnd));
  text += parts.join('');
  if (existsSync(file) && statSync(file).size === Buffer.byteLength(text)) return file;
  await new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('error', reject);
    out.end(text, resolve);
  });
  return file;
}
