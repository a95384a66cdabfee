// Limits benchmark (issue 15): every pathological shape of bench/shapes.mjs (~100 MB each), read by core
// streaming (1 MiB chunks) and by parseCsv on the whole buffer, each run a fresh process, shapes and modes
// alternating, medians over rounds. Goal: any input answered (a Dataset or a CsvParseError) in under 5 s
// and 600 MiB. Writes docs/benchmarks/ingest-limits.md. Rounds: BENCH_ROUNDS (default 3).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHAPES, writeShape } from './shapes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '../bench-data');
const docFile = join(here, '../../../docs/benchmarks/ingest-limits.md');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MODES = ['stream', 'buffer'];
const TIMEOUT_MS = 120_000; // a run past this is reported as a hang
const GOAL = { ms: 5_000, mib: 600 };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (x) => Math.round(x).toLocaleString('en');
const measure = (mode, file) => {
  const r = spawnSync(process.execPath, [join(here, 'shape-worker.mjs'), mode, file], { encoding: 'utf8', timeout: TIMEOUT_MS });
  if (r.error?.code === 'ETIMEDOUT') return { wallMs: TIMEOUT_MS, cpuMs: NaN, rssMiB: NaN, outcome: 'no answer (timeout)' };
  if (r.status !== 0) return { wallMs: NaN, cpuMs: NaN, rssMiB: NaN, outcome: `crash: ${r.stderr.trim().split('\n').pop()}` };
  return JSON.parse(r.stdout.trim().split('\n').pop());
};

const loadBefore = os.loadavg()[0];
const names = Object.keys(SHAPES);
const files = {};
for (const name of names) files[name] = await writeShape(name, join(dataDir, `shape-${name}.csv`));
const runs = Object.fromEntries(names.flatMap((n) => MODES.map((m) => [`${n}|${m}`, []])));
const keys = Object.keys(runs);
for (let round = 0; round < ROUNDS; round++) {
  // rotate the order every round, so no shape always runs after the same neighbour
  for (let k = 0; k < keys.length; k++) {
    const key = keys[(k + round * 3) % keys.length];
    const [name, mode] = key.split('|');
    const s = measure(mode, files[name]);
    runs[key].push(s);
    console.log(`round ${round + 1} ${name} ${mode}: ${fmt(s.wallMs)} ms wall, ${fmt(s.cpuMs)} ms CPU, ${fmt(s.rssMiB)} MiB, ${s.outcome}`);
  }
}

const rows = keys.map((key) => {
  const [name, mode] = key.split('|');
  const s = runs[key];
  const outcomes = [...new Set(s.map((x) => x.outcome))];
  return { name, mode, wall: median(s.map((x) => x.wallMs)), cpu: median(s.map((x) => x.cpuMs)), rss: Math.max(...s.map((x) => x.rssMiB)), outcome: outcomes.join(' / ') };
});
const verdict = (r) => (r.cpu <= GOAL.ms && r.rss <= GOAL.mib ? 'yes' : r.cpu > GOAL.ms && r.rss > GOAL.mib ? 'no (time, memory)' : r.cpu > GOAL.ms ? 'no (time)' : 'no (memory)');
const met = rows.filter((r) => verdict(r) === 'yes').length;
const table = rows.map((r) => `| ${r.name} | ${r.mode} | ${fmt(r.wall)} | ${fmt(r.cpu)} | ${fmt(r.rss)} | ${r.outcome} | ${verdict(r)} |`).join('\n');
const shapeList = names.map((n) => `- \`${n}\`: ${SHAPES[n].note}`).join('\n');

const doc = `## Ingest limits and pathological shapes

Command: \`pnpm --filter @tallyline/core build && node bench/run.mjs shapes\` in packages/core (\`BENCH_ROUNDS=5\` for more rounds).

Each shape is a deterministic file of about 100 MB (\`bench/shapes.mjs\`), read by core in a fresh Node process:
**stream** is \`createCsvParser\` fed 1 MiB chunks from disk, **buffer** is \`parseCsv\` on the whole file read at once.
${ROUNDS === 1 ? 'One run of each' : `Medians of ${ROUNDS} runs`} (shapes and modes alternating); peak RSS is the largest of the runs (whole process, file
buffer included). Run on ${new Date().toISOString().slice(0, 10)}. Machine: ${os.cpus().length} × ${os.cpus()[0].model}, Node ${process.version}, shared (1-minute
load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after): wall time is several times the CPU
time here, so the verdict reads the CPU time.

${shapeList}

| shape | mode | wall ms | CPU ms | peak RSS MiB | outcome | answered in < 5 s CPU and < 600 MiB |
|---|---|---:|---:|---:|---|---|
${table}

${met} of ${rows.length} runs meet the goal. Before issue 15 (same shapes, from the issue): one 5 MB line of numbers ran
2–4 minutes and peaked at 8 GB; a 200,000-column header took ~14 s and 2 GB.
`;
writeFileSync(docFile, doc);
console.log(`wrote ${docFile}`);
