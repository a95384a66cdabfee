// Explorer sort benchmark (issue 15: sort on any column of 1 M rows < 300 ms): the explore file's columns are
// parsed once and cached, then every round sorts each column in a fresh process (a first sort, compiling the
// sort code included, as the explorer's first click pays), this build and — with BENCH_BASELINE_CORE, a module
// exporting another build's sortPermutation — that build, alternating which goes first; both must give the same
// order. Medians over rounds. Writes docs/benchmarks/sort.md.
// Env: BENCH_ROUNDS (3), BENCH_BASELINE_CORE (e.g. /tmp/tl-baseline/packages/core/dist/index.js), BENCH_BASELINE_NAME
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const docFile = join(here, '../../../docs/benchmarks/sort.md');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROWS = 1_000_000;
const SORTS = [
  ['price', 'asc'],
  ['price', 'desc'],
  ['quantity', 'asc'],
  ['discount', 'asc'],
  ['date', 'asc'],
  ['region', 'asc'],
  ['note', 'asc'],
  ['note', 'desc'],
];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

const builds = [{ name: 'this build', module: join(here, '../dist/index.js') }];
if (process.env.BENCH_BASELINE_CORE) builds.push({ name: process.env.BENCH_BASELINE_NAME ?? 'baseline', module: resolve(process.env.BENCH_BASELINE_CORE) });

const file = await generate(join(here, '../bench-data', `explore-${ROWS}.csv`), ROWS);
const cache = mkdtempSync(join(os.tmpdir(), 'tallyline-sort-'));
try {
  // parse once with this build and cache the sorted columns as they are stored (values, dictionary, codes, misfits)
  const { parseCsv } = await import(join(here, '../dist/index.js'));
  const ds = parseCsv(readFileSync(file));
  const meta = { rowCount: ds.rowCount, columns: {} };
  for (const name of new Set(SORTS.map(([c]) => c))) {
    const c = ds.columns[ds.headers.indexOf(name)];
    const m = { type: c.type, invalid: [...c.invalid] };
    if (c.values) {
      writeFileSync(join(cache, `${name}.values`), new Uint8Array(c.values.buffer, c.values.byteOffset, c.values.byteLength));
      m.values = true;
    }
    if (c.dictionary) {
      writeFileSync(join(cache, `${name}.dictionary.json`), JSON.stringify(c.dictionary));
      writeFileSync(join(cache, `${name}.codes`), new Uint8Array(Uint32Array.from(c.codes).buffer));
      m.dictionary = true;
      m.distinct = c.dictionary.length - 1;
    }
    meta.columns[name] = m;
  }
  writeFileSync(join(cache, 'meta.json'), JSON.stringify(meta));

  const runs = builds.map(() => SORTS.map(() => []));
  const loads = [os.loadavg()[0]];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? builds.map((_, b) => b) : builds.map((_, b) => b).reverse();
    for (let s = 0; s < SORTS.length; s++) {
      for (const b of order) {
        const r = spawnSync(process.execPath, [join(here, 'sort-worker.mjs'), builds[b].module, cache, ...SORTS[s]], { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`sort-worker failed:\n${r.stderr}`);
        runs[b][s].push(JSON.parse(r.stdout.trim().split('\n').pop()));
      }
      const hashes = new Set(runs.map((x) => x[s].at(-1).hash));
      if (hashes.size > 1) throw new Error(`the builds disagree on the order of ${SORTS[s].join(' ')}`);
    }
    loads.push(os.loadavg()[0]);
    console.log(`round ${round + 1}: ${SORTS.map(([c, d], s) => `${c} ${d} ${builds.map((_, b) => fmt(runs[b][s].at(-1).cpuMs)).join(' / ')}`).join(', ')} ms CPU`);
  }

  const cell = (b, s) => ({ ms: median(runs[b][s].map((x) => x.ms)), cpuMs: median(runs[b][s].map((x) => x.cpuMs)) });
  const describe = (name) => {
    const m = meta.columns[name];
    return m.type === 'string' ? `text, ${fmt(m.distinct)} distinct` : m.type;
  };
  const header = ['sort', ...builds.flatMap((b) => [`${b.name} wall ms`, `${b.name} CPU ms`]), ...(builds.length > 1 ? ['CPU ratio'] : []), 'CPU < 300 ms'];
  const rows = SORTS.map(([c, d], s) => {
    const cells = builds.map((_, b) => cell(b, s));
    return `| ${c} (${describe(c)}) ${d} | ${cells.flatMap((x) => [fmt(x.ms), fmt(x.cpuMs)]).join(' | ')} |${builds.length > 1 ? ` ${fmt(cells[0].cpuMs / cells[1].cpuMs, 2)}× |` : ''} ${cells[0].cpuMs < 300 ? 'yes' : '**no**'} |`;
  });
  const slowest = Math.max(...SORTS.map((_, s) => cell(0, s).cpuMs));
  const md = `## Explorer sort on ${fmt(meta.rowCount)} rows

Command: \`pnpm --filter @tallyline/core build && node bench/run.mjs sort\` in packages/core (\`BENCH_ROUNDS=5\` for more rounds;
\`BENCH_BASELINE_CORE=<another build's dist/index.js>\` to run it side by side).

Data: the explore file (\`bench/generate.mjs\`, ${fmt(meta.rowCount)} rows), parsed once; each sort is the first sort of a fresh Node
process (\`bench/sort-worker.mjs\`: \`sortPermutation\` on the stored column, compiling the sort code included, as the explorer's first
click pays), ${ROUNDS} rounds${builds.length > 1 ? ', the builds alternating which goes first; both gave the same order for every sort' : ''}; medians. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'},
Node ${process.version}, shared (1-minute load average ${loads.map((l) => fmt(l, 1)).join(', ')} before and after each round):
wall time is mostly the other sessions' here, so the target reads CPU time.

| ${header.join(' | ')} |
|---|${header.slice(1).map(() => '---:').join('|')}|
${rows.join('\n')}

Target (issue 15): sort on any column of ${fmt(meta.rowCount)} rows < 300 ms — slowest ${fmt(slowest)} ms CPU (${slowest < 300 ? 'met' : 'missed'}).
${builds.length > 1 ? `\n${builds.map((b) => `- ${b.name}: \`${b.module}\``).join('\n')}\n` : ''}
Numbers with a few decimal places (prices, quantities, rates) sort as 32-bit integer keys (value × 10^places − min) by an LSD
radix sort of one to three passes of ≤ 11 bits, dates as whole days (or hours, minutes, seconds) from the first the same way: the
typed rows are listed in the result's own front and sorted there, and the first pass makes each key from its value (no key array);
other numbers by the 64 bits of their float. Text ranks its dictionary once and places the rows by a counting sort (by code in the
dictionary's order when no two texts compare equal): a column that repeats words (notes) is cut into tokens (separators, then a
word) found in a trie, the few distinct tokens ranked once, and the texts sorted by their token ranks packed into two 32-bit words
(an LSD radix sort of the first, then each run of equal first words by the second); a column without repeated words (codes,
addresses) has its collation units radix-sorted four bytes at a time. Each loop over the rows is a small function of its own: a
first sort is compiled as it runs, and a big function would be compiled again for each of its loops.
`;
  mkdirSync(dirname(docFile), { recursive: true });
  writeFileSync(docFile, md);
  console.log(md);
} finally {
  rmSync(cache, { recursive: true, force: true });
}
