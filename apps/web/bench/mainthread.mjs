// Issue 15 "no main-thread task > 100 ms during the load": which code the page's main thread runs in each long
// task from the file input's change to the summary cards, the first explorer view and a settle time after them
// (the dashboard computed ahead in idle time, the suggested questions, the chart). One signed-in upload of a
// generated file (apps/web/bench/generate.mjs, seed 2, like sizes.mjs) with a CDP CPU profile of the page
// (Profiler.start/stop; the parse worker is another thread and not in it). The profile's samples are grouped
// into tasks (a run of samples between idle ones) and each task over 50 ms is printed with the functions it
// spent its time in (inclusive), next to the longtask observer's figures.
// Run:  pnpm turbo run build --filter=@tallyline/web --filter=@tallyline/api
//       (cd apps/web && pnpm exec vite build --minify false)   # readable function names in the profile
//       BENCH_PORT=3145 BENCH_MB=100 node apps/web/bench/mainthread.mjs
// Env:  BENCH_PORT (3145), BENCH_MB (100), BENCH_SETTLE_MS (5000), BENCH_PROFILE (1; 0 = longtasks only),
//       BENCH_PROFILE_OUT (a path: the raw .cpuprofile is written there)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCsv } from './generate.mjs';
import { launchChromium, load, ms, signIn, startServer } from './harness.mjs';
import { uploadFile } from './upload.mjs';

const port = Number(process.env.BENCH_PORT ?? 3145);
const megabytes = Number(process.env.BENCH_MB ?? 100);
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 5000);
const profiling = process.env.BENCH_PROFILE !== '0';
const MB = 1_000_000;

/** Samples → tasks: maximal runs of non-idle samples; each with its duration and inclusive time per function. */
function tasksOf(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.slice(f.url.lastIndexOf('/') + 1) : '';
    return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
  };
  const tasks = [];
  let current = null;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const leaf = byId.get(profile.samples[i]);
    const idle = leaf.callFrame.functionName === '(idle)';
    if (idle) {
      current = null;
      continue;
    }
    if (!current) {
      current = { start: t, duration: 0, time: new Map() };
      tasks.push(current);
    }
    current.duration += dt;
    const seen = new Set();
    for (let id = leaf.id; id !== undefined; id = parent.get(id)) {
      const label = name(byId.get(id));
      if (seen.has(label) || label.startsWith('(root)')) continue;
      seen.add(label);
      current.time.set(label, (current.time.get(label) ?? 0) + dt);
    }
  }
  return tasks.map((x) => ({ ...x, start: (x.start - profile.startTime) / 1000, duration: x.duration / 1000 }));
}

const { base, work, stop } = await startServer(port);
let browser;
try {
  const file = join(work, `bench-${megabytes}mb.csv`);
  const g = await generateCsv(file, megabytes * MB, 2);
  console.log(`generated ${g.rows} rows (${g.bytes} B); load ${load()}`);
  browser = await launchChromium();
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  page.setDefaultTimeout(600_000);
  await signIn(page, base);
  const cdp = await ctx.newCDPSession(page);
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const r = await uploadFile(page, file, settleMs, 900_000);
  const longtasks = await page.evaluate(() => {
    const b = window.__bench;
    return b.longtasks.filter((x) => x.start >= b.t0).map((x) => ({ at: x.start - b.t0, duration: x.duration, afterCards: x.start >= b.t1 }));
  });
  console.log(
    `drop → cards ${ms(r.ms)}; longest task while parsing ${ms(r.longestWhileParsing)} (${r.longTasksWhileParsing} over 50 ms); longest after the cards ${ms(r.longestAfterCards)}; load ${load()}`,
  );
  console.log('long tasks (ms after the change event):', longtasks.map((x) => `${Math.round(x.at)}+${Math.round(x.duration)}${x.afterCards ? '*' : ''}`).join(' '), '(* = after the cards)');
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    const skip = /^\((program|garbage collector|anonymous)\)/;
    for (const task of tasksOf(profile).filter((x) => x.duration > 50)) {
      const top = [...task.time].filter(([label]) => !skip.test(label)).sort((a, b) => b[1] - a[1]).slice(0, 14);
      console.log(`\ntask at ${Math.round(task.start)} ms (profile clock), ${Math.round(task.duration)} ms; GC ${Math.round((task.time.get('(garbage collector)') ?? 0) / 1000)} ms`);
      for (const [label, us] of top) console.log(`  ${String(Math.round(us / 1000)).padStart(6)} ms  ${label}`);
    }
  }
  await ctx.close();
} finally {
  await browser?.close();
  stop();
}
