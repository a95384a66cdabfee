// Joins the per-area benchmark reports (docs/benchmarks/*.md, each written by
// that area's `bench` script) into docs/benchmarks.md, the one page we cite.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../docs/benchmarks/', import.meta.url).pathname;
const order = ['ingest', 'ingest-limits', 'explore', 'sort', 'analytics', 'api-backend', 'api-v1', 'api-load', 'web-upload', 'web-steps', 'site'];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

function rank(f) {
  const i = order.indexOf(f.replace(/\.md$/, ''));
  return i === -1 ? order.length : i;
}

const head = `# Benchmarks

Every figure below was produced by a script in the repository; each section names
the command. The machine is a shared 2-core box, so peers are measured side by side
in one run, alternating, and medians are reported: ratios matter more than seconds.
\`pnpm bench\` re-runs everything and rewrites this page.

`;
const body = files.map((f) => readFileSync(join(dir, f), 'utf8').trim()).join('\n\n---\n\n');
writeFileSync(new URL('../docs/benchmarks.md', import.meta.url), head + body + '\n');
console.log(`docs/benchmarks.md: ${files.length} sections`);
