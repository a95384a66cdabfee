// Generators side by side with another build of core (issue 13: every generator on 1 M rows < 300 ms):
//   BENCH_BASELINE_CORE=<another build's dist/index.js> node bench/generators-side.mjs [generator …]
// Each round runs each generator in a fresh process per build (bench/generator-worker.mjs), alternating which build goes
// first; prints the medians over rounds of each process's median CPU ms, and the ratio. Env: BENCH_ROUNDS (3).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATORS } from './generator-worker.mjs';

const here = dirname(fileURLToPath(import.meta.url));
if (!process.env.BENCH_BASELINE_CORE) {
  console.error('set BENCH_BASELINE_CORE to the dist/index.js of the build to compare with');
  process.exit(1);
}
const builds = [join(here, '../dist/index.js'), resolve(process.env.BENCH_BASELINE_CORE)];
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(GENERATORS);
const runs = names.map(() => builds.map(() => []));
for (let r = 0; r < rounds; r++) {
  names.forEach((name, g) => {
    for (const b of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const out = spawnSync(process.execPath, [join(here, 'generator-worker.mjs'), builds[b], name], { encoding: 'utf8' });
      if (out.status !== 0) throw new Error(`generator-worker failed:\n${out.stderr}`);
      runs[g][b].push(JSON.parse(out.stdout.trim().split('\n').pop()).median);
    }
  });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(', ');
console.log('| generator | this build CPU ms (rounds) | baseline CPU ms (rounds) | ratio |\n|---|---:|---:|---:|');
names.forEach((name, g) => {
  const [a, b] = runs[g].map(median);
  console.log(`| ${name} | ${a.toFixed(0)} (${fmt(runs[g][0])}) | ${b.toFixed(0)} (${fmt(runs[g][1])}) | ${(a / b).toFixed(2)}× |`);
});
